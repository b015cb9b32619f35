/**
 * Every request's reference (issue 30 point 6, decision 0087): « COL-2026-00042 », set by the database at
 * insert, carried by every answer (the whole request, the cards, the week's tiles), unique under concurrent
 * creations, found by every list's search and the global search — whole, in lower case, or by its number
 * alone — and given by drizzle/0031 to the requests that existed before it.
 */

import { type RequestKind, requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import {
  formatRequestReference,
  PACKAGING_REQUEST_REFERENCE_PREFIX,
  requestReferencePrefixes,
} from '@shared/requests/request-reference';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { migrationUpgrade } from '../../test/migration-upgrade';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';

let t: TestApp;
let admin: string;
let user: string;
let addressId: number;
const created = {} as Record<RequestKind, { id: number; reference: string; createdAt: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
  addressId = await createShippingAddress(t, admin);
  // One request of each kind, each its table's first (the same number: COL-…-00001, CHI-…-00001, …), all
  // named « Collège … »: « col 2026 00001 » word by word would find every kind's (the CI's e2e failure).
  for (const kind of requestKinds) {
    const response = await t.call('POST', requestApiPaths[kind], {
      cookie: user,
      payload: validRequestPayload(kind, 'Collège Colbert', addressId),
    });
    expect(response.statusCode, response.body).toBe(201);
    created[kind] = response.json();
  }
});
afterAll(() => t?.close());

const referencePattern = /^(ENV|ENL|COL|CHI|TRA|CDT)-\d{4}-\d{5,}$/;

