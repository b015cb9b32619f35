/**
 * Stock levels (spec §4 "Stock level"), packaging kinds an item can supply and the stock movements' labels,
 * without zod: the stock page and the accept dialog need them on their first load (stock.ts re-exports
 * them with the movement schema).
 */
import { formatBound, MAX_STOCK } from '../number-bounds';

export type StockLevel = 'low' | 'high' | 'normal';

export const stockLevelLabels: Record<StockLevel, string> = {
  low: 'Stock faible',
  high: 'Stock élevé',
  normal: 'Stock normal',
};

/** Low when current ≤ minimum, high when current ≥ maximum, otherwise normal. */
export function stockLevel(item: { currentStock: number; minStock: number; maxStock: number }): StockLevel {
  if (item.currentStock <= item.minStock) return 'low';
  if (item.currentStock >= item.maxStock) return 'high';
  return 'normal';
}

/** current / max as a rounded percentage; `bar` is capped at 100 for the bar's width. */
export function stockPercent(item: { currentStock: number; maxStock: number }): {
  value: number;
  bar: number;
} {
  const value = item.maxStock > 0 ? Math.round((item.currentStock / item.maxStock) * 100) : 0;
  return { value, bar: Math.min(100, Math.max(0, value)) };
}

/** The counts of the conditioning calculation an item can be linked to (deducted when a request is accepted). */
export const packagingKinds = [
  'pcEnvelopes',
  'phoneEnvelopes',
  'tabletEnvelopes',
  'standardBoxes',
  'screenBoxes',
  'd3eBoxes',
] as const;
export type PackagingKind = (typeof packagingKinds)[number];

export const packagingKindLabels: Record<PackagingKind, string> = {
  pcEnvelopes: 'Enveloppe PC',
  phoneEnvelopes: 'Enveloppe téléphone',
  tabletEnvelopes: 'Enveloppe tablette',
  standardBoxes: 'Carton standard',
  screenBoxes: 'Carton écran',
  d3eBoxes: 'Carton D3E',
};

export const movementReasons = [
  'adjustment',
  'supply',
  'withdrawal',
  'request',
  'packaging-request',
] as const;
export type MovementReason = (typeof movementReasons)[number];

export const movementReasonLabels: Record<MovementReason, string> = {
  adjustment: 'Correction du stock',
  supply: 'Ajout',
  withdrawal: 'Retrait',
  request: 'Demande acceptée',
  'packaging-request': "Demande d'emballage",
};

/** A movement or packaging request quantity: 1 to MAX_STOCK ("La quantité doit être positive": spec §5). */
export const quantityRule = {
  subject: 'La quantité',
  min: 1,
  max: MAX_STOCK,
  tooSmall: 'La quantité doit être positive',
  whole: true,
} as const;

export interface StockMovement {
  id: number;
  itemId: number;
  itemName: string;
  itemUnit: string;
  quantity: number;
  reason: MovementReason | string;
  requestType: string | null;
  requestId: number | null;
  comments: string | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
}

/** Names the item and what is missing, e.g. "Stock insuffisant pour « Enveloppe PC »\u00a0: il manque 4 pièces." */
export function stockShortageMessage(item: { name: string; unit: string }, missing: number): string {
  return `Stock insuffisant pour « ${item.name} »\u00a0: il manque ${missing} ${item.unit}.`;
}

/**
 * Names the item and how much it can still receive, e.g. "Le stock de « Carton » ne peut pas dépasser
 * 1 000 000 pièces : ajoutez-en 250 au plus."
 */
export function stockOverflowMessage(item: { name: string; unit: string; currentStock: number }): string {
  const room = MAX_STOCK - item.currentStock;
  const limit = `Le stock de « ${item.name} » ne peut pas dépasser ${formatBound(MAX_STOCK)} ${item.unit}`;
  return room > 0
    ? `${limit}\u00a0: ajoutez-en ${formatBound(room)} au plus.`
    : `${limit}\u00a0: il est déjà au maximum, retirez-en avant d'en ajouter.`;
}
