/**
 * Whether the company identity can issue documents, without zod: the pages that only print (« Tournée du
 * jour ») check it without loading the form's schemas (company.schema.ts re-exports it).
 */

/** The identity's fields every document prints. */
export type RequiredCompanyField = 'legalName' | 'siret' | 'address' | 'phone' | 'email';

/** French names of the required fields still empty, in the form's order: [] when documents can be issued. */
export function missingCompanyFields(
  identity: { [field in RequiredCompanyField]?: string | null } | null,
): string[] {
  const labels: Record<RequiredCompanyField, string> = {
    legalName: 'la raison sociale',
    siret: 'le SIRET',
    address: "l'adresse",
    phone: 'le téléphone',
    email: "l'email",
  };
  return (Object.keys(labels) as RequiredCompanyField[])
    .filter((field) => !identity?.[field])
    .map((field) => labels[field]);
}
