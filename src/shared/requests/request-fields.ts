/**
 * Field rules the three request forms share (spec §5): client contact, desired date, equipment counts.
 */
import { z } from 'zod';

export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max} caractères au maximum`);

/** Optional free text: blank becomes null. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au maximum`)
    .nullish()
    .transform((value) => value || null);

export const contactFields = {
  clientCompanyName: requiredText("Le nom de l'entreprise client est requis"),
  contactName: requiredText('Le nom du contact est requis'),
  contactEmail: z.string({ error: 'Email invalide' }).trim().pipe(z.email('Email invalide')),
  contactPhone: requiredText('Le téléphone est requis', 50),
  companyAddress: requiredText("L'adresse est requise", 1000),
};

const dateRequired = 'La date souhaitée est requise';
/** A calendar date "YYYY-MM-DD" (no time zone: the day the client expects us). */
export const desiredDate = z
  .string({ error: dateRequired })
  .trim()
  .min(1, dateRequired)
  .pipe(z.iso.date('Date invalide'));

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
