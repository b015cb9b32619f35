/**
 * « Identité de l'entreprise » (decision 0056): the identity every document prints, and its logo, which is
 * stored only once re-encoded or sanitised (`company-logo.ts`): a refused file leaves nothing behind.
 */
import {
  type CompanyIdentityInput,
  type CompanySettings,
  missingCompanyFields,
} from '@shared/company/company.schema';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
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

export async function saveCompanySettings(db: Db, input: CompanyIdentityInput): Promise<CompanySettings> {
  await upsertCompanyIdentity(db, input);
  return getCompanySettings(db);
}

/** Sanitises first (may refuse), then stores: the database only ever sees the rewritten bytes. */
export async function replaceCompanyLogo(db: Db, uploaded: Buffer): Promise<CompanySettings> {
  const logo = sanitizeLogo(uploaded);
  await saveCompanyLogo(db, logo);
  return getCompanySettings(db);
}

export async function removeCompanyLogo(db: Db): Promise<CompanySettings> {
  await saveCompanyLogo(db, null);
  return getCompanySettings(db);
}

export const noLogoMessage = "Aucun logo n'est enregistré.";

export async function getCompanyLogo(db: Db) {
  const logo = await findCompanyLogo(db);
  if (!logo) throw notFound(noLogoMessage);
  return logo;
}
