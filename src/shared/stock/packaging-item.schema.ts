/**
 * Packaging items (spec §3, §5, §9): the Articles tab and the stock page share them.
 * Rules: name and unit required, current stock ≥ 0, minimum ≥ 0, maximum ≥ 1, minimum < maximum, every
 * level at most MAX_STOCK (1 000 000).
 */
import { z } from 'zod';
import { boundedNumber, MAX_STOCK } from '../numbers';
import { optionalFreeText, requiredText } from '../text-fields';
import { type PackagingKind, packagingKinds } from './stock';

export const packagingItemDefaults = {
  unit: 'pièces',
  currentStock: 0,
  minStock: 10,
  maxStock: 100,
} as const;

export const stockMessages = {
  minBelowMax: 'Le stock minimum doit être inférieur au stock maximum',
  currentNotNegative: 'Le stock actuel ne peut pas être négatif',
  minNotNegative: 'Le stock minimum ne peut pas être négatif',
  maxAtLeastOne: "Le stock maximum doit être d'au moins 1",
} as const;

/** The three stock levels: whole numbers up to MAX_STOCK, each with the spec's message under its minimum. */
export const stockLevelRules = {
  currentStock: { subject: 'Le stock actuel', min: 0, tooSmall: stockMessages.currentNotNegative },
  minStock: { subject: 'Le stock minimum', min: 0, tooSmall: stockMessages.minNotNegative },
  maxStock: { subject: 'Le stock maximum', min: 1, tooSmall: stockMessages.maxAtLeastOne },
} as const;
const stockLevel = (rule: (typeof stockLevelRules)[keyof typeof stockLevelRules]) =>
  boundedNumber({ ...rule, max: MAX_STOCK, whole: true });

/** The fields, each with its own rule; the min < max rule spans two fields (see packagingItemInputSchema). */
export const packagingItemFieldsSchema = z.object({
  name: requiredText('Le nom est requis', 200),
  description: optionalFreeText(2000),
  unit: requiredText("L'unité est requise", 50),
  currentStock: stockLevel(stockLevelRules.currentStock),
  minStock: stockLevel(stockLevelRules.minStock),
  maxStock: stockLevel(stockLevelRules.maxStock),
  /** The conditioning count this item supplies; null when it is not deducted automatically. */
  packagingKind: z
    .enum(packagingKinds, { error: "Choisissez un type d'emballage de la liste, ou aucun" })
    .nullish(),
});

const minBelowMax = (item: { minStock: number; maxStock: number }) => item.minStock < item.maxStock;

/** Creation: omitted unit and stock levels take the spec's defaults. */
export const packagingItemInputSchema = packagingItemFieldsSchema
  .extend({
    unit: packagingItemFieldsSchema.shape.unit.default(packagingItemDefaults.unit),
    currentStock: packagingItemFieldsSchema.shape.currentStock.default(packagingItemDefaults.currentStock),
    minStock: packagingItemFieldsSchema.shape.minStock.default(packagingItemDefaults.minStock),
    maxStock: packagingItemFieldsSchema.shape.maxStock.default(packagingItemDefaults.maxStock),
  })
  .refine(minBelowMax, { path: ['minStock'], message: stockMessages.minBelowMax });
export type PackagingItemInput = z.input<typeof packagingItemInputSchema>;

/**
 * Update: any subset of the fields (the Articles dialog sends the item fields, the stock dialog sends
 * currentStock, minStock and maxStock). The server checks min < max on the merged result.
 */
export const packagingItemUpdateSchema = packagingItemFieldsSchema.partial();
export type PackagingItemUpdate = z.input<typeof packagingItemUpdateSchema>;

/** The stock page's edit dialog (spec §5 "Stock edit"). */
export const stockLevelsSchema = packagingItemFieldsSchema
  .pick({ currentStock: true, minStock: true, maxStock: true })
  .refine(minBelowMax, { path: ['minStock'], message: stockMessages.minBelowMax });

export function isMinBelowMax(item: { minStock: number; maxStock: number }): boolean {
  return minBelowMax(item);
}

export interface PackagingItem {
  id: number;
  name: string;
  description: string | null;
  unit: string;
  currentStock: number;
  minStock: number;
  maxStock: number;
  initialStock: number;
  packagingKind: PackagingKind | null;
  /** Decision 0076: a PUT sends it back; raised by every change (an edit, a stock movement). */
  version: number;
  createdAt: string;
  updatedAt: string;
}
