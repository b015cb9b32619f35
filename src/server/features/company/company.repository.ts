import type { CompanyIdentity, CompanyIdentityInput, CompanyLogoType } from '@shared/company/company.schema';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyIdentity } from '../../db/schema';

/** The identity lives in one row with a fixed id, created by the first save. */
const COMPANY_ID = 1;

/** The identity as the API and the documents read it (no logo bytes: `findCompanyLogo`). */
export async function findCompanyIdentity(db: Executor): Promise<CompanyIdentity> {
  const [row] = await db
    .select({
      legalName: companyIdentity.legalName,
      siret: companyIdentity.siret,
      address: companyIdentity.address,
      phone: companyIdentity.phone,
      email: companyIdentity.email,
      logoContentType: companyIdentity.logoContentType,
      logoUpdatedAt: companyIdentity.logoUpdatedAt,
      updatedAt: companyIdentity.updatedAt,
    })
    .from(companyIdentity)
    .where(eq(companyIdentity.id, COMPANY_ID));
  return {
    legalName: row?.legalName ?? null,
    siret: row?.siret ?? null,
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    logo:
      row?.logoContentType && row.logoUpdatedAt
        ? { contentType: row.logoContentType as CompanyLogoType, updatedAt: row.logoUpdatedAt.toISOString() }
        : null,
    updatedAt: row?.updatedAt?.toISOString() ?? null,
  };
}

/** The stored (already re-encoded or sanitised) logo, or null. */
export async function findCompanyLogo(
  db: Executor,
): Promise<{ bytes: Uint8Array; contentType: CompanyLogoType; updatedAt: Date } | null> {
  const [row] = await db
    .select({
      logo: companyIdentity.logo,
      contentType: companyIdentity.logoContentType,
      updatedAt: companyIdentity.logoUpdatedAt,
    })
    .from(companyIdentity)
    .where(eq(companyIdentity.id, COMPANY_ID));
  if (!row?.logo || !row.contentType || !row.updatedAt) return null;
  return { bytes: row.logo, contentType: row.contentType as CompanyLogoType, updatedAt: row.updatedAt };
}

export async function upsertCompanyIdentity(db: Executor, values: CompanyIdentityInput) {
  const now = new Date();
  await db
    .insert(companyIdentity)
    .values({ id: COMPANY_ID, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: companyIdentity.id, set: { ...values, updatedAt: now } });
}

/** Stores a logo that has already been re-encoded or sanitised; null removes it. */
export async function saveCompanyLogo(
  db: Executor,
  logo: { bytes: Uint8Array; contentType: CompanyLogoType } | null,
) {
  const now = new Date();
  const set = logo
    ? { logo: logo.bytes, logoContentType: logo.contentType, logoUpdatedAt: now }
    : { logo: null, logoContentType: null, logoUpdatedAt: null };
  await db
    .insert(companyIdentity)
    .values({ id: COMPANY_ID, ...set })
    .onConflictDoUpdate({ target: companyIdentity.id, set });
}
