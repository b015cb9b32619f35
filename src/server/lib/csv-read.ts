/**
 * Reading a CSV someone sends (an erasure tool's list, a client's manifest): RFC 4180 with « ; » or « , »
 * (whichever the header line uses), quoted cells with separators, doubled quotes and line breaks; header
 * labels compared without case, accents or punctuation. The writing side is csv.ts.
 */

/** Lower case, no accents, punctuation as spaces: "N° de série" and "n de serie" compare equal. */
export const normaliseLabel = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface CsvRecord {
  /** The physical line the record starts on, 1 for the header. */
  line: number;
  cells: string[];
}

/** The separator that occurs more often outside quotes in the header line. */
export function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : ',';
}

/** RFC 4180 reading: quoted fields may hold separators, doubled quotes and line breaks. */
export function readCsv(
  text: string,
  separator: string,
): { records: CsvRecord[] } | { unclosedQuoteLine: number } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) return { unclosedQuoteLine: quoteLine };
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return { records };
}
