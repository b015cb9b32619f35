/**
 * drizzle/0016's backfill (issue 23, decision 0065): a database upgraded from 0015 keeps every request's
 * client — each request (each party of a transport) is linked to the client whose company name reads the
 * same, case, accents and punctuation aside; the oldest such client when several do; none when none does.
 * The history records no edit for it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { migrationUpgrade } from '../../test/migration-upgrade';

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const quote = (text: string | null) => (text === null ? 'NULL' : `'${text.replaceAll("'", "''")}'`);

/**
 * The directory as a team fills it: accents and capitals as the company writes itself, a duplicate entered
 * twice (differently cased: the older one wins), a company whose name has punctuation.
 */
const directory = [
  'Lycée Voltaire',
  'Mairie de Saint-Ouen',
  'Atelier Bleu',
  'LYCÉE VOLTAIRE',
  "L'Île aux Trésors SARL",
  'Recyclerie du Nord',
];

/**
 * The company as typed on each request: the same name differently cased, without accents, with other
 * punctuation or spaces (all linked), and names that are not the directory's (a typo, a longer or shorter
 * name, a blank transport party: none linked). `expected` is the index in `directory` of the linked client.
 */
const typed: { name: string | null; expected: number | null }[] = [
  { name: 'Lycée Voltaire', expected: 0 },
  { name: 'lycee voltaire', expected: 0 },
  { name: '  LYCEE-VOLTAIRE ', expected: 0 },
  { name: 'Mairie de Saint Ouen', expected: 1 },
  { name: 'mairie de st-ouen', expected: null },
  { name: 'Atelier bleu', expected: 2 },
  { name: 'Atelier Bleu et Fils', expected: null },
  { name: "l'ile aux tresors sarl", expected: 4 },
  { name: 'Ile aux Tresors', expected: null },
  { name: 'Recyclerie du Nrod', expected: null },
  { name: 'RECYCLERIE DU NORD', expected: 5 },
  { name: 'Inconnue SA', expected: null },
];

const contact = "'Jeanne', 'jeanne@client.test', '01 02 03 04 05', '1 rue de Paris, 75001 Paris'";

/** One request of each kind per typed name; transports name it as sender, and as recipient in reverse order. */
function inserts(): string[] {
  return typed.flatMap(({ name }, index) => {
    const recipient = typed[typed.length - 1 - index]?.name ?? null;
    return [
      `INSERT INTO material_conditioning_requests (client_company_name, contact_name, contact_email, contact_phone,
        company_address, offer_number, desired_date) VALUES (${quote(name)}, ${contact}, 'OE-${index + 1}', '2026-12-01')`,
      `INSERT INTO package_pickup_requests (type, client_company_name, contact_name, contact_email, contact_phone,
        company_address, desired_date) VALUES ('package', ${quote(name)}, ${contact}, '2026-12-01')`,
      `INSERT INTO regional_collection_requests (client_company_name, contact_name, contact_email, contact_phone,
        company_address, desired_date, status) VALUES (${quote(name)}, ${contact}, '2026-12-01', 'completed')`,
      `INSERT INTO delivery_requests (request_type, requester, sender_company_name, sender_contact_name, sender_phone,
        sender_email, sender_address, recipient_company_name, recipient_contact_name, recipient_phone, recipient_email,
        recipient_address, collection_date) VALUES ('collecte', 'Léa', ${quote(name)}, 'A', '01', 'a@a.test', 'A',
        ${quote(recipient)}, 'B', '02', 'b@b.test', 'B', '2026-12-02')`,
      `INSERT INTO collection_requests (materials, client_name, client_contact_name, client_phone, client_email,
        client_address) VALUES ('3 ordinateurs', ${quote(name)}, 'Luc', '04', 'luc@client.test', 'Lyon')`,
    ];
  });
}

describe('migration 0016: requests linked to their client by key', () => {
  let upgrade: Awaited<ReturnType<typeof migrationUpgrade>>;
  let database: Database;

  beforeAll(async () => {
    upgrade = await migrationUpgrade('0016_search_and_client_links');
    database = upgrade.database;
  });
  afterAll(() => upgrade?.close());

  it('links every request whose company reads as a client’s, the oldest of duplicates, and records no edit', async () => {
    await upgrade.before();
    const db = database.db;
    for (const company of directory) {
      await db.execute(
        sql.raw(`INSERT INTO clients (name, company_name, contact_name, contact_phone, company_address)
          VALUES (${quote(company)}, ${quote(company)}, 'Paul', '01 02 03 04 05', '2 rue de Lyon, 75012 Paris')`),
      );
    }
    for (const statement of inserts()) await db.execute(sql.raw(statement));
    const clientIds = (await rows<{ id: number }>(db, 'SELECT id FROM clients ORDER BY id')).map((r) => r.id);
    const [historyBefore] = await rows<{ n: number }>(db, 'SELECT count(*)::int AS n FROM request_history');

    await upgrade.after();

    const expectedIds = typed.map(({ expected }) => (expected === null ? null : (clientIds[expected] ?? -1)));
    const linked = async (table: string, column: string) =>
      (await rows<{ link: number | null }>(db, `SELECT ${column} AS link FROM ${table} ORDER BY id`)).map(
        (row) => row.link ?? null,
      );
    for (const table of [
      'material_conditioning_requests',
      'package_pickup_requests',
      'regional_collection_requests',
      'collection_requests',
    ]) {
      expect(await linked(table, 'client_id'), table).toEqual(expectedIds);
    }
    expect(await linked('delivery_requests', 'sender_client_id')).toEqual(expectedIds);
    expect(await linked('delivery_requests', 'recipient_client_id')).toEqual([...expectedIds].reverse());

    // The duplicate entered later is nobody's: the backfill took the oldest.
    const [duplicate] = await rows<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM material_conditioning_requests WHERE client_id = ${clientIds[3]}`,
    );
    expect(duplicate?.n).toBe(0);

    // A link set by the migration is no edit of the request: the history is as it was.
    const [historyAfter] = await rows<{ n: number }>(db, 'SELECT count(*)::int AS n FROM request_history');
    expect(historyAfter?.n).toBe(historyBefore?.n);

    // How many of the fixture's links the name rule found (reported in the closing note): per kind
    // 7 of 12 names, a transport's two parties 14 of 24.
    const [matched] = await rows<{ linked: number; total: number }>(
      db,
      `SELECT sum(linked)::int AS linked, sum(total)::int AS total FROM (
        SELECT count(client_id) AS linked, count(*) AS total FROM material_conditioning_requests
        UNION ALL SELECT count(client_id), count(*) FROM package_pickup_requests
        UNION ALL SELECT count(client_id), count(*) FROM regional_collection_requests
        UNION ALL SELECT count(client_id), count(*) FROM collection_requests
        UNION ALL SELECT count(sender_client_id) + count(recipient_client_id), 2 * count(*) FROM delivery_requests
      ) AS counts`,
    );
    expect(matched).toEqual({ linked: 42, total: 72 });

    // The clients with linked requests cannot be deleted (ON DELETE RESTRICT).
    const refused = await db.execute(sql.raw(`DELETE FROM clients WHERE id = ${clientIds[0]}`)).then(
      () => 'deleted',
      () => 'refused',
    );
    expect(refused).toBe('refused');
  });
});
