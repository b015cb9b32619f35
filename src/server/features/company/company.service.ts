/**
 * « Identité de l'entreprise » (decision 0056): the identity every document prints, and its logo, which is
 * stored only once re-encoded or sanitised (`company-logo.ts`): a refused file leaves nothing behind.
 */
import {
  type CompanyIdentityInput,
  type CompanyLogoType,
  type CompanySettings,
  missingCompanyFields,
} from '@shared/company/company.schema';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { changesBetween, type JournalContext, record } from '../admin-journal/admin-journal.service';
import {
  findCompanyIdentity,
  findCompanyLogo,
  saveCompanyLogo,
  upsertCompanyIdentity,
} from './company.repository';
import { sanitizeLogo } from './company-logo';

export async function getCompanySettings(db: Db): Promise<CompanySettings> {
  const identity = await findCompanyIdentity(db);
  return { ...identity, missingFields: missingCompanyFields(identity) };
}

const companyTarget = { type: 'company', id: null, label: "Identité de l'entreprise" };
const identityFields = ['legalName', 'siret', 'address', 'phone', 'email'] as const;

export async function saveCompanySettings(
  db: Db,
  context: JournalContext,
  input: CompanyIdentityInput,
): Promise<CompanySettings> {
  await db.transaction(async (tx) => {
    const before = await findCompanyIdentity(tx);
    await upsertCompanyIdentity(tx, input);
    const after = await findCompanyIdentity(tx);
    await record(tx, context, {
      action: 'company.identity',
      target: companyTarget,
      changes: changesBetween(before, after, identityFields),
    });
  });
  return getCompanySettings(db);
}

/** The logo and its journal entry (`logo`: its type before and after, null when none). */
async function storeLogo(
  db: Db,
  context: JournalContext,
  logo: { bytes: Uint8Array; contentType: CompanyLogoType } | null,
) {
  await db.transaction(async (tx) => {
    const before = await findCompanyIdentity(tx);
    await saveCompanyLogo(tx, logo);
    await record(tx, context, {
      action: 'company.logo',
      target: companyTarget,
      changes: { logo: { from: before.logo?.contentType ?? null, to: logo?.contentType ?? null } },
    });
  });
}

/** Sanitises first (may refuse), then stores: the database only ever sees the rewritten bytes. */
export async function replaceCompanyLogo(
  db: Db,
  context: JournalContext,
  uploaded: Buffer,
): Promise<CompanySettings> {
  await storeLogo(db, context, sanitizeLogo(uploaded));
  return getCompanySettings(db);
}

export async function removeCompanyLogo(db: Db, context: JournalContext): Promise<CompanySettings> {
  await storeLogo(db, context, null);
  return getCompanySettings(db);
}

export const noLogoMessage = "Aucun logo n'est enregistré.";

export async function getCompanyLogo(db: Db) {
  const logo = await findCompanyLogo(db);
  if (!logo) throw notFound(noLogoMessage);
  return logo;
}
