/** A PDF's text page by page, read by a maintained parser (unpdf: PDF.js) — what a reader can select and search. */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Buffer | Uint8Array): Promise<{ pages: string[]; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const pages = text as string[];
  return { pages, text: pages.join('\n') };
}

/** A piece of text drawn on a page, where it starts and how wide it is (PDF points, from the left edge). */
export interface PdfTextItem {
  text: string;
  x: number;
  width: number;
}

/** The pieces of text of each page with their position, and the page's width. */
export async function pdfTextItems(
  bytes: Buffer | Uint8Array,
): Promise<{ pageWidth: number; items: PdfTextItem[] }[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [{ text: item.str, x: item.transform[4] as number, width: item.width }]
        : [],
    );
    pages.push({ pageWidth: page.view[2] ?? 0, items });
  }
  return pages;
}
