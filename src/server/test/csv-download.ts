/**
 * Reads a CSV export answered through app.inject, the way Excel would: the BOM checked and removed, then
 * RFC 4180 records split on ";" and CRLF, quoted cells unquoted ("" → "). A deliberately small reader,
 * independent of the writer (csv-stringify), so the tests check the bytes a spreadsheet receives.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const BOM = '\uFEFF';

export function parseCsv(body: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ';') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || record.length > 0)
    throw new Error(`the CSV does not end with CRLF: ${JSON.stringify(cell)}`);
  return records;
}

/** The answer's CSV as objects keyed by header, after checking the download's headers and BOM. */
export function readCsvDownload(response: LightMyRequestResponse, fileName: RegExp) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(fileName);
  const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(response.rawPayload);
  expect(body.startsWith(BOM)).toBe(true);
  const [headers = [], ...records] = parseCsv(body.slice(1));
  for (const record of records) expect(record).toHaveLength(headers.length);
  const rows = records.map((record) => Object.fromEntries(headers.map((h, i) => [h, record[i] ?? ''])));
  return { body, headers, rows };
}
