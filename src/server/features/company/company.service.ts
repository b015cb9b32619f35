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
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { changesBetween, record, type UserJournalContext } from '../admin-journal/admin-journal.service';
import { staleVersion } from '../users/stale-version';
import {
  findCompanyIdentity,
  findCompanyLogo,
  findCompanyVersion,
  saveCompanyLogo,
  updateCompanyIdentity,
} from './company.repository';
import { type StoredLogo, sanitizeLogo } from './company-logo';

export async function getCompanySettings(db: Executor): Promise<CompanySettings> {
  const identity = await findCompanyIdentity(db);
  return { ...identity, missingFields: missingCompanyFields(identity) };
}

const companyTarget = { type: 'company', id: null, label: "Identité de l'entreprise" };
const identityFields = ['legalName', 'siret', 'address', 'phone', 'email'] as const;

/**
 * Saves the identity based on `version` (decision 0076): 409 naming who changed it meanwhile, and when; the
 * journal records what changed in the same transaction (0081).
 */
export async function saveCompanySettings(
  db: Db,
  context: UserJournalContext,
  input: CompanyIdentityInput,
  version: number,
): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const before = await findCompanyIdentity(tx);
    if (!(await updateCompanyIdentity(tx, input, version, context.actor.id))) {
      const current = await findCompanyVersion(tx);
      if (!current) throw new Error('company identity row missing after insert');
      throw await staleVersion(tx, current);
    }
    const after = await findCompanyIdentity(tx);
    await record(tx, context, {
      action: 'company.identity',
      target: companyTarget,
      changes: changesBetween(before, after, identityFields),
    });
    return getCompanySettings(tx);
  });
}

/** The logo and its journal entry (`logo`: its type before and after, null when none). */
async function storeLogo(
  db: Db,
  context: UserJournalContext,
  logo: { bytes: Uint8Array; contentType: CompanyLogoType } | null,
) {
  await db.transaction(async (tx) => {
    const before = await findCompanyIdentity(tx);
    await saveCompanyLogo(tx, logo, context.actor.id);
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
  context: UserJournalContext,
  uploaded: Buffer,
  /** Where the cleaning runs: the documents' worker in the app (off the event loop), in place otherwise. */
  clean: (bytes: Buffer) => Promise<StoredLogo> = async (bytes) => sanitizeLogo(bytes),
): Promise<CompanySettings> {
  await storeLogo(db, context, await clean(uploaded));
  return getCompanySettings(db);
}

export async function removeCompanyLogo(db: Db, context: UserJournalContext): Promise<CompanySettings> {
  await storeLogo(db, context, null);
  return getCompanySettings(db);
}

export const noLogoMessage = "Aucun logo n'est enregistré.";

export async function getCompanyLogo(db: Db) {
  const logo = await findCompanyLogo(db);
  if (!logo) throw notFound(noLogoMessage);
  return logo;
}
