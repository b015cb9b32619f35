/**
 * The hand-over between the two collection kinds. Each form refuses the other's addresses — the regional
 * form one outside Île-de-France, the form of a collection outside Île-de-France one inside — and offers a
 * link that opens the other kind's creation form with what was typed: company, contact, phone, email,
 * address; the regional counts written out as the materials ("3 ordinateurs, 2 écrans") and read back when
 * the materials follow that pattern; the offer number as a comment and back. The rest of the comment has
 * no field on the regional form (nor column in its table): it travels with the values, is shown on the
 * regional form and comes back with them if the person returns to the collection outside Île-de-France
 * (issue 30, point 18). The values travel in the router's state (request-handover.ts), never in the URL.
 */
import type { CollectionRequestInput } from '@shared/requests/collection-request.schema';
import type { RegionalCollectionInput } from '@shared/requests/regional-collection.schema';
import { readHandover } from './request-handover';

/**
 * What the collection form starts from: its text fields. The link to a client (clientId) does not travel:
 * the other kind's form links the request when a client is picked there.
 */
export type CollectionPrefill = { [K in Exclude<keyof CollectionRequestInput, 'clientId'>]-?: string };

type EquipmentField =
  | 'computersToCollect'
  | 'pcFixesToCollect'
  | 'phonesToCollect'
  | 'tabletsToCollect'
  | 'screensToCollect'
  | 'd3eBoxes';

/** What the regional form starts from: the contact block and offer number as text, the counts read back. */
export interface RegionalPrefill
  extends Pick<
    Required<RegionalCollectionInput>,
    'clientCompanyName' | 'contactName' | 'contactEmail' | 'contactPhone' | 'companyAddress'
  > {
  offerNumber: string;
  counts: Partial<Record<EquipmentField, number>>;
  /** The materials as described, when they are not all counts the regional form has: to be re-entered. */
  materialsNote: string | null;
  /** The collection's comment, its offer number taken out (that one fills « Numéro d'offre »); null if none. */
  comments: string | null;
}

/** The regional form's values the hand-over reads. */
export type RegionalValues = {
  [K in
    | 'clientCompanyName'
    | 'contactName'
    | 'contactEmail'
    | 'contactPhone'
    | 'companyAddress'
    | 'offerNumber']?: string | null;
} & { [K in EquipmentField]?: unknown } & { desiredDate?: string | null };

/** Each count as French words, singular and plural, in the regional form's order. */
const equipmentWords: [EquipmentField, string, string][] = [
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

/** Lower case, accents off: "Écrans" and "ecrans" are one word. */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const fieldOfWord = new Map(
  equipmentWords.flatMap(([field, one, many]) => [
    [fold(one), field],
    [fold(many), field],
  ]),
);

/**
 * The counts of a materials text written as `materialsText` writes it (parts "N word" separated by commas,
 * semicolons, "et" or new lines); `complete` is false when some part is something else ("1 serveur", free
 * text), which the person then has to re-enter.
 */
export function countsFromMaterials(materials: string): {
  counts: Partial<Record<EquipmentField, number>>;
  complete: boolean;
} {
  const counts: Partial<Record<EquipmentField, number>> = {};
  const parts = materials
    .split(/[,;\n]|\bet\b/)
    .map(fold)
    .filter(Boolean);
  let complete = parts.length > 0;
  for (const part of parts) {
    const match = /^(\d{1,6}) (.+)$/.exec(part);
    const field = match ? fieldOfWord.get(match[2] as string) : undefined;
    if (!match || !field) {
      complete = false;
      continue;
    }
    counts[field] = (counts[field] ?? 0) + Number(match[1]);
  }
  return { counts, complete };
}

const OFFER_COMMENT = "N° d'offre\u00a0: ";
const offerInComments = /N° d'offre\s*:\s*(\S+)/;
/** The offer number's mention in a comment, with what separates it from the rest (a line, a comma…). */
const offerMention = /[ \t]*N° d'offre\s*:\s*\S+[ \t]*[,;.]?[ \t]*(\r?\n)?/;

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * The collection form's starting values from the regional form's: the offer number goes in the comments,
 * before `keptComments` (the comment a collection handed over to the regional form, on its way back).
 */
export function collectionPrefillFromRegional(
  values: RegionalValues,
  keptComments: string | null = null,
): CollectionPrefill {
  const offer = text(values.offerNumber);
  return {
    clientName: text(values.clientCompanyName),
    clientContactName: text(values.contactName),
    clientPhone: text(values.contactPhone),
    clientEmail: text(values.contactEmail),
    clientAddress: text(values.companyAddress),
    materials: materialsText(values),
    comments: [offer ? `${OFFER_COMMENT}${offer}` : '', text(keptComments)].filter(Boolean).join('\n'),
  };
}

/** The regional form's starting values from the collection form's. */
export function regionalPrefillFromCollection(values: Partial<CollectionRequestInput>): RegionalPrefill {
  const materials = text(values.materials);
  const { counts, complete } = countsFromMaterials(materials);
  return {
    clientCompanyName: text(values.clientName),
    contactName: text(values.clientContactName),
    contactPhone: text(values.clientPhone),
    contactEmail: text(values.clientEmail),
    companyAddress: text(values.clientAddress),
    offerNumber: offerInComments.exec(values.comments ?? '')?.[1] ?? '',
    counts,
    materialsNote: materials && !complete ? materials : null,
    comments: text((values.comments ?? '').replace(offerMention, '')) || null,
  };
}

const COLLECTION_KEY = 'collectionPrefill';
const REGIONAL_KEY = 'regionalPrefill';

/** The router state of the regional form's link. */
export const collectionPrefillState = (prefill: CollectionPrefill) => ({ [COLLECTION_KEY]: prefill });

/** The router state of the collection form's link. */
export const regionalPrefillState = (prefill: RegionalPrefill) => ({ [REGIONAL_KEY]: prefill });

const readText = (fields: Record<string, unknown>, key: string) =>
  typeof fields[key] === 'string' ? (fields[key] as string) : '';

/** The prefill in a location's state, or null (a direct visit, a reload after the state was cleared). */
export function readCollectionPrefill(state: unknown): CollectionPrefill | null {
  const fields = readHandover(state, COLLECTION_KEY);
  if (!fields) return null;
  return {
    clientName: readText(fields, 'clientName'),
    clientContactName: readText(fields, 'clientContactName'),
    clientPhone: readText(fields, 'clientPhone'),
    clientEmail: readText(fields, 'clientEmail'),
    clientAddress: readText(fields, 'clientAddress'),
    materials: readText(fields, 'materials'),
    comments: readText(fields, 'comments'),
  };
}

export function readRegionalPrefill(state: unknown): RegionalPrefill | null {
  const fields = readHandover(state, REGIONAL_KEY);
  if (!fields) return null;
  const given = (fields.counts ?? {}) as Record<string, unknown>;
  const counts: Partial<Record<EquipmentField, number>> = {};
  for (const [field] of equipmentWords) {
    const n = countOf(given[field]);
    if (n > 0) counts[field] = n;
  }
  const note = readText(fields, 'materialsNote');
  const comments = readText(fields, 'comments');
  return {
    clientCompanyName: readText(fields, 'clientCompanyName'),
    contactName: readText(fields, 'contactName'),
    contactPhone: readText(fields, 'contactPhone'),
    contactEmail: readText(fields, 'contactEmail'),
    companyAddress: readText(fields, 'companyAddress'),
    offerNumber: readText(fields, 'offerNumber'),
    counts,
    materialsNote: note || null,
    comments: comments || null,
  };
}
