/**
 * Field rules the three request forms share (spec §5): client contact, offer number, desired date,
 * equipment counts; and how each form's schema comes in a creation and an edit variant.
 */

import { z } from 'zod';
import { clientMessages } from '../clients/client.constants';
import { fulfilmentListFields, type RequestFulfilment } from '../fulfilment/fulfilment-stages';
import { boundedNumber, MAX_COUNT, numberMessages } from '../numbers';
import { parisToday } from '../paris-day';
import { phoneField } from '../phone';
import { emailField, requiredFreeText, requiredText } from '../text-fields';

export { parisToday } from '../paris-day';
export {
  freeTextProblem,
  invalidCharacterMessage,
  isStorable,
  optionalFreeText,
  optionalText,
  requiredFreeText,
  requiredText,
} from '../text-fields';

/**
 * A real calendar day "YYYY-MM-DD" (2026-02-30 is refused). Year 0000 matches the ISO pattern but does not
 * exist for PostgreSQL's date type, which would fail the query: it is refused here too.
 */
export const dateMessage = 'Saisissez une date valide';
export const calendarDate = (message = dateMessage) =>
  z.iso.date(message).refine((value) => !value.startsWith('0000'), message);

/**
 * The directory's client a request belongs to (issue 23, decision 0065): set when the form picks a client,
 * null when none is linked. Absent from a PUT, the stored link is kept; the server refuses an id that is no
 * client's (400 on the field). An integer column: at most 2^31 − 1.
 */
export const clientLinkField = z
  .number({ error: clientMessages.linkInvalid })
  .int(clientMessages.linkInvalid)
  .positive(clientMessages.linkInvalid)
  .max(2_147_483_647, clientMessages.linkInvalid)
  .nullish();

export const contactFields = {
  clientId: clientLinkField,
  clientCompanyName: requiredText("Le nom de l'entreprise client est requis"),
  contactName: requiredText('Le nom du contact est requis'),
  contactEmail: emailField(),
  contactPhone: phoneField('Le téléphone est requis'),
  companyAddress: requiredFreeText("L'adresse est requise", 1000),
};

/**
 * The offer number as stored: the general settings' prefix and the digits the user typed (the client
 * composes them). The server cannot require the current prefix — a number saved under an older one stays
 * valid on edit, and a number may be pasted whole — so it checks the shape every such number has: a letter
 * or digit, then letters, digits and - _ . /, ending with a digit. "OE-00012a", spaces and emoji are
 * refused. The prefix setting is valid when the prefix followed by a digit is such a number
 * (general-settings.schema.ts), so prefix + typed digits always passes.
 */
export const OFFER_NUMBER_MAX_LENGTH = 50;
export const offerNumberMessages = {
  required: "Le numéro d'offre est requis",
  characters:
    "Le numéro d'offre ne peut contenir que des lettres sans accent, des chiffres et les signes - _ . / (ex. OE-000123)",
  start: "Le numéro d'offre doit commencer par une lettre ou un chiffre (ex. OE-000123)",
  format: "Le numéro d'offre doit se terminer par des chiffres (ex. OE-000123)",
  tooLong: `Le numéro d'offre ne peut pas dépasser ${OFFER_NUMBER_MAX_LENGTH} caractères`,
} as const;

/** What is wrong with a (non-blank, trimmed) offer number, in French; null when it is well formed. */
export function offerNumberProblem(value: string): string | null {
  if (!/^[A-Za-z0-9._/-]*$/.test(value)) return offerNumberMessages.characters;
  if (!/^[A-Za-z0-9]/.test(value)) return offerNumberMessages.start;
  if (!/\d$/.test(value)) return offerNumberMessages.format;
  return null;
}

export function isOfferNumber(value: string): boolean {
  return offerNumberProblem(value) === null;
}

