/**
 * How a document (pdf-model.ts) sits on A4 pages with pdfmake: the issuer's block (logo and identity) at
 * the top of the first page, a running line with the title and reference on every page, « Page 1 / 3 » at
 * the foot. Tables repeat their header row and break between rows, so 80 parcels or a 1,000-character
 * address flow onto further pages; the signature boxes never split.
 *
 * Every column has its width in points, computed here from the page's (`columnWidths`): pdfmake would
 * widen a '*' column to its longest word, and a table whose words cannot all fit is drawn past the page's
 * edge. In a column of fixed width, a word longer than the column (an email, a company name without
 * spaces) is broken at the column's edge, and only then: a word that fits a line moves to the next one
 * whole (issue 30).
 *
 * Runs in the documents' worker thread: imports nothing but types (no path aliases, no shared modules).
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfBlock, PdfBundleModel, PdfDocumentModel, PdfField, PdfIssuer } from './pdf-model';

const GREY = '#555555';
const LINE = '#999999';
const PAGE_MARGINS: [number, number, number, number] = [40, 44, 40, 44];
/** A4's width in points, less the margins: what the content of a page has. */
const CONTENT_WIDTH = 595.28 - PAGE_MARGINS[0] - PAGE_MARGINS[2];
const PARTY_GAP = 16;
const QR_WIDTH = 100;
const LOGO_WIDTH = 140;
const LOGO_GAP = 16;
const PAGE_NUMBER_WIDTH = 80;

/** A table's lines and paddings, which take their share of its width. */
interface TableFrame {
  line: number;
  paddingLeft: number;
  paddingRight: number;
}

const THIN: TableFrame = { line: 0.5, paddingLeft: 4, paddingRight: 4 };
const thinTable = {
  hLineWidth: () => THIN.line,
  vLineWidth: () => THIN.line,
  hLineColor: () => LINE,
  vLineColor: () => LINE,
  paddingLeft: () => THIN.paddingLeft,
  paddingRight: () => THIN.paddingRight,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** Parties one above the other: a thin rule between them, the title beside the fields. */
const PARTY_ROWS: TableFrame = { line: 0, paddingLeft: 0, paddingRight: 8 };
const PARTY_TITLE_WIDTH = 130;
const partyRowsLayout = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === node.table.body.length ? 0 : THIN.line,
  vLineWidth: () => PARTY_ROWS.line,
  hLineColor: () => LINE,
  paddingLeft: () => PARTY_ROWS.paddingLeft,
  paddingRight: () => PARTY_ROWS.paddingRight,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};
/** The box the issuer signs and stamps (issuer-signature): room below its words for a company stamp. */
const SEAL_WIDTH = 240;
const SEAL_HEIGHT = 100;

/** Label → value rows: no borders, tight rows (a slip fits on one page with its signature boxes). */
const FIELDS: TableFrame = { line: 0, paddingLeft: 0, paddingRight: 6 };
const fieldsLayout = {
  defaultBorder: false,
  hLineWidth: () => FIELDS.line,
  vLineWidth: () => FIELDS.line,
  paddingTop: () => 1,
  paddingBottom: () => 1,
  paddingLeft: () => FIELDS.paddingLeft,
  paddingRight: () => FIELDS.paddingRight,
};

/**
 * The widths in points of a table `width` wide: points stay, the '*' columns share what the others, the
 * lines and the paddings leave (as pdfmake reckons a table: a line on each side of each column, each
 * column's paddings on top of its width).
 */
export function columnWidths(widths: readonly (number | '*')[], width: number, frame: TableFrame): number[] {
  const frames = frame.line * (widths.length + 1) + (frame.paddingLeft + frame.paddingRight) * widths.length;
  const fixed = widths.reduce<number>((sum, item) => sum + (item === '*' ? 0 : item), 0);
  const stars = widths.filter((item) => item === '*').length;
  const star = Math.max(0, (width - frames - fixed) / Math.max(1, stars));
  return widths.map((item) => (item === '*' ? star : item));
}

/** The widths in points of `count` columns `width` wide with `gap` between them. */
const shares = (count: number, width: number, gap: number) =>
  Array.from({ length: count }, () => (width - gap * (count - 1)) / count);

/**
 * What an `<image>` inside the SVG logo may load: embedded PNG/JPEG data only. The SVG renderer hands any
 * other reference to pdfkit, which would read it as a path from the disk, past pdfmake's access policy.
 */
export function svgImageSource(link: string): string {
  return /^data:image\/(png|jpeg);base64,/i.test(link.trim()) ? link.replace(/\s+/g, '') : 'data:,';
}

function issuerBlock(issuer: PdfIssuer, width: number): Content {
  const identity = {
    stack: [
      { text: issuer.legalName, bold: true, fontSize: 12 },
      { text: issuer.address, fontSize: 9 },
      { text: `SIRET\u00a0${issuer.siret}`, fontSize: 9 },
      { text: `${issuer.phone} · ${issuer.email}`, fontSize: 9 },
    ],
  } satisfies Content;
  const logo: Content | null =
    issuer.logo?.type === 'image'
      ? { image: issuer.logo.dataUrl, fit: [LOGO_WIDTH, 56], width: LOGO_WIDTH }
      : issuer.logo?.type === 'svg'
        ? // `options` reaches the SVG renderer (pdfmake's types do not declare it).
          ({
            svg: issuer.logo.markup,
            fit: [LOGO_WIDTH, 56],
            width: LOGO_WIDTH,
            options: { imageCallback: svgImageSource },
          } as Content)
        : null;
  return logo
    ? { columns: [logo, { width: width - LOGO_WIDTH - LOGO_GAP, ...identity }], columnGap: LOGO_GAP }
    : identity;
}

