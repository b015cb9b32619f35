/**
 * How a document (pdf-model.ts) sits on A4 pages with pdfmake: the issuer's block (logo and identity) at
 * the top of the first page, a running line with the title and reference on every page, « Page 1 / 3 » at
 * the foot. Tables repeat their header row and break between rows, so 80 parcels or a 1,000-character
 * address flow onto further pages; the signature boxes never split.
 *
 * Runs in the documents' worker thread: imports nothing but types (no path aliases, no shared modules).
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfBlock, PdfBundleModel, PdfDocumentModel, PdfField, PdfIssuer } from './pdf-model';

const GREY = '#555555';
const LINE = '#999999';
const PAGE_MARGINS: [number, number, number, number] = [40, 44, 40, 44];

const thinTable = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => LINE,
  vLineColor: () => LINE,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** Label → value rows: no borders, tight rows (a slip fits on one page with its signature boxes). */
const fieldsLayout = {
  defaultBorder: false,
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingTop: () => 1,
  paddingBottom: () => 1,
  paddingLeft: () => 0,
  paddingRight: () => 6,
};

/**
 * What an `<image>` inside the SVG logo may load: embedded PNG/JPEG data only. The SVG renderer hands any
 * other reference to pdfkit, which would read it as a path from the disk, past pdfmake's access policy.
 */
export function svgImageSource(link: string): string {
  return /^data:image\/(png|jpeg);base64,/i.test(link.trim()) ? link.replace(/\s+/g, '') : 'data:,';
}

function issuerBlock(issuer: PdfIssuer): Content {
  const identity: Content = {
    stack: [
      { text: issuer.legalName, bold: true, fontSize: 12 },
      { text: issuer.address, fontSize: 9 },
      { text: `SIRET\u00a0${issuer.siret}`, fontSize: 9 },
      { text: `${issuer.phone} · ${issuer.email}`, fontSize: 9 },
    ],
  };
  const logo: Content | null =
    issuer.logo?.type === 'image'
      ? { image: issuer.logo.dataUrl, fit: [140, 56], width: 140 }
      : issuer.logo?.type === 'svg'
        ? // `options` reaches the SVG renderer (pdfmake's types do not declare it).
          ({
            svg: issuer.logo.markup,
            fit: [140, 56],
            width: 140,
            options: { imageCallback: svgImageSource },
          } as Content)
        : null;
  return logo ? { columns: [logo, identity], columnGap: 16 } : identity;
}

function fieldRows(fields: PdfField[]): TableCell[][] {
  return fields.map(([label, value]) => [
    { text: label, color: GREY, fontSize: 9 },
    { text: value || '—', fontSize: 10 },
  ]);
}

function fieldsTable(fields: PdfField[]): Content {
  return {
    table: { widths: [120, '*'], body: fieldRows(fields) },
    layout: fieldsLayout,
    margin: [0, 0, 0, 6],
  };
}

