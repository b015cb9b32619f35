import type { CompanyIdentity, CompanyIdentityInput, CompanyLogoType } from '@shared/company/company.schema';
import { and, eq } from 'drizzle-orm';
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
      version: companyIdentity.version,
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
    version: row?.version ?? 1,
  };
}

/** What a stale edit's 409 names: the version, who changed the identity last and when. */
export async function findCompanyVersion(db: Executor) {
  const [row] = await db
    .select({
      version: companyIdentity.version,
      updatedBy: companyIdentity.updatedBy,
      updatedAt: companyIdentity.updatedAt,
    })
    .from(companyIdentity)
    .where(eq(companyIdentity.id, COMPANY_ID));
  return row;
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

/**
 * Writes the identity only if it is still at `version` (decision 0076), the row created empty first (version
 * 1) if nobody saved it yet; false when the version was stale.
 */
export async function updateCompanyIdentity(
  db: Executor,
  values: CompanyIdentityInput,
  version: number,
  editorId: number | null,
): Promise<boolean> {
  await db.insert(companyIdentity).values({ id: COMPANY_ID }).onConflictDoNothing();
  const rows = await db
    .update(companyIdentity)
    .set({ ...values, updatedBy: editorId, updatedAt: new Date() })
    .where(and(eq(companyIdentity.id, COMPANY_ID), eq(companyIdentity.version, version)))
    .returning({ id: companyIdentity.id });
  return rows.length > 0;
}

/**
 * Stores a logo that has already been re-encoded or sanitised; null removes it. A change of the identity's
 * row like its save: the version is raised (trigger) and the editor recorded, with no version to send back
 * (decision 0076: the answer carries the new one).
 */
export async function saveCompanyLogo(
  db: Executor,
  logo: { bytes: Uint8Array; contentType: CompanyLogoType } | null,
  editorId: number | null,
) {
  const now = new Date();
  const set = {
    ...(logo
      ? { logo: logo.bytes, logoContentType: logo.contentType, logoUpdatedAt: now }
      : { logo: null, logoContentType: null, logoUpdatedAt: null }),
    updatedBy: editorId,
    updatedAt: now,
  };
  await db
    .insert(companyIdentity)
    .values({ id: COMPANY_ID, ...set })
    .onConflictDoUpdate({ target: companyIdentity.id, set });
}
