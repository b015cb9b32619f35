/**
 * « Identité de l'entreprise » (decision 0056): the identity every document prints, and its logo, which is
 * stored only once re-encoded or sanitised (`company-logo.ts`): a refused file leaves nothing behind.
 */
import {
  type CompanyIdentityInput,
  type CompanySettings,
  missingCompanyFields,
} from '@shared/company/company.schema';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { staleVersion } from '../../lib/stale-version';
import {
  findCompanyIdentity,
  findCompanyLogo,
  findCompanyVersion,
  saveCompanyLogo,
  updateCompanyIdentity,
} from './company.repository';
import { sanitizeLogo } from './company-logo';

export async function getCompanySettings(db: Executor): Promise<CompanySettings> {
  const identity = await findCompanyIdentity(db);
  return { ...identity, missingFields: missingCompanyFields(identity) };
}

/** Saves the identity based on `version` (decision 0076): 409 naming who changed it meanwhile, and when. */
export async function saveCompanySettings(
  db: Db,
  editor: { id: number },
  input: CompanyIdentityInput,
  version: number,
): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    if (!(await updateCompanyIdentity(tx, input, version, editor.id))) {
      const current = await findCompanyVersion(tx);
      if (!current) throw new Error('company identity row missing after insert');
      throw await staleVersion(tx, current);
    }
    return getCompanySettings(tx);
  });
}

/** Sanitises first (may refuse), then stores: the database only ever sees the rewritten bytes. */
export async function replaceCompanyLogo(
  db: Db,
  editor: { id: number },
  uploaded: Buffer,
): Promise<CompanySettings> {
  const logo = sanitizeLogo(uploaded);
  await saveCompanyLogo(db, logo, editor.id);
  return getCompanySettings(db);
}

export async function removeCompanyLogo(db: Db, editor: { id: number }): Promise<CompanySettings> {
  await saveCompanyLogo(db, null, editor.id);
  return getCompanySettings(db);
}

export const noLogoMessage = "Aucun logo n'est enregistré.";

export async function getCompanyLogo(db: Db) {
  const logo = await findCompanyLogo(db);
  if (!logo) throw notFound(noLogoMessage);
  return logo;
}
