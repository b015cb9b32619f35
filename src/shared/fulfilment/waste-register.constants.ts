/**
 * The waste register's address and messages without zod (the dashboard's download form needs them before
 * any form library loads; `waste-register.schema.ts` validates with the same messages on the server).
 */
export const WASTE_REGISTER_PATH = '/api/registre.csv';

export const wasteRegisterMessages = {
  from: 'Indiquez la date de début (AAAA-MM-JJ).',
  to: 'Indiquez la date de fin (AAAA-MM-JJ).',
  inverted: 'La date de fin doit être le même jour que la date de début ou après.',
} as const;

/** The register's download URL for a range of days (YYYY-MM-DD, both included). */
export const wasteRegisterUrl = (from: string, to: string) =>
  `${WASTE_REGISTER_PATH}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
