/**
 * The global search (issue 23, decision 0064): GET /api/search?q= finds requests of every kind, clients,
 * devices of received lots (a whole serial, inventory number or IMEI: issue 32) and
 * (for administrators) packaging articles with the one matching rule of ./search-text.ts, a few of each,
 * grouped. The palette (client features/search) shows the groups in this order.
 */
import { z } from 'zod';
import type { LotKind } from '../devices/device.constants';
import type { EquipmentCategory } from '../fulfilment/fulfilment-stages';
import type { RequestKind } from '../requests/request-kinds';
import type { RequestStatus } from '../requests/request-status';
import { invalidCharacterMessage, isStorable } from '../text-fields';
import {
  GLOBAL_SEARCH_MAX_LENGTH,
  GLOBAL_SEARCH_MIN_LENGTH,
  globalSearchMessages,
} from './global-search.constants';

export {
  GLOBAL_SEARCH_LIMITS,
  GLOBAL_SEARCH_MAX_LENGTH,
  GLOBAL_SEARCH_MIN_LENGTH,
  globalSearchMessages,
} from './global-search.constants';

export const globalSearchQuerySchema = z.object({
  q: z
    .string({ error: globalSearchMessages.tooShort })
    .trim()
    .min(GLOBAL_SEARCH_MIN_LENGTH, globalSearchMessages.tooShort)
    .max(GLOBAL_SEARCH_MAX_LENGTH, globalSearchMessages.tooLong)
    .refine(isStorable, invalidCharacterMessage),
});
export type GlobalSearchQuery = z.input<typeof globalSearchQuerySchema>;

/** A request found, whatever its kind: enough to show one line and open its details. */
export interface GlobalSearchRequest {
  kind: RequestKind;
  id: number;
  /** « COL-2026-00042 » (decision 0087): the palette shows it on the line. */
  reference: string;
  /** Who it is for: the client's company (a transport: « expéditeur → destinataire »). */
  title: string;
  /** A short line: offer number, contact, city… (empty parts left out). */
  subtitle: string;
  status: RequestStatus;
  /** The suivi's stage once accepted, else null. */
  stage: string | null;
  /** The kind's day ("YYYY-MM-DD": desired date, a transport's collection date), null when it has none. */
  date: string | null;
  createdAt: string;
}

export interface GlobalSearchClient {
  id: number;
  companyName: string;
  contactName: string;
  /** The contact's email or phone and the city, for telling two namesakes apart. */
  subtitle: string;
}

export interface GlobalSearchArticle {
  id: number;
  name: string;
  currentStock: number;
  unit: string;
}

/** A device whose serial, inventory number or IMEI is what was typed: its lot's page opens on it. */
export interface GlobalSearchDevice {
  id: number;
  kind: LotKind;
  requestId: number;
  lotReference: string;
  inventoryNumber: string;
  serialNumber: string | null;
  category: EquipmentCategory;
  /** Make and model, when known. */
  model: string;
}

export interface GlobalSearchResult {
  requests: GlobalSearchRequest[];
  clients: GlobalSearchClient[];
  /** Always empty for a user who is not an administrator: the stock is the administrators' page. */
  articles: GlobalSearchArticle[];
  devices: GlobalSearchDevice[];
}
