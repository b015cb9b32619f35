/**
 * Backups on realistic data (every table non-empty): backup → restore → every row equal, and the restored
 * database opens as the server opens it; embedded → PostgreSQL (a fresh database on TEST_DATABASE_URL's
 * server, skipped without it) → every row equal, and a new request of each kind is created there.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fulfilmentStages } from '@shared/fulfilment/fulfilment-stages';
import { requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bootstrapDatabase } from '../bootstrap';
import { openPglite, openPostgres } from '../db/client';
import { ADMIN, buildTestApp, sessionCookie, type TestApp } from '../test/build-test-app';
import { acceptedRequest, carrierIds, moveTo } from '../test/fulfilment';
import { createShippingAddress, validRequestPayload } from '../test/request-payloads';
import { CommandError } from './backup-file';
import { copyToPostgres } from './copy-to-postgres';
import { restoreBackup } from './restore';

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The driver's own client under Drizzle (PGlite, its thread, or node-postgres's pool). */
// biome-ignore lint/suspicious/noExplicitAny: each driver's client, used for raw SQL only
const clientOf = (db: unknown) => (db as { $client: any }).$client;

/** Every public table's rows, as sorted JSON text per table (times in UTC). */
async function snapshot(query: Query): Promise<Record<string, string>> {
  await query("SET TimeZone = 'UTC'");
  const { rows } = await query(
    `SELECT c.oid::regclass::text AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const tables: Record<string, string> = {};
  for (const { name } of rows as { name: string }[]) {
    const result = await query(
      `SELECT coalesce(json_agg(x ORDER BY x::text), '[]')::text AS rows FROM ${name} x`,
    );
    tables[name] = String(result.rows[0]?.rows);
  }
  return tables;
}

let t: TestApp;
let work: string;
let before: Record<string, string>;
/** The data directory after the restore test: `before` and the restore's journal entry (what the copy reads). */
let afterRestore: Record<string, string>;
let backupFile: string;
let adminCookie: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-round-trip-'));
  t = await buildTestApp({ BACKUP_DIR: path.join(work, 'backups') });
  const { admin, user } = await t.signInAdminAndUser();
  adminCookie = admin;
  const addressId = await createShippingAddress(t, admin);
  const setup = { t, admin, user, addressId };
  const carriers = Object.values(await carrierIds(t, admin));
  for (const kind of requestKinds) {
    const id = await acceptedRequest(setup, kind, `Client ${kind}`);
    const stages = fulfilmentStages[kind];
    await moveTo(setup, kind, id, stages[stages.length - 1]?.id ?? '', carriers[0] ?? 0);
    await t.call('POST', requestApiPaths[kind], {
      cookie: user,
      payload: validRequestPayload(kind, `Autre ${kind}`, addressId),
    });
  }
  // A failed sign-in (login_attempts), then SQL for what the API would take many calls to fill.
  await t.call('POST', '/api/login', { payload: { username: 'personne', password: 'mauvais-mot-de-passe' } });
  await clientOf(t.database.db).exec(`
    INSERT INTO general_settings (offer_number_prefix) VALUES ('OF-25');
    INSERT INTO settings (notification_email, gmail_account) VALUES ('logistique@example.test', 'envoi@example.test');
    INSERT INTO company_identity (legal_name, siret, address, logo, logo_content_type, logo_updated_at)
      VALUES ('Réemploi « Île » SAS', '73282932000074', E'1 rue de la Paix\n75002 Paris',
        '\\x89504e470d0a1a0a00ff'::bytea, 'image/png', now());
    INSERT INTO clients (name, company_name, contact_name, contact_phone, company_address, siret)
      VALUES ('Acmé', 'Acmé Industries', 'Zoé Dupont', '06 11 22 33 44', '2 place du Marché, 69001 Lyon', '73282932000074');
    INSERT INTO packaging_items (name, unit, current_stock, min_stock, max_stock, initial_stock)
      VALUES ('Carton double cannelure', 'pièce', 40, 5, 100, 40);
    INSERT INTO stock_movements (item_id, quantity, comments, reason)
      SELECT id, -3, 'Sortie', 'adjustment' FROM packaging_items;
    INSERT INTO packaging_requests (item_id, quantity, type, requester, needed_by, status)
      SELECT id, 12, 'entry', 'Léa', '2031-05-06', 'pending' FROM packaging_items;
    INSERT INTO packaging_request_counts (status, n) SELECT 'pending', 1
      WHERE NOT EXISTS (SELECT FROM packaging_request_counts);
    INSERT INTO regional_round_orders (day, request_ids) SELECT '2031-03-05', array_agg(id) FROM regional_collection_requests;
    INSERT INTO calendar_feeds (user_id, token_hash) SELECT id, md5(username) FROM users;
    INSERT INTO tracking_links (kind, request_id, token_hash)
      SELECT 'delivery', id, md5(id::text) FROM delivery_requests;
    INSERT INTO tracking_throttle (ip, window_start, hits) VALUES ('203.0.113.9', now(), 4);
    INSERT INTO admin_journal (actor_name, ip, action, target_label, changes)
      VALUES ('Admin Principal', '192.0.2.1', 'settings.general', 'Paramètres généraux', '{"cartonWidth":{"from":40,"to":41}}');
    INSERT INTO job_runs (name, last_started_at, last_finished_at, runs) VALUES ('clean-up', now(), now(), 3);
    INSERT INTO devices (kind, request_id, category, serial_number, make, model, grade, notes)
      SELECT kind, request_id, 'computersToCollect', 'SN-' || request_id, 'Dell', 'Latitude', 'B', E'Écran rayé\n« ok »'
      FROM request_receptions;
    INSERT INTO storage_media (device_id, type, serial_number, capacity_gb)
      SELECT id, 'ssd', 'S-' || serial_number, 238.5 FROM devices;
    INSERT INTO erasure_reports (kind, request_id, format, sha256, file_name, bytes, matched, unmatched)
      SELECT kind, request_id, 'csv', md5(kind || request_id) || md5(request_id || kind), 'effacements.csv',
        convert_to(E'serial;result\\nS-1;erased\\n', 'UTF8'), 1, '[{"serialNumber":"X-9","result":"failed"}]'
      FROM request_receptions;
    INSERT INTO sanitisations (medium_id, kind, method, standard, tool, tool_version, result, performed_at, operator, report_id)
      SELECT m.id, 'erasure', 'Écrasement 1 passe', 'NIST SP 800-88 Clear', 'nwipe', '0.37', 'erased', now(), 'Atelier', r.id
      FROM storage_media m JOIN devices d ON d.id = m.device_id
        JOIN erasure_reports r ON r.kind = d.kind AND r.request_id = d.request_id;
    INSERT INTO device_lots (kind, request_id, notes, closed_at)
      SELECT kind, request_id, '{"computersToCollect":"Un portable reparti"}', now() FROM request_receptions;
    UPDATE storage_media SET state = 'erased';
    INSERT INTO erasure_certificates (kind, request_id, number, token_hash, sha256, bytes, summary)
      SELECT kind, request_id, 'CE-' || kind || '-' || request_id, md5(kind || request_id), md5(kind),
        convert_to('%PDF-1.7 certificat', 'UTF8'), '{"client":"Lycée","counts":{"devices":1}}'
      FROM request_receptions;
    -- A re-issued certificate points to a later row of its own table.
    UPDATE erasure_certificates SET replaced_by = (SELECT max(id) FROM erasure_certificates)
      WHERE id = (SELECT min(id) FROM erasure_certificates);
  `);
  const query: Query = (sql) => clientOf(t.database.db).query(sql);
  before = await snapshot(query);
  const empty = Object.entries(before)
    .filter(([, rows]) => rows === '[]')
    .map(([name]) => name);
  expect(empty).toEqual([]);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('backup → restore', () => {
  const dataDir = () => path.join(work, 'data');

  it('restores every row into a data directory the server then opens and migrates', async () => {
    const made = await t.call('POST', '/api/admin/backups', { cookie: adminCookie });
    expect(made.statusCode, made.body).toBe(201);
    backupFile = path.join(work, 'backups', made.json().name);

    // A database already in DATA_DIR is kept aside, and the output says where.
    fs.mkdirSync(path.join(dataDir(), 'pgdata'), { recursive: true });
    fs.writeFileSync(path.join(dataDir(), 'pgdata', 'PG_VERSION'), 'replaced');
    const lines: string[] = [];
    const restored0 = await restoreBackup({
      file: backupFile,
      dataDir: dataDir(),
      print: (line) => lines.push(line),
    });
    expect(lines[0]).toMatch(/^Sauvegarde vérifiée par la somme SHA-256 de son manifeste/);
    expect(restored0.replacedDir).toMatch(/pgdata\.replaced-/);
    expect(fs.readFileSync(path.join(restored0.replacedDir ?? '', 'PG_VERSION'), 'utf8')).toBe('replaced');
    expect(lines.join('\n')).toContain(`L’ancienne base est conservée dans ${restored0.replacedDir}`);
    // The next start journals the restore (decision 0081).
    expect(JSON.parse(fs.readFileSync(path.join(dataDir(), 'restored-backup.json'), 'utf8'))).toMatchObject({
      backup: path.basename(backupFile),
    });

    // As server.ts opens it: the PGlite thread on DATA_DIR/pgdata, then the migrations.
    const restored = await openPglite(dataDir());
    try {
      await restored.migrate();
      expect(await snapshot((sql) => clientOf(restored.db).query(sql))).toEqual(before);
      // The server's own backups go through the PGlite thread: a gzipped tar of the data directory.
      const dumped = Buffer.from((await restored.dumpDataDir?.()) ?? []);
      expect(dumped.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      expect(zlib.gunzipSync(dumped).includes('PG_VERSION')).toBe(true);

      // The start's bootstrap journals the restore from its marker, then deletes the marker (decision 0081).
      const config = { ...t.config, dataDir: dataDir(), databaseUrl: undefined };
      await bootstrapDatabase(restored.db, config, t.app.log);
      const entries = await clientOf(restored.db).query(
        "SELECT actor_id, actor_name, target_label FROM admin_journal WHERE action = 'backup.restored'",
      );
      expect(entries.rows).toEqual([
        { actor_id: null, actor_name: 'npm run restore', target_label: path.basename(backupFile) },
      ]);
      expect(fs.existsSync(path.join(dataDir(), 'restored-backup.json'))).toBe(false);
      // What DATA_DIR now holds: every row of `before`, and the restore's journal entry.
      afterRestore = await snapshot((sql) => clientOf(restored.db).query(sql));
    } finally {
      await restored.close();
    }
    // Opening the restored directory migrates it on disk: every migration since, 0031 rewriting six tables.
  }, 60_000);

  it('refuses a file whose checksum does not match, and a backup made by a newer version', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = fs.readFileSync(backupFile);
    bytes.writeUInt8((bytes.readUInt8(bytes.length >> 1) + 1) % 256, bytes.length >> 1);
    fs.writeFileSync(damaged, bytes);
    fs.copyFileSync(`${backupFile}.json`, `${damaged}.json`);
    await expect(restoreBackup({ file: damaged, dataDir: dataDir() })).rejects.toThrow(
      /La somme de contrôle de .* ne correspond pas/,
    );
    // Without its manifest, gzip's CRC still catches it.
    fs.rmSync(`${damaged}.json`);
    await expect(restoreBackup({ file: damaged, dataDir: dataDir() })).rejects.toThrow(CommandError);

    // The same database with one migration more than this build knows.
    const client = clientOf(t.database.db);
    const future =
      "INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('future', 4102444800000)";
    await client.exec(future);
    const newerFile = path.join(work, 'newer.tar.gz');
    try {
      fs.writeFileSync(newerFile, (await t.database.dumpDataDir?.()) ?? new Uint8Array());
    } finally {
      await client.exec("DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'future'");
    }
    await expect(restoreBackup({ file: newerFile, dataDir: dataDir() })).rejects.toThrow(
      /Cette sauvegarde a été faite par une version plus récente de l’application/,
    );
    expect(fs.readdirSync(dataDir()).filter((entry) => entry.startsWith('pgdata.restoring'))).toEqual([]);
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl)('embedded → PostgreSQL', () => {
  it('copies every row into an empty database, where sequences continue and each kind can be created', async () => {
    const name = `gl_copy_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl ?? '');
    url.pathname = `/${name}`;
    try {
      // From the data directory the restore left (DATA_DIR), then once more from the backup file: refused.
      const counts = await copyToPostgres({ url: url.toString(), dataDir: path.join(work, 'data') });
      expect(counts.every((count) => count.rows > 0)).toBe(true);
      await expect(copyToPostgres({ url: url.toString(), dataDir: work, from: backupFile })).rejects.toThrow(
        /La base cible n’est pas vide/,
      );

      const database = openPostgres(url.toString(), 2);
      const app = await buildApp({ config: t.config, database });
      try {
        const client: pg.PoolClient = await clientOf(database.db).connect();
        try {
          expect(await snapshot((sql) => client.query(sql))).toEqual(afterRestore);
        } finally {
          client.release();
        }
        await database.migrate((db) => bootstrapDatabase(db, t.config, app.log));
        const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
        const cookie = sessionCookie(login);
        const addressId = (
          await app.inject({ method: 'GET', url: '/api/saved-addresses', headers: { cookie } })
        ).json()[0].id;
        for (const kind of requestKinds) {
          const created = await app.inject({
            method: 'POST',
            url: requestApiPaths[kind],
            headers: { cookie },
            payload: validRequestPayload(kind, `Nouveau ${kind}`, addressId),
          });
          expect(created.statusCode, `${kind}: ${created.body}`).toBe(201);
        }
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