function fieldRows(fields: PdfField[]): TableCell[][] {
  return fields.map(([label, value]) => [
    { text: label, color: GREY, fontSize: 9 },
    { text: value || '—', fontSize: 10 },
  ]);
}

function fieldsTable(fields: PdfField[], labelWidth: number, width: number): Content {
  return {
    table: { widths: columnWidths([labelWidth, '*'], width, FIELDS), body: fieldRows(fields) },
    layout: fieldsLayout,
  };
}

/** A block of the model as pdfmake content, `width` points wide. */
function block(item: PdfBlock, width: number): Content {
  switch (item.type) {
    case 'heading':
      return {
        text: item.text,
        bold: true,
        fontSize: 12,
        margin: [0, 6, 0, 3],
        headlineLevel: 1,
        ...(item.newPage ? { pageBreak: 'before' as const } : {}),
      };
    case 'paragraph':
      return { text: item.text, italics: item.italics ?? false, fontSize: 10, margin: [0, 2, 0, 6] };
    case 'fields':
      return { stack: [fieldsTable(item.fields, 120, width)], margin: [0, 0, 0, 6] };
    case 'parties': {
      if (item.stacked) {
        const [titleWidth = 0, fieldsWidth = 0] = columnWidths([PARTY_TITLE_WIDTH, '*'], width, PARTY_ROWS);
        return {
          table: {
            widths: [titleWidth, fieldsWidth],
            body: item.parties.map((party) => [
              { text: party.title, bold: true, fontSize: 11 },
              fieldsTable(party.fields, 100, fieldsWidth),
            ]),
            dontBreakRows: true,
          },
          layout: partyRowsLayout,
          margin: [0, 4, 0, 8],
        };
      }
      const widths = shares(item.parties.length, width, PARTY_GAP);
      return {
        columns: item.parties.map((party, index) => ({
          width: widths[index] ?? 0,
          stack: [
            { text: party.title, bold: true, fontSize: 11, margin: [0, 0, 0, 2] },
            fieldsTable(party.fields, item.parties.length > 2 ? 58 : 60, widths[index] ?? 0),
          ],
        })),
        columnGap: PARTY_GAP,
        margin: [0, 4, 0, 8],
      };
    }
    case 'table': {
      const fontSize = item.compact ? 7.5 : 9;
      const header = item.headers.map((text) => ({ text, bold: true, fontSize, fillColor: '#eeeeee' }));
      const body: TableCell[][] = [
        header,
        ...item.rows.map((row) => row.map((text) => ({ text, fontSize }))),
      ];
      if (item.totals) body.push(item.totals.map((text) => ({ text, bold: true, fontSize })));
      return {
        table: {
          headerRows: 1,
          widths: columnWidths(item.widths ?? item.headers.map(() => '*'), width, THIN),
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
              widths: columnWidths(item.widths ?? item.headers.map(() => '*'), width, THIN),
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
    case 'columns': {
      const widths = shares(item.columns.length, width, PARTY_GAP);
      return {
        columns: item.columns.map((blocks, index) => ({
          width: widths[index] ?? 0,
          stack: blocks.map((inner) => block(inner, widths[index] ?? 0)),
        })),
        columnGap: PARTY_GAP,
      };
    }
    case 'issuer-signature': {
      // The note and « Fait à …, le … » on the left, the box on the right: side by side, the closing of a
      // full page still fits under its table, and it never leaves the box alone on a page.
      const [boxWidth = 0] = columnWidths(['*'], SEAL_WIDTH, THIN);
      return {
        unbreakable: true,
        margin: [0, 4, 0, 0],
        columnGap: PARTY_GAP,
        columns: [
          {
            width: width - SEAL_WIDTH - PARTY_GAP,
            stack: [
              ...(item.note ? [{ text: item.note, italics: true, fontSize: 9, margin: [0, 0, 0, 8] }] : []),
              { text: item.madeAt, fontSize: 10 },
            ],
          } as Content,
          {
            width: SEAL_WIDTH,
            stack: [
              {
                table: {
                  widths: [boxWidth],
                  heights: [SEAL_HEIGHT],
                  body: [
                    [
                      {
                        stack: [
                          { text: 'Signature et cachet', bold: true, fontSize: 11 },
                          { text: item.signatory, fontSize: 9, color: GREY, margin: [0, 1, 0, 0] },
                          { text: 'Nom et qualité du signataire\u00a0:', fontSize: 9, margin: [0, 6, 0, 0] },
                        ],
                      },
                    ],
                  ],
                },
                layout: thinTable,
              },
            ],
          },
        ],
      };
    }
    case 'signatures':
      return {
        unbreakable: true,
        table: {
          widths: columnWidths(
            item.titles.map(() => '*'),
            width,
            THIN,
          ),
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
  const issuerWidth = model.qr ? CONTENT_WIDTH - QR_WIDTH : CONTENT_WIDTH;
  const top: Content = {
    columns: [
      { width: issuerWidth, stack: [issuerBlock(model.issuer, issuerWidth)] },
      model.qr
        ? {
            width: QR_WIDTH,
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

  return [top, titleBlock, ...model.blocks.map((item) => block(item, CONTENT_WIDTH))];
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
        {
          width: CONTENT_WIDTH - PAGE_NUMBER_WIDTH,
          text: `${issuer.legalName} · SIRET\u00a0${issuer.siret}`,
          fontSize: 8,
          color: GREY,
        },
        {
          width: PAGE_NUMBER_WIDTH,
          text: `Page ${currentPage} / ${pageCount}`,
          fontSize: 8,
          color: GREY,
          alignment: 'right',
        },
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
