/**
 * How the documents sit on the page, read back from the PDF (no database): a word longer than its column —
 * an email, a company name without spaces — breaks inside the column instead of pushing it, and the
 * columns after it, past the page's edge (issue 30, point 20).
 */
import { describe, expect, it } from 'vitest';
import { pdfText, pdfTextItems } from '../../test/pdf-text';
import { columnWidths } from './pdf-layout';
import type { PdfDocumentModel } from './pdf-model';
import { renderPdf } from './pdf-render';

const EMAIL = 'jeanpierre.dupontdelafontaine@grandeentreprisederecyclageinformatiqueparisienne.fr';
const COMPANY = 'SOCIÉTÉCOOPÉRATIVEDERÉEMPLOIDESÉQUIPEMENTSINFORMATIQUESDELARÉGIONPARISIENNE';
const PAGE_MARGIN = 40;

const model = (blocks: PdfDocumentModel['blocks']): PdfDocumentModel => ({
  title: 'Bon de collecte',
  reference: 'Collecte COL-2027-00001',
  issuedAt: 'Édité le 2 janvier 2027',
  subject: 'Bon de collecte',
  issuer: {
    legalName: COMPANY,
    siret: '732 829 320 00074',
    address: '12 rue de la Paix, 75002 Paris',
    phone: '01 23 45 67 89',
    email: EMAIL,
    logo: null,
  },
  qr: { url: 'https://logistique.example.test/suivi/abc', caption: 'Suivi en ligne de la demande' },
  blocks,
});

/** Every piece of text of every page lies between the page's margins. */
async function expectWithinMargins(pdf: Buffer) {
  for (const page of await pdfTextItems(pdf)) {
    for (const item of page.items) {
      expect(item.x, item.text).toBeGreaterThanOrEqual(PAGE_MARGIN - 0.5);
      expect(item.x + item.width, item.text).toBeLessThanOrEqual(page.pageWidth - PAGE_MARGIN + 0.5);
    }
  }
}

const squeezed = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');

describe('a word longer than its column', () => {
  it('breaks inside parties, fields and table cells, the page keeping its margins', async () => {
    const pdf = await renderPdf(
      model([
        {
          type: 'parties',
          parties: [
            {
              title: "Lieu d'enlèvement",
              fields: [
                ['Société', COMPANY],
                ['Email', EMAIL],
              ],
            },
            { title: 'Destination', fields: [['Adresse', `Entrepôt ${EMAIL}`]] },
          ],
        },
        {
          type: 'parties',
          parties: [
            { title: 'Producteur', fields: [['Email', EMAIL]] },
            { title: 'Transport', fields: [['Société', COMPANY]] },
            { title: 'Destination', fields: [['Adresse', 'Hôtel de la Communauté, 75013 Paris']] },
          ],
        },
        { type: 'fields', fields: [['Commentaires', `Voir ${EMAIL} ou ${COMPANY}`]] },
        {
          type: 'table',
          headers: ['N°', 'Désignation', 'Destination', 'Poids'],
          widths: [30, '*', '*', 70],
          rows: [['1', COMPANY, EMAIL, EMAIL]],
        },
        { type: 'table', headers: ['Société', 'Email'], rows: [[COMPANY, EMAIL]] },
        { type: 'paragraph', text: `Remis par ${COMPANY}.` },
      ]),
    );
    await expectWithinMargins(pdf);
    const { text } = await pdfText(pdf);
    // Nothing is lost: the broken words read whole once the line breaks are taken out.
    expect(squeezed(text).split(squeezed(EMAIL)).length - 1).toBeGreaterThanOrEqual(8);
    expect(squeezed(text).split(squeezed(COMPANY)).length - 1).toBeGreaterThanOrEqual(6);
    // Words that fit a line are not broken: « Entrepôt » and « Communauté » stay whole.
    expect(text).toContain('Entrepôt');
    expect(text).toContain('Communauté');
  });
});

describe('columnWidths', () => {
  it("shares what the fixed columns, lines and paddings leave between the '*' columns", () => {
    const frame = { line: 0.5, paddingLeft: 4, paddingRight: 4 };
    // 4 columns: 5 lines of 0.5 and 4 × 8 of paddings take 34.5 of 500.
    expect(columnWidths([30, '*', '*', 70], 500, frame)).toEqual([30, 182.75, 182.75, 70]);
    expect(columnWidths(['*', '*'], 100, { line: 0, paddingLeft: 0, paddingRight: 6 })).toEqual([44, 44]);
    // Fixed columns wider than the table leave nothing, never less.
    expect(columnWidths([300, '*', 300], 500, frame)).toEqual([300, 0, 300]);
  });
});
