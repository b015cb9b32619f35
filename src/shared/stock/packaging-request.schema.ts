/**
 * Packaging requests (spec §3 "Packaging request", §5): someone asks for a supply or a withdrawal of a
 * packaging item; an administrator approves it or refuses it, once. An approved withdrawal leaves the stock
 * then; an approved supply is ordered, and enters the stock when an administrator marks it received
 * (decision 0091).
 * One schema for the server's validation and the "Demande d'emballages" form; the labels of the screens.
 */
import { z } from 'zod';
import { boundedNumber, MAX_SERIAL_ID } from '../numbers';
import { calendarDate, invalidCharacterMessage, isPastDate, isStorable } from '../requests/request-fields';
import type { CreatedEntry, DecidedEntry } from '../requests/request-history';
import { optionalFreeText, requiredText } from '../text-fields';
import {
  MAX_PACKAGING_REQUESTS_PAGE_SIZE,
  PACKAGING_REQUESTS_PAGE_SIZE,
  type PackagingRequestStatus,
  type PackagingRequestType,
  packagingRequestStatuses,
  packagingRequestTypes,
} from './packaging-request.labels';
import { quantityRule } from './stock-levels';

export {
  awaitingPackagingRequests,
  MAX_PACKAGING_REQUESTS_PAGE_SIZE,
  PACKAGING_REQUESTS_PAGE_SIZE,
  type PackagingRequestCounts,
  type PackagingRequestStatus,
  type PackagingRequestType,
  packagingRequestStatuses,
  packagingRequestStatusLabels,
  packagingRequestTypeLabels,
  packagingRequestTypes,
} from './packaging-request.labels';

export const packagingRequestMessages = {
  selectItem: 'Sélectionnez un article',
  type: 'Choisissez le type de demande\u00a0: approvisionnement ou retrait',
  requester: 'Le nom du demandeur est requis',
  neededByPast: 'La date de besoin ne peut pas être dans le passé.',
  decision: 'Choisissez une décision\u00a0: approuver ou refuser la demande.',
  itemNotFound: 'Article introuvable.',
  alreadyReceived:
    "Cet approvisionnement a déjà été marqué comme reçu\u00a0: le stock n'est pas modifié une seconde fois.",
  notOrdered: 'Seul un approvisionnement approuvé (commandé) et pas encore reçu peut être marqué comme reçu.',
} as const;

const selectItem = packagingRequestMessages.selectItem;

/**
 * A new request. The needed-by date is optional; when given it is today (Europe/Paris) or later, like a
 * request's desired date: a need already past is a mistake. Checked at parse time, never at module load.
 * Requests are never edited (only decided), so there is no edit variant.
 */
export const packagingRequestInputSchema = z.object({
  itemId: z
    .number({ error: selectItem })
    .int(selectItem)
    .positive(selectItem)
    // Beyond the id range no item can exist (and PostgreSQL would refuse the comparison): as for an unknown id.
    .max(MAX_SERIAL_ID, selectItem),
  quantity: boundedNumber(quantityRule),
  type: z.enum(packagingRequestTypes, { error: packagingRequestMessages.type }),
  requester: requiredText(packagingRequestMessages.requester, 200),
  neededBy: calendarDate()
    .refine((day) => !isPastDate(day), packagingRequestMessages.neededByPast)
    .nullish()
    .transform((value) => value ?? null),
  comments: optionalFreeText(1000),
});
export type PackagingRequestInput = z.input<typeof packagingRequestInputSchema>;

/**
 * PATCH {status, rejectionReason?}: the reason is kept with a refusal only. An approved supply answers
 * `ordered` (decision 0091).
 */
export const packagingRequestDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: packagingRequestMessages.decision }),
  rejectionReason: optionalFreeText(1000),
});
export type PackagingRequestDecision = z.input<typeof packagingRequestDecisionSchema>;

/**
 * GET list: one status (or all), newest first, paged; `q` searches the requester, the comments and the
 * article's name (src/shared/search/search-text.ts: what matches).
 */
export const packagingRequestListQuerySchema = z.object({
  status: z.enum(packagingRequestStatuses, { error: 'Statut invalide' }).optional(),
  q: z.string().trim().max(200).refine(isStorable, invalidCharacterMessage).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PACKAGING_REQUESTS_PAGE_SIZE)
    .default(PACKAGING_REQUESTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PackagingRequestListQuery = z.input<typeof packagingRequestListQuerySchema>;

/** GET counts (the tab badges) and the CSV export follow the list's search; the export its status too. */
export const packagingRequestCountsQuerySchema = packagingRequestListQuerySchema.pick({ q: true });
export const packagingRequestExportQuerySchema = packagingRequestListQuerySchema.pick({
  status: true,
  q: true,
});

/**
 * GET /api/packaging/requests/{id}/history: the request kinds' history shape (request-history.ts), of
 * which a packaging request has only its creation and its changes of status (it is never edited, has no
 * suivi and sends no mail): the decision (`approved`, `ordered` for a supply, `rejected`) and, for a supply,
 * its reception (`received`), each a `decided` entry with who and when (decision 0091).
 */
export type PackagingRequestHistoryEntry = CreatedEntry | DecidedEntry;

/** A request as the API answers it: with its item's name and unit, who decided, and who received a supply. */
export interface PackagingRequest {
  id: number;
  /** « CDT-2026-00042 » (src/shared/requests/request-reference.ts, decision 0087). */
  reference: string;
  itemId: number;
  itemName: string;
  itemUnit: string;
  quantity: number;
  type: PackagingRequestType;
  requester: string;
  neededBy: string | null;
  comments: string | null;
  status: PackagingRequestStatus;
  createdBy: number | null;
  decidedBy: number | null;
  decidedByName: string | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  /** A supply marked received (status `received`): who did and when (decision 0091); null otherwise. */
  receivedBy: number | null;
  receivedByName: string | null;
  receivedAt: string | null;
  createdAt: string;
}
