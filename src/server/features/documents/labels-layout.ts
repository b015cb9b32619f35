/**
 * Device labels laid out for pdfmake (issue 32): each label carries the inventory number as a Code 128
 * barcode (drawn by bwip-js as SVG: vector, sharp at any printer's resolution) and as a QR code (pdfmake's
 * own), the number in clear, the serial and the lot. A4 sheets place the labels at the stock's exact
 * pitch (no page margin of pdfmake's: the stock's own margins are part of the grid); a roll printer gets
 * one label per page of the tape's size.
 *
 * Runs in the documents' worker thread: imports nothing of the app but types.
 */
import { toSVG } from '@bwip-js/node';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { LabelFormat, PdfLabel, PdfLabelsModel } from './pdf-model';

const MM = 72 / 25.4;

interface Stock {
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** The first label's top-left corner and the pitch from one label to the next, in points. */
  left: number;
  top: number;
  pitchX: number;
  pitchY: number;
}

const A4 = { width: 210 * MM, height: 297 * MM };

const stocks: Record<LabelFormat, Stock> = {
  // 24 labels of 70 × 37 mm, edge to edge (Avery 3474 and alike), 4.5 mm top and bottom.
  'a4-3x8': {
    page: A4,
    columns: 3,
    rows: 8,
    label: { width: 70 * MM, height: 37 * MM },
    left: 0,
    top: 0.5 * MM,
    pitchX: 70 * MM,
    pitchY: 37 * MM,
  },
  // 21 labels of 63.5 × 38.1 mm with rounded corners (Avery L7160 and alike).
  'a4-3x7': {
    page: A4,
    columns: 3,
    rows: 7,
    label: { width: 63.5 * MM, height: 38.1 * MM },
    left: 7.2 * MM,
    top: 15.15 * MM,
    pitchX: 66 * MM,
    pitchY: 38.1 * MM,
  },
  // A 62 mm continuous roll cut at 29 mm (Brother DK-11209 and alike): one label per page.
  'roll-62': {
    page: { width: 62 * MM, height: 29 * MM },
    columns: 1,
    rows: 1,
    label: { width: 62 * MM, height: 29 * MM },
    left: 0,
    top: 0,
    pitchX: 62 * MM,
    pitchY: 29 * MM,
  },
};

/** Room kept inside each label's edge: a printer's offset never cuts the barcode's quiet zone. */
const PADDING = 2.5 * MM;

function code128(text: string): string {
  return toSVG({ bcid: 'code128', text, height: 8, includetext: false, paddingwidth: 0, paddingheight: 0 });
}

/** One label, placed at its position on the page. */
function labelContent(label: PdfLabel, stock: Stock, x: number, y: number): Content {
  const inner = { width: stock.label.width - 2 * PADDING, height: stock.label.height - 2 * PADDING };
  const qrSize = Math.min(inner.height, inner.width * 0.3);
  const textWidth = inner.width - qrSize - 2 * MM;
  const barcodeHeight = inner.height * 0.38;
  return {
    absolutePosition: { x: x + PADDING, y: y + PADDING },
    columns: [
      {
        width: textWidth,
        stack: [
          { svg: code128(label.inventoryNumber), width: textWidth, height: barcodeHeight },
          { text: label.inventoryNumber, bold: true, fontSize: 10, margin: [0, 1, 0, 0] },
          { text: label.serialNumber ? `S/N ${label.serialNumber}` : 'S/N —', fontSize: 7, noWrap: true },
          { text: label.lot, fontSize: 6.5, color: '#333333', noWrap: true },
        ],
      },
      { width: qrSize, qr: label.inventoryNumber, fit: qrSize, margin: [0, 0, 0, 0] },
    ],
    columnGap: 2 * MM,
  };
}

export function layoutLabels(model: PdfLabelsModel): TDocumentDefinitions {
  const stock = stocks[model.format];
  const perPage = stock.columns * stock.rows;
  const content: Content[] = model.labels.map((label, index) => {
    const onPage = index % perPage;
    const column = onPage % stock.columns;
    const row = Math.floor(onPage / stock.columns);
    const placed = labelContent(
      label,
      stock,
      stock.left + column * stock.pitchX,
      stock.top + row * stock.pitchY,
    ) as Content & { pageBreak?: 'before' };
    // Absolutely placed labels take no room in the flow: each new page is asked for explicitly.
    if (onPage === 0 && index > 0) return [{ text: '', pageBreak: 'before' }, placed];
    return placed;
  });
  return {
    pageSize: stock.page,
    pageMargins: [0, 0, 0, 0],
    info: {
      title: model.title,
      subject: model.subject,
      creator: 'Gestion Logistique',
      producer: 'Gestion Logistique',
    },
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    content,
  };
}
