import { type PackagingKind, stockShortageMessage } from '@shared/stock/stock';
import { describe, expect, it } from 'vitest';
import { deductionLineText, deductionPreview, type PackagingCounts } from './deduction-preview';

const none: PackagingCounts = {
  pcEnvelopes: 0,
  phoneEnvelopes: 0,
  tabletEnvelopes: 0,
  standardBoxes: 0,
  screenBoxes: 0,
  d3eBoxes: 0,
};

const item = (id: number, name: string, currentStock: number, packagingKind: PackagingKind | null) => ({
  id,
  name,
  unit: 'pièces',
  currentStock,
  packagingKind,
});

describe('deductionPreview', () => {
  it('takes each non-zero count from the item linked to its kind, and says which counts no item supplies', () => {
    const preview = deductionPreview({ ...none, pcEnvelopes: 14, standardBoxes: 2, screenBoxes: 3 }, [
      item(1, 'Enveloppes C4', 30, 'pcEnvelopes'),
      item(2, 'Cartons 40x30', 20, 'standardBoxes'),
      item(3, 'Papier bulle', 50, null),
    ]);
    expect(preview.shortages).toEqual([]);
    expect(preview.lines.map(deductionLineText)).toEqual([
      'Enveloppes PC\u00a0: 14 — retirées de «\u00a0Enveloppes C4\u00a0» (stock 30\u00a0→ 16)',
      'Cartons standard\u00a0: 2 — retirés de «\u00a0Cartons 40x30\u00a0» (stock 20\u00a0→ 18)',
      "Cartons écrans\u00a0: 3 — aucun article lié\u00a0: rien n'est déduit",
    ]);
  });

  it('lists nothing when every count is zero', () => {
    expect(deductionPreview(none, [item(1, 'Enveloppes C4', 30, 'pcEnvelopes')])).toEqual({
      lines: [],
      shortages: [],
    });
  });

  it("warns with the server's words when a linked item holds less than its count", () => {
    const preview = deductionPreview({ ...none, pcEnvelopes: 44, d3eBoxes: 1 }, [
      item(1, 'Enveloppes C4', 30, 'pcEnvelopes'),
      item(2, 'Cartons D3E', 1, 'd3eBoxes'),
    ]);
    expect(preview.shortages).toEqual([stockShortageMessage({ name: 'Enveloppes C4', unit: 'pièces' }, 14)]);
    expect(preview.lines.map(deductionLineText)).toEqual([
      'Enveloppes PC\u00a0: 44 — retirées de «\u00a0Enveloppes C4\u00a0» (stock 30, il en manque 14)',
      'Cartons D3E\u00a0: 1 — retiré de «\u00a0Cartons D3E\u00a0» (stock 1\u00a0→ 0)',
    ]);
  });
});