function block(item: PdfBlock): Content {
  switch (item.type) {
    case 'heading':
      return { text: item.text, bold: true, fontSize: 12, margin: [0, 6, 0, 3], headlineLevel: 1 };
    case 'paragraph':
      return { text: item.text, italics: item.italics ?? false, fontSize: 10, margin: [0, 2, 0, 6] };
    case 'fields':
      return fieldsTable(item.fields);
    case 'parties':
      return {
        columns: item.parties.map((party) => ({
          width: '*',
          stack: [
            { text: party.title, bold: true, fontSize: 11, margin: [0, 0, 0, 2] },
            {
              table: { widths: [item.parties.length > 2 ? 58 : 60, '*'], body: fieldRows(party.fields) },
              layout: fieldsLayout,
            },
          ],
        })),
        columnGap: 16,
        margin: [0, 4, 0, 8],
      };
    case 'table': {
      const header = item.headers.map((text) => ({ text, bold: true, fontSize: 9, fillColor: '#eeeeee' }));
      const body: TableCell[][] = [
        header,
        ...item.rows.map((row) => row.map((text) => ({ text, fontSize: 9 }))),
      ];
      if (item.totals) body.push(item.totals.map((text) => ({ text, bold: true, fontSize: 9 })));
      return {
        table: {
          headerRows: 1,
          widths: item.widths ?? item.headers.map(() => '*'),
          body,
          dontBreakRows: item.wholeRows ?? false,
        },
        layout: thinTable,
        margin: [0, 2, 0, 8],
      };
    }
    case 'free-lines':
      // Kept on one page with its title: a block of blank lines split in two is of no use to the driver.
      return {
        unbreakable: true,
        stack: [
          { text: item.title, bold: true, fontSize: 12, margin: [0, 6, 0, 3] },
          {
            table: {
              headerRows: 1,
              widths: item.widths ?? item.headers.map(() => '*'),
              heights: (row: number) => (row === 0 ? 'auto' : 14),
              body: [
                item.headers.map((text) => ({ text, bold: true, fontSize: 9, fillColor: '#eeeeee' })),
                ...Array.from({ length: item.count }, () => item.headers.map(() => '')),
              ],
            },
            layout: thinTable,
            margin: [0, 2, 0, 8],
          },
        ],
      };
    case 'signatures':
      return {
        unbreakable: true,
        table: {
          widths: item.titles.map(() => '*'),
          body: [
            item.titles.map((title) => ({
              stack: [
                { text: title, bold: true, fontSize: 11, margin: [0, 0, 0, 6] },
                { text: 'Nom\u00a0:', fontSize: 9, margin: [0, 0, 0, 10] },
                {
                  text: 'Date\u00a0:                          Heure\u00a0:',
                  fontSize: 9,
                  margin: [0, 0, 0, 10],
                },
                { text: 'Signature\u00a0:', fontSize: 9, margin: [0, 0, 0, 30] },
              ],
            })),
          ],
        },
        layout: thinTable,
        margin: [0, 6, 0, 0],
      };
  }
}

/** A document's content: the issuer and QR code, the title, then its blocks. */
function documentContent(model: PdfDocumentModel): Content[] {
  // The issuer on the left, the tracking link's QR code on the right, then the title: the top of a page.
  const top: Content = {
    columns: [
      { width: '*', stack: [issuerBlock(model.issuer)] },
      model.qr
        ? {
            width: 100,
            stack: [
              { qr: model.qr.url, fit: 76, eccLevel: 'M', alignment: 'right' },
              { text: model.qr.caption, fontSize: 7, color: GREY, alignment: 'right', margin: [0, 2, 0, 0] },
            ],
          }
        : { width: 0, text: '' },
    ],
  };
  const titleBlock: Content = {
    stack: [
      { text: model.title, fontSize: 17, bold: true },
      { text: model.reference, fontSize: 12, margin: [0, 1, 0, 0] },
      { text: model.issuedAt, fontSize: 8, color: GREY, margin: [0, 1, 0, 0] },
    ],
    margin: [0, 6, 0, 6],
  };

  return [top, titleBlock, ...model.blocks.map(block)];
}

/** Page setup shared by a document and a bundle: A4, the running line after page 1, « Page n / N ». */
function pages(
  issuer: PdfIssuer,
  runningLine: string,
  info: { title: string; subject: string },
  content: Content[],
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: PAGE_MARGINS,
    info: { ...info, author: issuer.legalName },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.1 },
    header: (currentPage) =>
      currentPage === 1
        ? null
        : { text: `${issuer.legalName} — ${runningLine}`, fontSize: 8, color: GREY, margin: [40, 24, 40, 0] },
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: `${issuer.legalName} · SIRET\u00a0${issuer.siret}`, fontSize: 8, color: GREY },
        { text: `Page ${currentPage} / ${pageCount}`, fontSize: 8, color: GREY, alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
    }),
    content,
  };
}

/** The pdfmake definition of a document. */
export function layoutDocument(model: PdfDocumentModel): TDocumentDefinitions {
  const heading = `${model.title} — ${model.reference}`;
  return pages(model.issuer, heading, { title: heading, subject: model.subject }, documentContent(model));
}

/**
 * The pdfmake definition of a bundle: each part from a new page, numbered over the whole file. pdfmake's
 * header does not know which part a page belongs to, so the running line names the bundle (« Tournée du
 * 3 décembre 2026 »); each part's first page carries its own title and reference.
 */
export function layoutBundle(bundle: PdfBundleModel): TDocumentDefinitions {
  const content = bundle.parts.map(
    (part, index): Content => ({
      stack: documentContent(part),
      ...(index > 0 ? { pageBreak: 'before' as const } : {}),
    }),
  );
  return pages(bundle.issuer, bundle.title, { title: bundle.title, subject: bundle.subject }, content);
}
