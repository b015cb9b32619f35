/** What the stock page computes from the items it shows (the catalogue is small and already loaded). */

import { quantityText } from '@client/lib/french-text';
import { frenchDateTime } from '@shared/french-dates';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { type StockLevel, stockLevel } from '@shared/stock/stock-levels';

export interface StockSummary {
  /** Units in stock, all items together. */
  totalUnits: number;
  lowCount: number;
  normalCount: number;
  /** Number of item types (one per item). */
  itemTypes: number;
}

type StockFigures = Pick<PackagingItem, 'currentStock' | 'minStock' | 'maxStock'>;

export function summarizeStock(items: readonly StockFigures[]): StockSummary {
  const levels = items.map(stockLevel);
  const count = (level: StockLevel) => levels.filter((value) => value === level).length;
  return {
    totalUnits: items.reduce((sum, item) => sum + item.currentStock, 0),
    lowCount: count('low'),
    normalCount: count('normal'),
    itemTypes: items.length,
  };
}

/** A signed quantity with its unit: "+5 pièces", "−11 pièces" (a true minus sign). */
export function formatMovementQuantity(quantity: number, unit: string): string {
  const sign = quantity > 0 ? '+' : quantity < 0 ? '\u2212' : '';
  return `${sign}${quantityText(Math.abs(quantity), unit)}`;
}

/** « 22 nov. 2026 à 9 h 15 », Paris time. */
export function formatMovementDate(iso: string): string {
  return frenchDateTime(iso, { shortMonth: true });
}
