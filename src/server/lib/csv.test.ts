import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  type CsvColumn,
  csvStream,
  formatCsvDay,
  formatCsvNumber,
  formatCsvTimestamp,
  type KeysetCursor,
  keysetPages,
  parisDate,
} from './csv';

/** The bytes as text, BOM kept (TextDecoder and stream/consumers' text() drop it by default). */
const text = async (stream: Readable) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await buffer(stream));

/** Rows in pages of two, as keysetPages yields them. */
async function* from<T>(rows: T[]) {
  for (let i = 0; i < rows.length; i += 2) yield rows.slice(i, i + 2);
}

describe('CSV formatting helpers', () => {
  it('writes instants as dd/mm/yyyy HH:mm in Paris time, winter and summer', () => {
    expect(formatCsvTimestamp(new Date('2026-01-15T08:05:00Z'))).toBe('15/01/2026 09:05');
    expect(formatCsvTimestamp(new Date('2026-07-15T08:05:00Z'))).toBe('15/07/2026 10:05');
    // 23:30 UTC on New Year's Eve is already the next day (and year) in Paris; midnight is 00, not 24.
    expect(formatCsvTimestamp('2026-12-31T23:30:00Z')).toBe('01/01/2027 00:30');
    // Either side of the changes of time (last Sundays of March and October, at 01:00 UTC).
    expect(formatCsvTimestamp('2026-03-29T00:59:00Z')).toBe('29/03/2026 01:59');
    expect(formatCsvTimestamp('2026-03-29T01:00:00Z')).toBe('29/03/2026 03:00');
    expect(formatCsvTimestamp('2026-10-25T00:59:00Z')).toBe('25/10/2026 02:59');
    expect(formatCsvTimestamp('2026-10-25T01:00:00Z')).toBe('25/10/2026 02:00');
    expect(formatCsvTimestamp('2026-10-25T01:30:59.999Z')).toBe('25/10/2026 02:30');
    expect(formatCsvTimestamp(null)).toBe('');
    expect(formatCsvTimestamp('not a date')).toBe('');
  });

  it('writes calendar days as dd/mm/yyyy without any time-zone shift', () => {
    expect(formatCsvDay('2026-03-05')).toBe('05/03/2026');
    expect(formatCsvDay('2026-12-31')).toBe('31/12/2026');
    expect(formatCsvDay(null)).toBe('');
  });

  it('writes numbers with a decimal comma and no thousands separator', () => {
    expect(formatCsvNumber(12.5)).toBe('12,5');
    expect(formatCsvNumber(1200)).toBe('1200');
    expect(formatCsvNumber(-3)).toBe('-3');
    expect(formatCsvNumber(0.25)).toBe('0,25');
    expect(formatCsvNumber(Number.NaN)).toBe('');
  });

  it("names the file with today's date in Paris", () => {
    expect(parisDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(parisDate(new Date('2026-06-01T12:00:00Z'))).toBe('2026-06-01');
  });
});

describe('csvStream', () => {
  interface Row {
    name: string;
    count: number;
    weight: number | null;
    ok: boolean;
    at: Date;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Nom', value: (r) => r.name },
    { header: 'Quantité', value: (r) => r.count },
    { header: 'Poids (kg)', value: (r) => r.weight },
    { header: 'Validé', value: (r) => r.ok },
    { header: 'Créée le', value: (r) => r.at },
  ];
  const row = (name: string, count = 1, weight: number | null = null): Row => ({
    name,
    count,
    weight,
    ok: count > 0,
    at: new Date('2026-02-03T10:20:00Z'),
  });

  it('starts with a BOM, separates with ";", ends lines with CRLF, formats each type', async () => {
    const csv = await text(csvStream(columns, from([row('Acme', 3, 12.5), row('Beta', -2)])));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe(
      'Nom;Quantité;Poids (kg);Validé;Créée le\r\n' +
        'Acme;3;12,5;Oui;03/02/2026 11:20\r\n' +
        // A negative number we formatted stays a number: no apostrophe.
        'Beta;-2;;Non;03/02/2026 11:20\r\n',
    );
  });

  it('quotes cells holding the separator, quotes or line breaks', async () => {
    const csv = await text(
      csvStream(
        columns,
        from([
          row('Dupont; fils'),
          row('Le "Grand" Magasin'),
          row('Ligne 1\nLigne 2\r\n3'),
          row('a\nb'),
          row('c\rd'),
        ]),
      ),
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('"Dupont; fils";1;;Oui;03/02/2026 11:20');
    expect(lines[2]).toBe('"Le ""Grand"" Magasin";1;;Oui;03/02/2026 11:20');
    expect(csv).toContain('"Ligne 1\nLigne 2\r\n3";1;');
    expect(csv).toContain('\r\n"a\nb";1;');
    expect(csv).toContain('\r\n"c\rd";1;');
  });

  it.each([
    ['=HYPERLINK("http://evil.test")', `"'=HYPERLINK(""http://evil.test"")"`],
    ['+33 1 23 45 67 89', "'+33 1 23 45 67 89"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Société = sûre', 'Société = sûre'],
  ])('guards text %j against formula injection', async (name, cell) => {
    const csv = await text(csvStream(columns, from([row(name)])));
    expect(csv.slice(1).split('\r\n').slice(1).join('\r\n').startsWith(`${cell};`)).toBe(true);
  });
});

describe('keysetPages', () => {
  it('reads page after page from the last row, and stops on a short page', async () => {
    const all = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, sortKey: `k${i + 1}` }));
    const calls: (KeysetCursor | undefined)[] = [];
    const pages: number[][] = [];
    for await (const page of keysetPages(async (after, limit) => {
      calls.push(after);
      const start = after ? all.findIndex((x) => x.id === after.id) + 1 : 0;
      return all.slice(start, start + limit);
    }, 3)) {
      pages.push(page.map((r) => r.id));
    }
    expect(pages).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(calls).toEqual([undefined, { sortKey: 'k3', id: 3 }, { sortKey: 'k6', id: 6 }]);
  });

  it('asks one more page when the last one was exactly full, and yields no empty page', async () => {
    let calls = 0;
    const pages = [[{ id: 1, sortKey: 'a' }], []];
    const read = [];
    for await (const page of keysetPages(async () => pages[calls++] ?? [], 1)) read.push(page);
    expect(read).toEqual([[{ id: 1, sortKey: 'a' }]]);
    expect(calls).toBe(2);
  });
});
