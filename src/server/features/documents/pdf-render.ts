/**
 * pdfmake, server side: Roboto (shipped in the pdfmake package; it carries every French letter — é, è, ç,
 * œ, « », the non-breaking spaces) embedded in each PDF, so the text is selectable and searchable. The fonts
 * are read once into pdfmake's virtual file system; every other file or URL access is refused, so nothing a
 * document holds (a logo, a text) can make the generator read the disk or the network.
 *
 * Runs in the documents' worker thread (documents-worker.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { layoutBundle, layoutDocument } from './pdf-layout';
import { isBundle, type PdfModel } from './pdf-model';

const require = createRequire(import.meta.url);
// CommonJS package: loaded with require so that the server bundle keeps it external, fonts beside it.
const pdfmake = require('pdfmake') as typeof import('pdfmake') & {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
};

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

let ready = false;

function setUp() {
  if (ready) return;
  const fontDir = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
  for (const file of Object.values(FONT_FILES)) {
    pdfmake.virtualfs.writeFileSync(file, readFileSync(join(fontDir, file)));
  }
  pdfmake.setFonts({ Roboto: { ...FONT_FILES } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

/** The PDF bytes of a document or a bundle of documents. */
export async function renderPdf(model: PdfModel): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(isBundle(model) ? layoutBundle(model) : layoutDocument(model)).getBuffer();
}
