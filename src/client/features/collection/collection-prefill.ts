/**
 * The hand-over from the regional form to a collection outside Île-de-France: when the regional form
 * refuses an address outside the region, its link opens /collection with what was typed (company, contact,
 * phone, email, address, and the equipment counts written out as the materials), carried in the router's
 * state so nothing lands in the URL (no personal data in the history or the logs).
 */
import type { CollectionRequestInput } from '@shared/requests/collection-request.schema';

/** What the collection form starts from: its fields, all text. */
export type CollectionPrefill = { [K in keyof CollectionRequestInput]-?: string };

/** The regional form's values this hand-over reads. */
export interface RegionalValues {
  clientCompanyName?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  companyAddress?: string | null;
  offerNumber?: string | null;
  desiredDate?: string | null;
  computersToCollect?: unknown;
  pcFixesToCollect?: unknown;
  phonesToCollect?: unknown;
  tabletsToCollect?: unknown;
  screensToCollect?: unknown;
  d3eBoxes?: unknown;
}

/** Each count as French words, singular and plural, in the regional form's order. */
const equipmentWords: [keyof RegionalValues, string, string][] = [
  ['computersToCollect', 'ordinateur', 'ordinateurs'],
  ['pcFixesToCollect', 'PC fixe', 'PC fixes'],
  ['phonesToCollect', 'téléphone', 'téléphones'],
  ['tabletsToCollect', 'tablette', 'tablettes'],
  ['screensToCollect', 'écran', 'écrans'],
  ['d3eBoxes', 'carton D3E', 'cartons D3E'],
];

const countOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
};

/** "3 ordinateurs, 1 écran": the non-zero counts; empty when there is none. */
export function materialsText(values: RegionalValues): string {
  return equipmentWords
    .map(([field, one, many]) => {
      const n = countOf(values[field]);
      return n === 0 ? null : `${n} ${n === 1 ? one : many}`;
    })
    .filter(Boolean)
    .join(', ');
}

/** The collection form's starting values from the regional form's (the offer number goes in the comments). */
export function collectionPrefillFromRegional(values: RegionalValues): CollectionPrefill {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const offer = text(values.offerNumber);
  return {
    clientName: text(values.clientCompanyName),
    clientContactName: text(values.contactName),
    clientPhone: text(values.contactPhone),
    clientEmail: text(values.contactEmail),
    clientAddress: text(values.companyAddress),
    materials: materialsText(values),
    comments: offer ? `N° d'offre\u00a0: ${offer}` : '',
  };
}

const PREFILL_STATE_KEY = 'collectionPrefill';

/** The router state the regional form's link carries. */
export function collectionPrefillState(prefill: CollectionPrefill) {
  return { [PREFILL_STATE_KEY]: prefill };
}

/** The prefill in a location's state, or null (a direct visit, a reload after the state was cleared). */
export function readCollectionPrefill(state: unknown): CollectionPrefill | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[PREFILL_STATE_KEY];
  if (!value || typeof value !== 'object') return null;
  const fields = value as Record<string, unknown>;
  const read = (key: keyof CollectionPrefill) =>
    typeof fields[key] === 'string' ? (fields[key] as string) : '';
  return {
    clientName: read('clientName'),
    clientContactName: read('clientContactName'),
    clientPhone: read('clientPhone'),
    clientEmail: read('clientEmail'),
    clientAddress: read('clientAddress'),
    materials: read('materials'),
    comments: read('comments'),
  };
}
