import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readCsvDownload } from '../../test/csv-download';

const URL = '/api/clients/export.csv';
let t: TestApp;
let user: string;

beforeAll(async () => {
  t = await buildTestApp({}, { exportPageSize: 2 });
  ({ user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

async function insertClients(rows: [name: string, company: string, contact: string][]): Promise<number[]> {
  const values = rows
    .map(
      ([name, company, contact]) =>
        `('${name}', '${company}', '${contact}', NULL, '01 02 03 04 05', '1 rue de la Paix, 75002 Paris')`,
    )
    .join(', ');
  const result = (await t.database.db.execute(
    sql.raw(`INSERT INTO clients (name, company_name, contact_name, contact_email, contact_phone, company_address)
      VALUES ${values} RETURNING id`),
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

const companies = async (query = '') => {
  const response = await t.call('GET', `${URL}${query}`, { cookie: user });
  return readCsvDownload(response, /filename="clients-\d{4}-\d{2}-\d{2}\.csv"/).rows;
};

describe('GET /api/clients/export.csv', () => {
  it('refuses anonymous callers (401) and is not taken for a client id', async () => {
    expect((await t.call('GET', URL)).statusCode).toBe(401);
    const { headers } = readCsvDownload(await t.call('GET', URL, { cookie: user }), /\.csv"$/);
    expect(headers).toEqual([
      'N°',
      'Nom',
      'Société',
      'Contact',
      'Email',
      'Téléphone',
      'Adresse',
      'SIRET',
      'Créé le',
      'Modifié le',
    ]);
  });

  it("exports the directory's search, in its order (company, then id), across pages", async () => {
    const ids = await insertClients([
      ['B', 'beta Services', 'Zoé Alpha'],
      ['A2', 'ACME', 'Jean Dupont'],
      ['A1', 'acme', 'Marie Curie'],
      ['C', 'Carrefour', 'Beta Alain'],
      ['P', '50% Recyclage', 'Paul Martin'],
      ['Q', '500 Pièces', 'Quentin Roux'],
      ['F', '=Formule', 'Hugo Roux'],
    ]);
    const [beta, acmeUpper, acmeLower, carrefour, fifty, fiveHundred] = ids.map(String);

    // Every client, in the directory's own order (lower(company_name), id: the database's collation decides
    // where "50%" or "=" sort), equal names ("ACME", "acme") by id, across page ends.
    const all = (await companies()).map((row) => row['N°']);
    const listed = await t.call('GET', '/api/clients?limit=200', { cookie: user });
    expect(all).toEqual((listed.json() as { id: number }[]).map((client) => String(client.id)));
    expect(all).toHaveLength(ids.length);
    expect(all.indexOf(acmeUpper as string)).toBe(all.indexOf(acmeLower as string) - 1);
    // q: the directory's search (any word or part of a word, case and accents aside), in the directory's
    // order — the export is for a spreadsheet: it keeps the name order, not the screen's ranking.
    expect((await companies('?q=BETA')).map((row) => row['N°'])).toEqual([beta, carrefour]);
    expect((await companies('?q=acm')).map((row) => row.Société)).toEqual(['ACME', 'acme']);
    expect((await companies('?q=cme')).map((row) => row.Société)).toEqual(['ACME', 'acme']);
    expect((await companies('?q=pieces')).map((row) => row.Société)).toEqual(['500 Pièces']);
    // Punctuation separates words, never a LIKE wildcard: « 50% » is the word « 50 », which starts « 50 »
    // and « 500 » (two characters match a word's start only: « 1500 » would not be found).
    expect((await companies('?q=50%25')).map((row) => row['N°']).sort()).toEqual([fifty, fiveHundred].sort());
    expect(await companies('?q=%25')).toEqual([]);
    expect((await companies('?q=Q')).map((row) => row.Nom)).toEqual(['Q']);
    const [formula] = await companies('?q=%3DFormule');
    expect(formula).toMatchObject({ Société: "'=Formule", Email: '', Téléphone: '01 02 03 04 05' });
    expect(formula?.['Créé le']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });
});
