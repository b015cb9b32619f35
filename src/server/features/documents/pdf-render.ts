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
import { layoutLabels } from './labels-layout';
import { layoutBundle, layoutDocument } from './pdf-layout';
import { isBundle, isLabels, type PdfBundleModel, type PdfDocumentModel, type PdfModel } from './pdf-model';

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

type IssuedModel = PdfDocumentModel | PdfBundleModel;

const hasLogo = (model: IssuedModel) =>
  model.issuer.logo !== null || (isBundle(model) && model.parts.some((part) => part.issuer.logo !== null));

/** The same model with no logo anywhere. */
function withoutLogo(model: IssuedModel): IssuedModel {
  const issuer = { ...model.issuer, logo: null };
  if (!isBundle(model)) return { ...model, issuer };
  return {
    ...model,
    issuer,
    parts: model.parts.map((part) => ({ ...part, issuer: { ...part.issuer, logo: null } })),
  };
}

/**
 * The PDF bytes of a document or a bundle of documents. A logo never breaks a document: when the document
 * cannot be drawn with it (a stored SVG the renderer cannot size, a damaged image), it is drawn without,
 * and `onLogoDropped` is told why (the caller logs it).
 */
export async function renderPdf(model: PdfModel, onLogoDropped?: (reason: string) => void): Promise<Buffer> {
  setUp();
  // Labels carry no issuer (nor logo): only the labels on their stock.
  if (isLabels(model)) return pdfmake.createPdf(layoutLabels(model)).getBuffer();
  const render = (drawn: IssuedModel) =>
    pdfmake.createPdf(isBundle(drawn) ? layoutBundle(drawn) : layoutDocument(drawn)).getBuffer();
  if (!hasLogo(model)) return render(model);
  try {
    return await render(model);
  } catch (error) {
    onLogoDropped?.(((error as Error)?.message ?? String(error)).slice(0, 200));
    return render(withoutLogo(model));
  }
}
