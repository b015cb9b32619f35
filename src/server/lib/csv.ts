/**
 * CSV exports that French Excel opens as they are (double-click, no import wizard): UTF-8 with a BOM (else
 * Excel reads Windows-1252), `;` as separator (Excel's list separator in a French locale, where `,` is the
 * decimal comma), CRLF line ends, dates dd/mm/yyyy and timestamps dd/mm/yyyy HH:mm in Europe/Paris, numbers
 * with a decimal comma, "Oui"/"Non" for booleans. Quoting and escaping are csv-stringify's (a maintained
 * library: `;`, quotes and line breaks inside a cell are quoted by the RFC 4180 rules).
 *
 * CSV injection (OWASP "CSV Injection"): a text cell starting with = + - @ a tab or a carriage return (or
 * their full-width forms) is prefixed with an apostrophe by csv-stringify's `escape_formulas`, so a client
 * name like "=HYPERLINK(…)" is shown as text, never run as a formula. Numbers we format ourselves (a negative
 * stock movement) are left alone. The price: a phone typed "+33 1 23 45 67 89" shows as "'+33 1 23 45 67 89".
 *
 * Rows are streamed: an async generator reads the table page by page with keyset pagination (never OFFSET,
 * whose cost grows with the page number) and turns each page into text; Readable.from pulls the next page
 * only when the socket (and the compression stream) have drained the previous ones (back-pressure), so
 * memory stays flat whatever the row count.
 */
import { Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify/sync';
import type { FastifyReply, RouteShorthandOptions } from 'fastify';
import type { Db } from '../db/client';

/** What a column's value may be; formatting is uniform per type (numbers, booleans, instants). */
export type CsvCell = string | number | boolean | Date | null | undefined;

export interface CsvColumn<R> {
  /** The French header. */
  header: string;
  value: (row: R) => CsvCell;
}

/** What every export route plugin receives. */
export interface ExportRoutesOptions {
  db: Db;
  /** Rows per SQL page (tests make it small to cross many pages). */
  pageSize?: number | undefined;
}

/**
 * Rows per SQL page. Measured (npm run bench:export, docs/benchmarks.md 2026-11-24): with 500 or 1,000 rows
 * a page, the rows of a page outlive a few scavenges of the 4 MiB young generation (`npm start` runs with
 * --max-semi-space-size=4), get promoted, and a 100,000-row export grew the server's RSS by 90–160 MiB;
 * with 100 by 0–8 MiB, at about the same speed (one indexed keyset query costs well under a millisecond).
 */
export const EXPORT_PAGE_SIZE = 100;

const TIME_ZONE = 'Europe/Paris';
const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Paris's offset from UTC in minutes at `date`. Summer and winter time change on a UTC hour (01:00 UTC), so
 * the offset is the same for a whole UTC hour: Intl (whose formatToParts allocates a dozen objects a call)
 * is asked once per hour met, not once per cell of a 100,000-row export.
 */
const offsets = new Map<number, number>();
function parisOffsetMinutes(date: Date): number {
  const hour = Math.floor(date.getTime() / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of parisParts.formatToParts(date)) parts[part.type] = part.value;
    const wallClock = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    offset = Math.round((wallClock - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** An instant → "24/11/2026 09:05", Paris time (summer and winter time included). */
export function formatCsvTimestamp(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const paris = new Date(date.getTime() + parisOffsetMinutes(date) * 60_000);
  return `${two(paris.getUTCDate())}/${two(paris.getUTCMonth() + 1)}/${paris.getUTCFullYear()} ${two(
    paris.getUTCHours(),
  )}:${two(paris.getUTCMinutes())}`;
}

/** A calendar day "2026-03-05" (a `date` column: no time zone) → "05/03/2026". */
export function formatCsvDay(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '');
}

/** 12.5 → "12,5"; no thousands separator (Excel would read "1 000" as text). */
export function formatCsvNumber(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

/** Today in Paris as "YYYY-MM-DD", for the file name. */
export function parisDate(now: Date = new Date()): string {
  const [day, month, year] = formatCsvTimestamp(now).slice(0, 10).split('/');
  return `${year}-${month}-${day}`;
}

const csvOptions: Options = {
  delimiter: ';',
  record_delimiter: '\r\n',
  // With a record delimiter given, csv-stringify quotes only cells holding that very sequence: a lone
  // "\n" (a textarea's line break) would then split the row in Excel. Quote any CR or LF.
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: {
    number: formatCsvNumber,
    boolean: (value) => (value ? 'Oui' : 'Non'),
    date: formatCsvTimestamp,
  },
};

/**
 * The CSV text of `pages` (BOM and header first) as a byte stream, formatted as the module header says.
 * Each page becomes one chunk of text as soon as it is read, so its row objects die young (a page of row
 * objects kept alive while the socket drains it row by row outlives several scavenges, is promoted, and
 * grows the old generation by tens of MiB over a long export); only the page's text waits for the socket.
 * Readable.from asks the generator for the next page only when the consumer has read the previous ones.
 */
export function csvStream<R>(columns: readonly CsvColumn<R>[], pages: AsyncIterable<R[]>): Readable {
  async function* chunks() {
    yield stringify([columns.map((column) => column.header)], { ...csvOptions, bom: true });
    for await (const page of pages) {
      yield stringify(
        page.map((row) => columns.map((column) => column.value(row))),
        csvOptions,
      );
    }
  }
  // An error (a failing query) destroys the stream: Fastify then cuts the answer short, so the client sees
  // a failed download instead of a file that looks complete.
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * The export routes' compression (their `compress` route option): gzip only. @fastify/compress pipes a
 * stream payload through the encoder like any answer (text/csv is compressible), but a brotli encoder kept
 * open for a multi-megabyte stream grew the server's RSS by 50–170 MiB per 100,000-row export
 * (npm run bench:export, 2026-11-24), gzip by a few MiB, for a file 2.7 MiB instead of 2 MiB on the wire.
 */
export const csvCompression: NonNullable<RouteShorthandOptions['compress']> = {
  encodings: ['gzip'],
  zlibOptions: { level: 6 },
};

/** Answers a CSV download (the route declares `compress: csvCompression`). */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}-${parisDate()}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/**
 * A keyset position: the sort key and id of the last row of the previous page. The key is text as the
 * database gives it: `created_at::text` keeps the microseconds (a JS Date would round them off, and the
 * next page would skip or repeat rows), `lower(company_name)` compares as the ORDER BY does.
 */
export interface KeysetCursor {
  sortKey: string;
  id: number;
}

/** The pages of a keyset-paged query, one page of `pageSize` rows in memory at a time. */
export async function* keysetPages<R extends KeysetCursor>(
  page: (after: KeysetCursor | undefined, limit: number) => Promise<R[]>,
  pageSize: number = EXPORT_PAGE_SIZE,
): AsyncGenerator<R[]> {
  let after: KeysetCursor | undefined;
  for (;;) {
    const rows = await page(after, pageSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { sortKey: last.sortKey, id: last.id };
  }
}
