/**
 * The documents' worker thread: PDFs come back from it; a document pdfmake cannot lay out fails alone (the
 * next one is rendered); more than the queue holds is refused at once rather than piled up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentsThread, DocumentsBusyError } from './documents-thread';
import type { PdfDocumentModel } from './pdf-model';

const model = (logo: PdfDocumentModel['issuer']['logo'] = null): PdfDocumentModel => ({
  title: 'Bon de collecte',
  reference: 'Collecte COL-2027-00001',
  issuedAt: 'Édité le 1 janvier 2027',
  subject: 'Bon de collecte',
  issuer: {
    legalName: 'Société',
    siret: '732 829 320 00074',
    address: 'Paris',
    phone: '01',
    email: 'a@b.test',
    logo,
  },
  qr: null,
  blocks: [{ type: 'paragraph', text: 'Œuvre' }],
});

const warnings: object[] = [];
const thread = createDocumentsThread({ warn: (object) => void warnings.push(object) });
afterAll(() => thread.close());

describe('the documents thread', () => {
  it('renders PDFs, and a document that fails does not take the next one with it', async () => {
    const pdf = await thread.render(model());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A document that cannot be laid out at all (no issuer) fails alone.
    await expect(thread.render({ ...model(), issuer: null } as unknown as PdfDocumentModel)).rejects.toThrow(
      /PDF generation failed/,
    );
    expect((await thread.render(model())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws a document whose logo cannot be drawn without it, and says so', async () => {
    const pdf = await thread.render(model({ type: 'image', dataUrl: 'data:image/png;base64,AAAA' }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toHaveProperty('reason');
  });

  it('refuses documents beyond its queue instead of piling them up', async () => {
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => thread.render(model())));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBe(8);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(DocumentsBusyError);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(32);
  });
});
