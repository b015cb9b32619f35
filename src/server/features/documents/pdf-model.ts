/**
 * A document as plain data: what the services decide (every French word, number and date already written)
 * and what the PDF layout (pdf-layout.ts) arranges on A4 pages. Plain data so that it crosses to the
 * documents' worker thread as a structured clone (documents-thread.ts) — no functions, no classes.
 */

/** Who issues the document: the company identity (src/shared/company), its SIRET already formatted. */
export interface PdfIssuer {
  legalName: string;
  siret: string;
  address: string;
  phone: string;
  email: string;
  /** The stored logo: PNG/JPEG as a data URL, SVG as its (sanitised) markup. */
  logo: { type: 'image'; dataUrl: string } | { type: 'svg'; markup: string } | null;
}

/** One row of label → value lines (a party's address, the planned day, the carrier…). */
export type PdfField = [label: string, value: string];

export type PdfBlock =
  /** `newPage`: the heading starts a page (an annex). */
  | { type: 'heading'; text: string; newPage?: boolean }
  | { type: 'paragraph'; text: string; italics?: boolean }
  | { type: 'fields'; fields: PdfField[] }
  /**
   * Two or three parties side by side (« Lieu de collecte », « Destination »), or `stacked` one above the
   * other, each title beside its fields: the full width for long addresses and labels.
   */
  | { type: 'parties'; parties: { title: string; fields: PdfField[] }[]; stacked?: boolean }
  /** A table with a repeated header row; `widths` in points, or '*' for a share of what the others leave. */
  | {
      type: 'table';
      headers: string[];
      rows: string[][];
      widths?: (number | '*')[];
      totals?: string[];
      /** Each row kept whole on one page (a stop of the round, never split between two pages). */
      wholeRows?: boolean;
      /** Smaller type: a long annex (a certificate's thousands of media) on fewer pages. */
      compact?: boolean;
    }
  /** Empty lines to write on by hand (what was actually handed over). */
  | { type: 'free-lines'; title: string; headers: string[]; count: number; widths?: (number | '*')[] }
  /** Blocks side by side, in columns of equal width (what was declared beside the packaging to bring). */
  | { type: 'columns'; columns: PdfBlock[][] }
  /** Boxes to sign by hand, each with its name, date and time lines. */
  | { type: 'signatures'; titles: string[] }
  /**
   * The issuer's signature closing a certificate, kept on one page: on the left its `note` (what the
   * document is and how to keep it) and « Fait à Meudon, le 1er décembre 2026 », on the right a box
   * « Signature et cachet » for `signatory` (« Pour Recyclage SAS ») with room for the stamp.
   */
  | { type: 'issuer-signature'; madeAt: string; signatory: string; note?: string };

export interface PdfDocumentModel {
  /** « Bon de collecte », « Bordereau d'expédition », « Attestation de collecte ». */
  title: string;
  /** « Collecte COL-2026-00042 (offre OE-000123) ». */
  reference: string;
  /** « Édité le 25 novembre 2026 à 17:05 ». */
  issuedAt: string;
  issuer: PdfIssuer;
  /** The request's public tracking link as a QR code, when one is live. */
  qr: { url: string; caption: string } | null;
  blocks: PdfBlock[];
  /** The PDF's metadata (title, subject). */
  subject: string;
}

/**
 * Several documents printed as one PDF (« Tournée du 3 décembre 2026 »: its summary, then one bon per stop),
 * each starting on a new page with its own issuer block and title, page numbers over the whole file.
 */
export interface PdfBundleModel {
  /** The PDF's title (metadata and the running line of the pages after the first). */
  title: string;
  subject: string;
  issuer: PdfIssuer;
  parts: PdfDocumentModel[];
}

/**
 * The sheets of labels a format holds: A4 sheets of common label stock (3 × 8 labels of 70 × 37 mm, 3 × 7
 * of 63.5 × 38.1 mm) or one label per page of a 62 mm roll printer's continuous tape (62 × 29 mm).
 */
export type LabelFormat = 'a4-3x8' | 'a4-3x7' | 'roll-62';

/** One device's label: its inventory number as Code 128 and as a QR code, its serial and its lot. */
export interface PdfLabel {
  inventoryNumber: string;
  serialNumber: string | null;
  /** « COL-2026-00042 · Ordinateurs ». */
  lot: string;
}

/** Labels to print (issue 32): no issuer block, no page header, only the labels on their stock. */
export interface PdfLabelsModel {
  type: 'labels';
  title: string;
  subject: string;
  format: LabelFormat;
  labels: PdfLabel[];
}

/** What the documents' worker renders. */
export type PdfModel = PdfDocumentModel | PdfBundleModel | PdfLabelsModel;

export const isBundle = (model: PdfModel): model is PdfBundleModel => 'parts' in model;
export const isLabels = (model: PdfModel): model is PdfLabelsModel =>
  'type' in model && model.type === 'labels';