const offerNumberText = z
  .string({ error: offerNumberMessages.format })
  .trim()
  .max(OFFER_NUMBER_MAX_LENGTH, offerNumberMessages.tooLong)
  .superRefine((value, ctx) => {
    // Blank is for the required rule (conditioning) or means none (pickup, regional).
    const problem = value === '' ? null : offerNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Conditioning: the number is required. */
export const requiredOfferNumber = offerNumberText.refine(
  (value) => value !== '',
  offerNumberMessages.required,
);

/** Pickup and regional: blank means none (null). */
export const optionalOfferNumber = offerNumberText.nullish().transform((value) => value || null);

export const desiredDateMessages = {
  required: 'La date souhaitée est requise',
  past: 'La date souhaitée ne peut pas être dans le passé.',
} as const;

/** A calendar date "YYYY-MM-DD" (no time zone: the day the client expects us). Any real day. */
export const desiredDate = z
  .string({ error: desiredDateMessages.required })
  .trim()
  .min(1, desiredDateMessages.required)
  .pipe(calendarDate());

/** A "YYYY-MM-DD" day before today in Paris (today itself is not past). */
export function isPastDate(day: string, now: Date = new Date()): boolean {
  return day < parisToday(now);
}

/**
 * The desired date of a creation form: today (Europe/Paris) or later. Checked when the form is parsed,
 * never when the module loads, so a page left open over midnight uses the new day.
 */
export const upcomingDesiredDate = desiredDate.refine((day) => !isPastDate(day), desiredDateMessages.past);

/**
 * The desired date of an edit form: the request's stored date stays valid even once past (the request can
 * still be corrected); another past date is refused. The server applies the same rule against the stored
 * date, inside the update statement.
 */
export const keptOrUpcomingDesiredDate = (stored: string) =>
  desiredDate.refine((day) => day === stored || !isPastDate(day), desiredDateMessages.past);

/**
 * One request form's schema in its three uses, built from the same fields around a desired-date rule:
 * - `input`: any real date (PUT on the server, which checks a past date against the stored one);
 * - `create`: not before today (POST, and the creation forms);
 * - `form(request)`: what a form validates — `create` for a new request (null), the edit rule for an
 *   existing one.
 */
export function requestSchemaVariants<S extends z.ZodType>(build: (date: typeof desiredDate) => S) {
  const create = build(upcomingDesiredDate);
  return {
    input: build(desiredDate),
    create,
    form: (request: { desiredDate: string } | null): S =>
      request ? build(keptOrUpcomingDesiredDate(request.desiredDate)) : create,
  };
}

/**
 * The equipment counts, as the subject of their messages. The spec's message under 0 is "<subject> doit
 * être positif"; above MAX_COUNT it is "<subject> ne peut pas dépasser 100 000".
 */
export const equipmentSubjects = {
  computers: "Le nombre d'ordinateurs",
  pcFixes: 'Le nombre de PC fixes',
  phones: 'Le nombre de téléphones',
  tablets: 'Le nombre de tablettes',
  screens: "Le nombre d'écrans",
  d3e: 'Le nombre de cartons D3E',
} as const;

const countRule = (subject: string, max: number) => ({
  subject,
  min: 0,
  max,
  tooSmall: `${subject} doit être positif`,
  whole: true,
});

/** A whole count from 0 to `max` (MAX_COUNT unless said), with the spec's "doit être positif" message. */
export const count = (subject: string, max = MAX_COUNT) => boundedNumber(countRule(subject, max));

/** The messages of `count(subject, max)`, for tests and for forms that show them elsewhere. */
export const countMessages = (subject: string, max = MAX_COUNT) => numberMessages(countRule(subject, max));

/**
 * What `view=calendar` answers for every kind: the fields a week's card shows. The details dialog loads the
 * whole request with GET /{id}. Each kind may add its own (regional: time slot and equipment).
 */
export const calendarBaseFields = [
  'id',
  'reference',
  'clientCompanyName',
  'contactName',
  'status',
  'desiredDate',
  ...fulfilmentListFields,
] as const;

/**
 * What `view=card` answers for every kind: the fields a list's card shows (spec §2 "Request card": company,
 * contact, status, offer number, dates, contact lines, the rejection reason). Each kind adds what its card
 * sums up (equipment, packaging, pallets, parcels, time slot), and the suivi's stage, planned day, carrier and
 * tracking number (issue 21: the stage shows beside the badge). Left out: who created and decided, when it
 * was decided or last modified — the details dialog loads them with GET /{id}.
 */
export const cardBaseFields = [
  ...fulfilmentListFields,
  'id',
  'reference',
  'clientCompanyName',
  'contactName',
  'contactEmail',
  'contactPhone',
  'companyAddress',
  'status',
  'offerNumber',
  'desiredDate',
  'createdAt',
  'rejectionReason',
] as const;

/** The contact block every request answers with. */
export interface RequestContact {
  /** The directory's client the request belongs to (decision 0065), null when none is linked. */
  clientId: number | null;
  clientCompanyName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyAddress: string;
}

/** Status, decision, suivi and timestamps of every request, as answered by the API (dates as ISO strings). */
export interface RequestLifecycle extends RequestFulfilment {
  id: number;
  /** « COL-2026-00042 » (src/shared/requests/request-reference.ts, decision 0087). */
  reference: string;
  desiredDate: string;
  status: string;
  createdBy: number | null;
  decidedBy: number | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}
