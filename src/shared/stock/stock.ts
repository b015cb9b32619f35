/**
 * Stock levels (spec §4 "Stock level"), packaging kinds an item can supply, and the stock movements
 * and packaging requests of the ledger.
 */
import { z } from 'zod';

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

const quantityMessage = 'La quantité doit être positive';

/** "Ajouter" / "Retirer" on the stock page. */
export const stockMovementInputSchema = z.object({
  direction: z.enum(['in', 'out'], { error: 'Sens du mouvement invalide' }),
  quantity: z
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(1_000_000, quantityMessage),
  comments: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
});
export type StockMovementInput = z.input<typeof stockMovementInputSchema>;

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

/** Names the item and what is missing, e.g. "Stock insuffisant pour « Enveloppe PC » : il manque 4 pièces." */
export function stockShortageMessage(item: { name: string; unit: string }, missing: number): string {
  return `Stock insuffisant pour « ${item.name} » : il manque ${missing} ${item.unit}.`;
}

/** Packaging request (spec §3, §5 "Packaging request"): supply or withdrawal of an item by a requester. */
export const packagingRequestTypes = ['supply', 'withdrawal'] as const;
export const packagingRequestInputSchema = z.object({
  itemId: z
    .number({ error: 'Sélectionnez un article' })
    .int('Sélectionnez un article')
    .positive('Sélectionnez un article'),
  quantity: z
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(1_000_000, quantityMessage),
  type: z.enum(packagingRequestTypes, { error: 'Le type doit être supply ou withdrawal' }),
  requester: z
    .string({ error: 'Le nom du demandeur est requis' })
    .trim()
    .min(1, 'Le nom du demandeur est requis')
    .max(200),
  neededBy: z.iso.date('Date invalide').nullish(),
  comments: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value || null),
});
export type PackagingRequestInput = z.input<typeof packagingRequestInputSchema>;

export const packagingRequestDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Le statut doit être approved ou rejected' }),
});
