/**
 * « Identité de l'entreprise » (issue 22): who issues the documents — every PDF (bons, bordereaux,
 * attestations, the day's round) carries it in its header. Administrators fill it in Paramètres; until the
 * required fields are there, the document buttons say what is missing (`missingCompanyFields`) instead of
 * printing an empty header.
 *
 * The SIRET is the 14-digit number of the establishment (INSEE): its digits pass the Luhn check, except La
 * Poste's establishments (SIREN 356 000 000) other than its head office (NIC 00048), whose digits add up
 * to a multiple of 5 instead (INSEE's rule: La Poste has more establishments than the Luhn key allows).
 */
import { z } from 'zod';
import { addressField } from '../address';
import { phoneField } from '../phone';
import { emailField, requiredText } from '../text-fields';

export const companyMessages = {
  legalName: 'La raison sociale est requise',
  siretRequired: 'Le SIRET est requis',
  siretFormat: 'Le SIRET compte 14 chiffres',
  siretKey: "Ce SIRET n'est pas valide\u00a0: vérifiez ses 14 chiffres (clé de contrôle)",
  address: "L'adresse est requise",
  phone: 'Le téléphone est requis',
  email: "L'email est requis",
} as const;

const LA_POSTE_SIREN = '356000000';
const LA_POSTE_HEAD_OFFICE = '35600000000048';

/** The digits of a SIRET typed with or without spaces, or null when it is not 14 digits. */
export function siretDigits(text: string): string | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{14}$/.test(digits) ? digits : null;
}

/** INSEE's check of a 14-digit SIRET (Luhn, or La Poste's sum of digits). */
export function isValidSiret(digits: string): boolean {
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== LA_POSTE_HEAD_OFFICE) {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    // From the right, every second digit is doubled: in a 14-digit number, those at even indexes.
    let digit = Number(digits[index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The 14 digits of a SIRET typed with or without spaces, with INSEE's check; a French message otherwise. */
const checkedSiret = (value: string, ctx: z.core.$RefinementCtx<string | null | undefined>) => {
  const digits = siretDigits(value);
  if (digits === null) {
    ctx.issues.push({ code: 'custom', message: companyMessages.siretFormat, input: value });
    return z.NEVER;
  }
  if (!isValidSiret(digits)) {
    ctx.issues.push({ code: 'custom', message: companyMessages.siretKey, input: value });
    return z.NEVER;
  }
  return digits;
};

/**
 * An optional SIRET (a client's, the waste register's producer): blank → null, else checked like the
 * company's own.
 */
export const optionalSiretField = () =>
  z
    .string({ error: companyMessages.siretFormat })
    .trim()
    .nullish()
    .transform((value, ctx) => (value ? checkedSiret(value, ctx) : null));

const siretField = () =>
  z
    .string({ error: companyMessages.siretRequired })
    .trim()
    .min(1, companyMessages.siretRequired)
    .transform((value, ctx) => {
      const digits = siretDigits(value);
      if (digits === null) {
        ctx.issues.push({ code: 'custom', message: companyMessages.siretFormat, input: value });
        return z.NEVER;
      }
      if (!isValidSiret(digits)) {
        ctx.issues.push({ code: 'custom', message: companyMessages.siretKey, input: value });
        return z.NEVER;
      }
      return digits;
    });

/**
 * PUT /api/settings/company: everything but the logo (its own multipart upload), with the `version` it was
 * based on (`withVersion`, decision 0076). SIRET stored as 14 digits.
 */
export const companyIdentityInputSchema = z.object({
  legalName: requiredText(companyMessages.legalName, 200),
  siret: siretField(),
  address: addressField(companyMessages.address),
  phone: phoneField(companyMessages.phone),
  email: emailField(),
});
export type CompanyIdentityInput = z.infer<typeof companyIdentityInputSchema>;

/** GET /api/settings/company: null fields until filled in; the logo as a flag and its cache-busting time. */
export interface CompanyIdentity {
  legalName: string | null;
  siret: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  logo: { contentType: CompanyLogoType; updatedAt: string } | null;
  /** When the identity or its logo last changed. */
  updatedAt: string | null;
  /** Decision 0076: raised by every change, the logo's too; what a PUT sends back. */
  version: number;
}

/** GET/PUT /api/settings/company and the logo routes answer the identity and what documents still need. */
export interface CompanySettings extends CompanyIdentity {
  /** `missingCompanyFields` of this identity: [] when documents can be issued. */
  missingFields: string[];
}

/** Where the client shows the logo; `?v=` changes with each upload, so a cached old logo is never shown. */
export const companyLogoUrl = (logo: { updatedAt: string }) =>
  `/api/settings/company/logo?v=${encodeURIComponent(logo.updatedAt)}`;

export const companyLogoTypes = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type CompanyLogoType = (typeof companyLogoTypes)[number];

export { formatSiret, missingCompanyFields } from './company-identity';