describe.each(requestKinds.map((kind) => [kind]))('%s: its reference', (kind) => {
  it('is the prefix, the creation year in Paris and the id on five digits, in the created answer', () => {
    const { id, reference, createdAt } = created[kind];
    expect(reference).toMatch(referencePattern);
    expect(reference).toBe(formatRequestReference(requestReferencePrefixes[kind], id, createdAt));
    expect(reference.startsWith(`${requestReferencePrefixes[kind]}-`)).toBe(true);
  });

  it('is in the whole request, in the cards and in the week tiles', async () => {
    const { id, reference } = created[kind];
    const one = await t.call('GET', `${requestApiPaths[kind]}/${id}`, { cookie: user });
    expect(one.json()).toMatchObject({ id, reference });
    for (const view of ['card', 'calendar']) {
      const list = await t.call('GET', `${requestApiPaths[kind]}?view=${view}`, { cookie: user });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toContainEqual(expect.objectContaining({ id, reference }));
    }
  });

  it('is found by the list, typed whole, in lower case, by its number padded or alone', async () => {
    const { id, reference } = created[kind];
    const number = reference.split('-').at(-1) as string;
    for (const q of [reference, reference.toLowerCase(), number, String(id)]) {
      const response = await t.call('GET', `${requestApiPaths[kind]}?q=${encodeURIComponent(q)}`, {
        cookie: user,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        (response.json() as { id: number }[]).map((row) => row.id),
        q,
      ).toContain(id);
    }
    // Whole, it finds that request alone.
    const whole = await t.call('GET', `${requestApiPaths[kind]}?q=${encodeURIComponent(reference)}`, {
      cookie: user,
    });
    expect((whole.json() as { id: number }[]).map((row) => row.id)).toEqual([id]);
  });

  it('is found by the global search, whole or in lower case, and shown in its result', async () => {
    const { id, reference } = created[kind];
    for (const q of [reference, reference.toLowerCase()]) {
      const response = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}`, { cookie: user });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().requests).toEqual([expect.objectContaining({ kind, id, reference })]);
    }
  });
});

it('is unique across the product: one prefix per kind', () => {
  const references = requestKinds.map((kind) => created[kind].reference);
  expect(new Set(references).size).toBe(requestKinds.length);
  expect(new Set(Object.values(requestReferencePrefixes)).size).toBe(requestKinds.length);
});

it('gives 20 requests created at once 20 distinct references', async () => {
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      t.call('POST', requestApiPaths['regional-collection'], {
        cookie: user,
        payload: validRequestPayload('regional-collection', `Mairie ${index}`, addressId),
      }),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
  const references = responses.map((response) => response.json().reference as string);
  expect(new Set(references).size).toBe(20);
  for (const reference of references) expect(reference).toMatch(/^COL-\d{4}-\d{5}$/);
});

it('gives a packaging request its CDT reference', async () => {
  const item = await t.call('POST', '/api/packaging/items', {
    cookie: admin,
    payload: { name: 'Carton renforcé', description: null, currentStock: 100, unit: 'pièces' },
  });
  expect(item.statusCode, item.body).toBe(201);
  const response = await t.call('POST', '/api/packaging/requests', {
    cookie: user,
    payload: { itemId: item.json().id, quantity: 2, type: 'supply', requester: 'Jeanne' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, reference, createdAt } = response.json();
  expect(reference).toBe(formatRequestReference(PACKAGING_REQUEST_REFERENCE_PREFIX, id, createdAt));
  const found = await t.call(
    'GET',
    `/api/packaging/requests?q=${encodeURIComponent(reference.toLowerCase())}`,
    {
      cookie: user,
    },
  );
  expect((found.json() as { id: number }[]).map((row) => row.id)).toEqual([id]);
});

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

describe('drizzle/0031 on a database of the previous release', () => {
  it('gives existing requests theirs from their id and creation instant, and the search finds them', async () => {
    const upgrade = await migrationUpgrade('0031_request_references');
    try {
      await upgrade.before();
      const db = upgrade.database.db;
      const contact = "'Jeanne', 'jeanne@client.test', '01 02 03 04 05', '1 rue de Paris, 75001 Paris'";
      // 31 December 2025 at 23:30 UTC is already 2026 in Paris; an id past 99999 keeps all its digits.
      await db.execute(
        sql.raw(`INSERT INTO regional_collection_requests (id, client_company_name, contact_name, contact_email,
          contact_phone, company_address, desired_date, created_at) VALUES
          (7, 'Atelier', ${contact}, '2026-01-10', '2025-12-31T23:30:00Z'),
          (42, 'Atelier', ${contact}, '2026-01-10', '2025-06-01T10:00:00Z'),
          (123456, 'Atelier', ${contact}, '2026-01-10', '2025-06-02T10:00:00Z')`),
      );
      await db.execute(
        sql.raw(`INSERT INTO collection_requests (id, materials, client_name, client_contact_name, client_phone,
          client_email, client_address, created_at) VALUES
          (42, 'Écrans', 'Atelier', 'Jeanne', '01 02 03 04 05', 'j@client.test', '1 rue, 69001 Lyon', '2025-06-01T10:00:00Z')`),
      );
      await upgrade.after();
      const regional = await rows<{ id: number; reference: string }>(
        db,
        'SELECT id, reference FROM regional_collection_requests ORDER BY id',
      );
      expect(regional).toEqual([
        { id: 7, reference: 'COL-2026-00007' },
        { id: 42, reference: 'COL-2025-00042' },
        { id: 123456, reference: 'COL-2025-123456' },
      ]);
      expect(await rows(db, 'SELECT reference FROM collection_requests')).toEqual([
        { reference: 'CHI-2025-00042' },
      ]);
      // The same formula in JavaScript.
      expect(formatRequestReference('COL', 7, '2025-12-31T23:30:00Z')).toBe('COL-2026-00007');
      const found = await rows<{ id: number }>(
        db,
        "SELECT id FROM regional_collection_requests WHERE search_text LIKE '% col%' AND search_text LIKE '%2025%' AND search_text LIKE '%00042%'",
      );
      expect(found).toEqual([{ id: 42 }]);
      // The next request created continues from the table's own sequence: no number is ever given twice.
      await db.execute(
        sql.raw(`INSERT INTO regional_collection_requests (client_company_name, contact_name, contact_email,
          contact_phone, company_address, desired_date) VALUES ('Atelier', ${contact}, '2026-01-10')`),
      );
      const all = await rows<{ reference: string }>(db, 'SELECT reference FROM regional_collection_requests');
      expect(new Set(all.map((row) => row.reference)).size).toBe(4);
    } finally {
      await upgrade.close();
    }
  }, 60_000); // migrates a database up to 0030, then 0031 rewrites six tables
});
