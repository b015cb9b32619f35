/**
 * The clients directory (spec §3 "Client", §5 "Client"): the companies the team works for, with the
 * contact that request forms are filled from. One schema for the API's validation and the dialog's form.
 */
import { z } from 'zod';
import { addressField } from '../address';
import { optionalSiretField } from '../company/company.schema';
import { phoneField } from '../phone';
import type { RequestKind } from '../requests/request-kinds';
import { emailMessage, invalidCharacterMessage, requiredText, withoutNul } from '../text-fields';
import { CLIENT_PAGE_SIZE, MAX_CLIENT_PAGE_SIZE } from './client.constants';

/** Stored as NULL when left blank; when given it must be an address (254 characters: SMTP's limit). */
const optionalEmail = z
  .string({ error: emailMessage })
  .trim()
  .max(254, emailMessage)
  .refine((value) => value === '' || z.email().safeParse(value).success, emailMessage)
  .nullish()
  .transform((value) => value || null);

export const clientInputSchema = z.object({
  name: requiredText('Le nom est requis'),
  companyName: requiredText('Le nom de la société est requis'),
  contactName: requiredText('Le nom du contact est requis'),
  contactEmail: optionalEmail,
  contactPhone: phoneField('Le téléphone est requis'),
  companyAddress: addressField("L'adresse est requise"),
  /** Optional: the producer's SIRET in the waste register (joined by company name, decision 0057). */
  siret: optionalSiretField(),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;

export interface Client extends ClientValues {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export {
  CLIENT_PAGE_SIZE,
  CLIENT_SUGGESTION_LIMIT,
  CLIENT_SUGGESTION_MIN_LENGTH,
  clientMessages,
  MAX_CLIENT_PAGE_SIZE,
  sameCompany,
} from './client.constants';

const paging = {
  limit: z.coerce.number().int().min(1).max(MAX_CLIENT_PAGE_SIZE).default(CLIENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
};

/**
 * GET /api/clients: `q` matches any word or part of a word of the company, name, contact, email, phone,
 * address or SIRET, whatever the case and the accents (src/shared/search/search-text.ts); the word-start
 * matches come first.
 */
export const clientListQuerySchema = z.object({
  q: z.string().trim().max(200).refine(withoutNul, invalidCharacterMessage).optional(),
  ...paging,
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientRequestsQuerySchema = z.object(paging);
export type ClientRequestsQuery = z.input<typeof clientRequestsQuerySchema>;

/** A client's page lists requests of every kind of the shared workflow. */
export type ClientRequestKind = RequestKind;

/** One request of a client's page (GET /api/clients/{id}/requests), newest first. */
export interface ClientRequestItem {
  kind: ClientRequestKind;
  id: number;
  status: string;
  createdAt: string;
  /** The desired date ("YYYY-MM-DD"), the transport's collection date, or null (collection requests). */
  date: string | null;
  /** A short line saying what the request is about (contact, offer number, type, materials). */
  summary: string;
}
