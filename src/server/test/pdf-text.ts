/** A PDF's text page by page, read by a maintained parser (unpdf: PDF.js) — what a reader can select and search. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Buffer | Uint8Array): Promise<{ pages: string[]; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const pages = text as string[];
  return { pages, text: pages.join('\n') };
}
