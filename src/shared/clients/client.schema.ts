/**
 * The clients directory (spec §3 "Client", §5 "Client"): the companies the team works for, with the
 * contact that request forms are filled from. One schema for the API's validation and the dialog's form.
 */
import { z } from 'zod';
import { addressField } from '../address';
import { optionalSiretField } from '../company/company.schema';
import { phoneField } from '../phone';
import { type RequestKind, requestKinds } from '../requests/request-kinds';
import { emailMessage, invalidCharacterMessage, isStorable, requiredText } from '../text-fields';
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
  /** Optional: the producer's SIRET in the waste register (the request's linked client, decision 0065). */
  siret: optionalSiretField(),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;

/** A transport's two parties, each of which may be a client of the directory. */
export const transportParties = ['sender', 'recipient'] as const;
export type TransportParty = (typeof transportParties)[number];

/**
 * « Enregistrer ce client » (issue 23, decision 0065): the request the client is created from, linked to it
 * in the same transaction (a transport: the party it describes).
 */
export const clientFromRequestSchema = z.object(
  {
    kind: z.enum(requestKinds, { error: 'Type de demande inconnu' }),
    id: z
      .number({ error: 'Demande invalide' })
      .int('Demande invalide')
      .positive('Demande invalide')
      .max(2_147_483_647, 'Demande invalide'),
    party: z.enum(transportParties, { error: "Choisissez l'expéditeur ou le destinataire" }).optional(),
  },
  { error: 'Demande invalide' },
);
export type ClientFromRequest = z.input<typeof clientFromRequestSchema>;

/**
 * A request the client may claim (issue 30 point 3): same company, same address, no client yet
 * (GET /api/clients/{id}/matching-requests), a transport's party apart.
 */
export interface ClientMatchingRequest {
  kind: ClientRequestKind;
  id: number;
  party: TransportParty | null;
  /** « COL-2026-00042 » (decision 0087). */
  reference: string;
  status: string;
}

/** How many requests the client may claim, and the newest of them (at most CLIENT_MATCHES_SHOWN). */
export interface ClientMatchingRequests {
  total: number;
  items: ClientMatchingRequest[];
}

/** The confirmation names a few references, then says how many others. */
export const CLIENT_MATCHES_SHOWN = 5;

/** POST /api/clients: the client, and optionally the request it comes from. */
export const clientCreateSchema = clientInputSchema.extend({
  fromRequest: clientFromRequestSchema.optional(),
});
export type ClientCreateInput = z.input<typeof clientCreateSchema>;
export type ClientCreateValues = z.output<typeof clientCreateSchema>;

export interface Client extends ClientValues {
  id: number;
  /** Decision 0076: a PUT sends it back; raised by every change. */
  version: number;
  updatedBy: number | null;
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
  q: z.string().trim().max(200).refine(isStorable, invalidCharacterMessage).optional(),
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
  /** « COL-2026-00042 » (decision 0087). */
  reference: string;
  status: string;
  /** The suivi's stage once accepted (null before, or accepted before the suivi existed). */
  stage: string | null;
  createdAt: string;
  /** The desired date ("YYYY-MM-DD"), the transport's collection date, or null (collection requests). */
  date: string | null;
  /** A short line saying what the request is about (contact, offer number, type, materials). */
  summary: string;
}

/** The figures a client's page sums per year: the six equipment categories, and parcels or pallets. */
export const receivedFigures = [
  'computersToCollect',
  'pcFixesToCollect',
  'phonesToCollect',
  'tabletsToCollect',
  'screensToCollect',
  'd3eBoxes',
  'units',
] as const;
export type ReceivedFigure = (typeof receivedFigures)[number];

/** How many documents a client's page lists at most (the latest ones; `documentsTotal` says how many exist). */
export const CLIENT_DOCUMENTS_LIMIT = 20;

/** One document of a client's page: a received request's attestation, at its API URL. */
export interface ClientDocumentItem {
  kind: ClientRequestKind;
  requestId: number;
  /** The document's name in its URL (`attestation`). */
  name: 'attestation';
  /** Its French title (« Attestation de collecte », « Attestation de réception »). */
  title: string;
  url: string;
  /** When the request was received (ISO): the attestation's date. */
  date: string;
}

/**
 * GET /api/clients/{id}/activity: what the warehouse received from the client this year and last (Paris
 * calendar years, newest first, both always present), and its latest documents.
 */
export interface ClientActivity {
  received: { year: number; quantities: Record<ReceivedFigure, number> }[];
  documents: ClientDocumentItem[];
  documentsTotal: number;
}
