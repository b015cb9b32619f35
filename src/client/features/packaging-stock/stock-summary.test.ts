import { describe, expect, it } from 'vitest';
import { formatMovementDate, formatMovementQuantity, summarizeStock } from './stock-summary';

describe('summarizeStock', () => {
  it('adds the units and counts low, normal and all items (high stock is neither low nor normal)', () => {
    expect(
      summarizeStock([
        { currentStock: 5, minStock: 10, maxStock: 100 }, // low
        { currentStock: 10, minStock: 10, maxStock: 100 }, // low: at the minimum
        { currentStock: 50, minStock: 10, maxStock: 100 }, // normal
        { currentStock: 120, minStock: 10, maxStock: 100 }, // high
      ]),
    ).toEqual({ totalUnits: 185, lowCount: 2, normalCount: 1, itemTypes: 4 });
  });

  it('is all zeros without items', () => {
    expect(summarizeStock([])).toEqual({ totalUnits: 0, lowCount: 0, normalCount: 0, itemTypes: 0 });
  });
});

describe('formatMovementQuantity', () => {
  it('signs entries with + and withdrawals with a minus sign', () => {
    expect(formatMovementQuantity(5, 'pièces')).toBe('+5\u00a0pièces');
    expect(formatMovementQuantity(-11, 'enveloppes')).toBe('\u221211\u00a0enveloppes');
    expect(formatMovementQuantity(0, 'pièces')).toBe('0\u00a0pièces');
  });
});

describe('formatMovementDate', () => {
  it('writes the day, the abbreviated French month, the year and the time in Paris', () => {
    expect(formatMovementDate('2026-11-22T08:05:00Z')).toBe('22\u00a0nov. 2026 à\u00a09\u00a0h\u00a005');
    expect(formatMovementDate('2026-12-01T09:00:00Z')).toBe('1er\u00a0déc. 2026 à\u00a010\u00a0h');
  });
});
