/**
 * Device labels (issue 32) rendered for real and read back: each label's inventory number, serial and lot
 * in the text, as many labels per page as the stock holds, and one page per label on a roll.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import type { LabelFormat, PdfLabelsModel } from './pdf-model';
import { renderPdf } from './pdf-render';

const labels = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    inventoryNumber: `EQ${String(i + 1).padStart(6, '0')}`,
    serialNumber: i % 5 === 4 ? null : `SN-${i + 1}`,
    lot: 'COL-2026-00042 · Ordinateurs',
  }));

const model = (format: LabelFormat, count: number): PdfLabelsModel => ({
  type: 'labels',
  title: 'Étiquettes COL-2026-00042',
  subject: 'Étiquettes des équipements',
  format,
  labels: labels(count),
});

describe('labels', () => {
  it.each([
    ['a4-3x8', 25, 2, 24],
    ['a4-3x7', 22, 2, 21],
    ['roll-62', 3, 3, 1],
  ] as const)('%s: %i labels on %i pages, %i on the first', async (format, count, pages, first) => {
    const pdf = await renderPdf(model(format, count));
    const read = await pdfText(pdf);
    expect(read.pages).toHaveLength(pages);
    expect(read.pages[0]?.match(/EQ\d{6}/g)?.length).toBe(first);
    expect(read.text).toContain(`EQ${String(count).padStart(6, '0')}`);
    expect(read.text).toContain('S/N SN-1');
    if (count >= 5) expect(read.text).toContain('S/N —');
    expect(read.text).toContain('COL-2026-00042 · Ordinateurs');
  });
});
