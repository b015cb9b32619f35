/**
 * Whether the company identity can issue documents, without zod: the pages that only print (« Tournée du
 * jour ») check it without loading the form's schemas (company.schema.ts re-exports it); and a SIRET as
 * printed, for screens that show one without a form (Settings › Transporteurs' cards).
 */

/** « 123 456 789 00012 »: SIREN in three groups, then the establishment's NIC, as INSEE prints it. */
export function formatSiret(digits: string): string {
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

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
