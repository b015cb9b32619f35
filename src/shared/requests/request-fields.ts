/**
 * Field rules the three request forms share (spec §5): client contact, desired date, equipment counts.
 */
import { z } from 'zod';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): the database would refuse the statement and the
 * caller would get a 500. Every free text of a request is checked here instead, with a French message.
 */
export const invalidCharacterMessage = 'Caractère non autorisé';
export const withoutNul = (value: string) => !value.includes('\u0000');

export const requiredText = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${max} caractères au maximum`)
    .refine(withoutNul, invalidCharacterMessage);

/** Optional free text: blank becomes null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au maximum`)
    .refine(withoutNul, invalidCharacterMessage)
    .nullish()
    .transform((value) => value || null);

/**
 * A real calendar day "YYYY-MM-DD" (2026-02-30 is refused). Year 0000 matches the ISO pattern but does not
 * exist for PostgreSQL's date type, which would fail the query: it is refused here too.
 */
export const calendarDate = (message = 'Date invalide') =>
  z.iso.date(message).refine((value) => !value.startsWith('0000'), message);

export const contactFields = {
  clientCompanyName: requiredText("Le nom de l'entreprise client est requis"),
  contactName: requiredText('Le nom du contact est requis'),
  // 254 characters: the longest address SMTP can deliver to.
  contactEmail: z
    .string({ error: 'Email invalide' })
    .trim()
    .max(254, 'Email invalide')
    .pipe(z.email('Email invalide')),
  contactPhone: requiredText('Le téléphone est requis', 50),
  companyAddress: requiredText("L'adresse est requise", 1000),
};

const dateRequired = 'La date souhaitée est requise';
/** A calendar date "YYYY-MM-DD" (no time zone: the day the client expects us). */
export const desiredDate = z.string({ error: dateRequired }).trim().min(1, dateRequired).pipe(calendarDate());

/** A whole count ≥ 0, with the spec's "doit être positif" message. */
export const count = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(1_000_000, message);

export const equipmentMessages = {
  computers: "Le nombre d'ordinateurs doit être positif",
  pcFixes: 'Le nombre de PC fixes doit être positif',
  phones: 'Le nombre de téléphones doit être positif',
  tablets: 'Le nombre de tablettes doit être positif',
  screens: "Le nombre d'écrans doit être positif",
  d3e: 'Le nombre de cartons D3E doit être positif',
} as const;

/**
 * What `view=calendar` answers for every kind: the fields a week's card shows. The details dialog loads the
 * whole request with GET /{id}. Each kind may add its own (regional: time slot and equipment).
 */
export const calendarBaseFields = [
  'id',
  'clientCompanyName',
  'contactName',
  'status',
  'desiredDate',
] as const;

/** The contact block every request answers with. */
export interface RequestContact {
  clientCompanyName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyAddress: string;
}

/** Status, decision and timestamps of every request, as answered by the API (dates as ISO strings). */
export interface RequestLifecycle {
  id: number;
  desiredDate: string;
  status: string;
  trackingNumber: string | null;
  createdBy: number | null;
  decidedBy: number | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}
