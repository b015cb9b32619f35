/**
 * How the documents write dates, quantities, measures and the issuer (French conventions: « 1er décembre
 * 2026 à 10 h 30 » as on the screens (src/shared/french-dates.ts), « 12,5 kg », « 40 × 30 × 20 cm »,
 * non-breaking spaces before units and colons).
 */

import type { CompanyIdentity, CompanyLogoType } from '@shared/company/company.schema';
import { formatSiret } from '@shared/company/company.schema';
import { frenchDateTime, frenchDay } from '@shared/french-dates';
import type { PdfIssuer } from './pdf-model';

const NBSP = '\u00a0';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const tonnes = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * Intl's French output groups thousands with U+202F (narrow no-break space), which Roboto has no glyph for
 * (a box in the PDF): a no-break space instead, as the screens' typography does.
 */
const withNbsp = (text: string) => text.replace(/\u202f/g, NBSP);
export const formatNumber = (value: number) => withNbsp(decimal.format(value));

/** « 1er décembre 2026 » for a YYYY-MM-DD day (a calendar day: no time zone shift). */
export const formatDay = (day: string | null | undefined): string => (day ? frenchDay(day) : '');

/** « 1er décembre 2026 à 17 h 05 » (Europe/Paris). */
export const formatMoment = (moment: Date | string | null | undefined): string =>
  moment ? frenchDateTime(moment) : '';

export const issuedNow = (now = new Date()) => `Édité le ${formatMoment(now)}`;

/** « 40 × 30 × 20 cm » from whichever measures were given (L × l × H), or « — ». */
export function formatDimensions(measures: {
  length?: number | null;
  width?: number | null;
  height?: number | null;
}) {
  const given = [measures.length, measures.width, measures.height];
  if (given.every((value) => value == null)) return '—';
  return `${given.map((value) => (value == null ? '?' : formatNumber(value))).join(' × ')}${NBSP}cm`;
}

export const formatKg = (value: number | null | undefined) =>
  value == null ? '—' : `${formatNumber(value)}${NBSP}kg`;

/** « 0,124 t » — registers count waste in tonnes. */
export const formatTonnes = (kg: number) => `${withNbsp(tonnes.format(kg / 1000))}${NBSP}t`;

/** The issuer as a document prints it; only called once `missingCompanyFields` is empty. */
export function documentIssuer(
  identity: CompanyIdentity,
  logo: { bytes: Uint8Array; contentType: CompanyLogoType } | null,
): PdfIssuer {
  return {
    legalName: identity.legalName ?? '',
    siret: identity.siret ? formatSiret(identity.siret) : '',
    address: identity.address ?? '',
    phone: identity.phone ?? '',
    email: identity.email ?? '',
    logo: !logo
      ? null
      : logo.contentType === 'image/svg+xml'
        ? { type: 'svg', markup: Buffer.from(logo.bytes).toString('utf8') }
        : {
            type: 'image',
            dataUrl: `data:${logo.contentType};base64,${Buffer.from(logo.bytes).toString('base64')}`,
          },
  };
}
