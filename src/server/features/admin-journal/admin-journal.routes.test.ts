/**
 * The administration journal (issue 24, decision 0081): each administrative act records exactly one entry
 * with who, from where and what changed, in the transaction of the change (a refused change records
 * nothing), never a secret's value; the list's filters and pages, its CSV, and that nothing edits it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeJournalChanges } from '@shared/admin-journal/admin-journal.labels';
import type { AdminJournalEntry } from '@shared/admin-journal/admin-journal.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminJournal, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readCsvDownload } from '../../test/csv-download';
import { acceptedRequest } from '../../test/fulfilment';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, regionalCollection } from '../../test/request-payloads';
import { recordPendingRestore } from './admin-journal.service';
import { writeRestoreMarker } from './restore-marker';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('the administration journal', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let userId: number;
  let username: string;
  let adminId: number;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-journal-'));
    t = await buildTestApp({ BACKUP_DIR: dir }, { exportPageSize: 3 });
    const signedIn = await t.signInAdminAndUser();
    ({ admin, user } = signedIn);
    userId = signedIn.userRow.id;
    username = signedIn.userRow.username;
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    adminId = row?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const lastId = async () => {
    const [row] = await t.database.db
      .select({ id: sql<number>`coalesce(max(${adminJournal.id}), 0)::int` })
      .from(adminJournal);
    return Number(row?.id ?? 0);
  };

  /** Runs `act` and answers the entries it recorded (through the API), oldest first. */
  async function recorded(act: () => Promise<unknown>): Promise<AdminJournalEntry[]> {
    const before = await lastId();
    await act();
    const response = await t.call('GET', '/api/admin/journal', { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as AdminJournalEntry[]).filter((entry) => entry.id > before).reverse();
  }

  /** Exactly one entry of `action` by the first administrator from the test's address. */
  function expectOne(entries: AdminJournalEntry[], action: string) {
    expect(entries.map((entry) => entry.action)).toEqual([action]);
    const [entry] = entries;
    expect(entry).toMatchObject({ action, actorId: adminId, actorName: 'Admin Principal', ip: '127.0.0.1' });
    expect(entry?.actorEmail).toEqual(expect.stringContaining('@'));
    return entry as AdminJournalEntry;
  }

  const expectOk = (response: { statusCode: number; body: string }, status = 200) =>
    expect(response.statusCode, response.body).toBe(status);

  it('records a user created, with no password in it', async () => {
    const entries = await recorded(async () =>
      expectOk(
        await t.call('POST', '/api/users', {
          cookie: admin,
          payload: {
            username: 'journal.bob',
            email: 'bob@example.test',
            firstName: 'Bob',
            lastName: 'Durand',
            role: 'user',
            password: 'Secret-Creation-42',
          },
        }),
        201,
      ),
    );
    const entry = expectOne(entries, 'user.created');
    expect(entry).toMatchObject({
      targetType: 'user',
      targetLabel: 'journal.bob',
      changes: { username: { from: null, to: 'journal.bob' }, password: { changed: true } },
    });
    expect(JSON.stringify(entries)).not.toContain('Secret-Creation-42');
  });

  it('records a role change, a deactivation, a reactivation and a password reset, one entry each', async () => {
    const url = `/api/users/${userId}`;
    const role = await recorded(async () =>
      expectOk(await putCurrent(t, url, { cookie: admin, payload: { role: 'admin' } })),
    );
    expect(expectOne(role, 'user.role_changed').changes).toEqual({ role: { from: 'user', to: 'admin' } });
    await putCurrent(t, url, { cookie: admin, payload: { role: 'user' } });

    const off = await recorded(async () =>
      expectOk(await putCurrent(t, url, { cookie: admin, payload: { isActive: false } })),
    );
    expect(expectOne(off, 'user.deactivated').changes).toEqual({ isActive: { from: true, to: false } });
    const on = await recorded(async () =>
      expectOk(await putCurrent(t, url, { cookie: admin, payload: { isActive: true } })),
    );
    expectOne(on, 'user.reactivated');

    const reset = await recorded(async () =>
      expectOk(
        await putCurrent(t, url, {
          cookie: admin,
          payload: { password: 'Secret-Reset-4242', odooLogin: 'bob', odooPassword: 'Secret-Odoo-77' },
        }),
      ),
    );
    expect(reset.map((entry) => entry.action)).toEqual(['user.password_reset', 'user.updated']);
    expect(reset[0]?.changes).toEqual({ password: { changed: true } });
    expect(reset[1]?.changes).toEqual({
      odooLogin: { from: null, to: 'bob' },
      odooPassword: { changed: true },
    });
    // Deactivated, then a new password: the user's sessions ended.
    user = await t.login(username, 'Secret-Reset-4242');
    const rows = await t.database.db.select().from(adminJournal);
    for (const secret of ['Secret-Reset-4242', 'Secret-Odoo-77', 'Secret-Creation-42']) {
      expect(JSON.stringify(rows)).not.toContain(secret);
    }
  });

  it('records an unlinked Google account; a user editing their own profile is no administrative act', async () => {
    await t.database.db
      .update(users)
      .set({ googleSubject: 'google-subject-123' })
      .where(eq(users.id, userId));
    const unlinked = await recorded(async () =>
      expectOk(await t.call('DELETE', `/api/users/${userId}/google`, { cookie: admin })),
    );
    expect(expectOne(unlinked, 'user.google_unlinked').changes).toEqual({ googleSubject: { changed: true } });
    expect(JSON.stringify(unlinked)).not.toContain('google-subject-123');

    const own = await recorded(async () =>
      expectOk(
        await putCurrent(t, `/api/users/${userId}`, { cookie: user, payload: { firstName: 'Jeannette' } }),
      ),
    );
    expect(own).toEqual([]);
  });

  it('records nothing when the change is refused (same transaction)', async () => {
    const entries = await recorded(async () => {
      // A taken username: the insert fails after nothing else was written.
      const taken = await t.call('POST', '/api/users', {
        cookie: admin,
        payload: {
          username: 'journal.bob',
          email: 'other@example.test',
          firstName: 'Autre',
          lastName: 'Bob',
          password: 'Secret-Other-42',
        },
      });
      expect(taken.statusCode).toBe(409);
      // A stale version.
      const stale = await t.call('PUT', `/api/users/${userId}`, {
        cookie: admin,
        payload: { role: 'admin', version: 1 },
      });
      expect(stale.statusCode).toBe(409);
      // The last administrator cannot lose the role.
      const last = await putCurrent(t, `/api/users/${adminId}`, { cookie: admin, payload: { role: 'user' } });
      expect(last.statusCode).toBe(409);
      // A carrier name already taken.
      await t.call('POST', '/api/carriers', { cookie: admin, payload: { name: 'Transports Uniques' } });
      const duplicate = await t.call('POST', '/api/carriers', {
        cookie: admin,
        payload: { name: 'transports uniques' },
      });
      expect(duplicate.statusCode).toBe(409);
    });
    expect(entries.map((entry) => entry.action)).toEqual(['carrier.created']);
  });

  it('records general settings, notification settings, company identity and logo', async () => {
    const general = await recorded(async () => {
      const current = (await t.call('GET', '/api/general-settings', { cookie: admin })).json();
      const { id: _id, updatedBy: _by, createdAt: _c, updatedAt: _u, ...input } = current;
      expectOk(
        await t.call('PUT', '/api/general-settings', {
          cookie: admin,
          payload: { ...input, cartonWidth: 41, offerNumberPrefix: 'OF-' },
        }),
      );
    });
    expect(expectOne(general, 'settings.general').changes).toMatchObject({
      cartonWidth: { from: 40, to: 41 },
      offerNumberPrefix: { to: 'OF-' },
    });

    const notifications = await recorded(async () =>
      expectOk(
        await putCurrent(t, '/api/notification-settings', {
          cookie: admin,
          payload: { notificationEmail: 'logistique@example.test', clientMails: { shipped: false } },
        }),
      ),
    );
    expect(expectOne(notifications, 'settings.notifications').changes).toEqual({
      notificationEmail: { from: null, to: 'logistique@example.test' },
      clientMailShipped: { from: true, to: false },
    });

    const identity = await recorded(async () =>
      expectOk(
        await putCurrent(t, '/api/settings/company', {
          cookie: admin,
          payload: {
            legalName: 'Réemploi Solidaire SAS',
            siret: '732 829 320 00074',
            address: '12 rue de la Paix, 75002 Paris',
            phone: '0123456789',
            email: 'contact@reemploi.example.fr',
          },
        }),
      ),
    );
    expect(expectOne(identity, 'company.identity').changes).toMatchObject({
      legalName: { from: null, to: 'Réemploi Solidaire SAS' },
    });

    const png = new PNG({ width: 2, height: 2 });
    const boundary = '----gl-journal';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG.sync.write(png),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const logo = await recorded(async () =>
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/settings/company/logo',
          headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: body,
        }),
      ),
    );
    expect(expectOne(logo, 'company.logo').changes).toEqual({ logo: { from: null, to: 'image/png' } });
    const removed = await recorded(async () =>
      expectOk(await t.call('DELETE', '/api/settings/company/logo', { cookie: admin })),
    );
    expect(expectOne(removed, 'company.logo').changes).toEqual({ logo: { from: 'image/png', to: null } });
  });

  it('records carriers created, updated, deleted and archived', async () => {
    let id = 0;
    const created = await recorded(async () => {
      const response = await t.call('POST', '/api/carriers', {
        cookie: admin,
        payload: { name: 'Coursiers Express' },
      });
      expectOk(response, 201);
      id = response.json().id;
    });
    expect(expectOne(created, 'carrier.created')).toMatchObject({
      targetId: String(id),
      targetLabel: 'Coursiers Express',
      changes: { name: { from: null, to: 'Coursiers Express' } },
    });
    const updated = await recorded(async () =>
      expectOk(
        await putCurrent(t, `/api/carriers/${id}`, { cookie: admin, payload: { name: 'Coursiers Rapides' } }),
      ),
    );
    expect(expectOne(updated, 'carrier.updated').changes).toEqual({
      name: { from: 'Coursiers Express', to: 'Coursiers Rapides' },
    });
    // Its SIRET and récépissé (decision 0089) are journaled too, under their French labels.
    const identified = await recorded(async () =>
      expectOk(
        await putCurrent(t, `/api/carriers/${id}`, {
          cookie: admin,
          payload: {
            name: 'Coursiers Rapides',
            siret: '732 829 320 00074',
            wasteTransportReceipt: 'R-75-2026-001',
          },
        }),
      ),
    );
    expect(expectOne(identified, 'carrier.updated').changes).toEqual({
      siret: { from: null, to: '73282932000074' },
      wasteTransportReceipt: { from: null, to: 'R-75-2026-001' },
    });
    expect(describeJournalChanges(expectOne(identified, 'carrier.updated').changes)).toEqual([
      'SIRET\u00a0: 73282932000074',
      'Récépissé de transport de déchets\u00a0: R-75-2026-001',
    ]);
    const deleted = await recorded(async () =>
      expectOk(await t.call('DELETE', `/api/carriers/${id}`, { cookie: admin }), 204),
    );
    expect(expectOne(deleted, 'carrier.deleted').targetLabel).toBe('Coursiers Rapides');
    const missing = await recorded(async () =>
      expect((await t.call('DELETE', `/api/carriers/${id}`, { cookie: admin })).statusCode).toBe(404),
    );
    expect(missing).toEqual([]);
    // A carrier a request names is archived instead.
    const named = await t.call('POST', '/api/carriers', { cookie: admin, payload: { name: 'Fret Archivé' } });
    const addressId = await createShippingAddress(t, admin);
    const requestId = await acceptedRequest(
      { t, admin, user, addressId },
      'regional-collection',
      'ACME Fret',
    );
    await t.database.db.execute(
      sql`UPDATE regional_collection_requests SET carrier_id = ${named.json().id} WHERE id = ${requestId}`,
    );
    const archived = await recorded(async () =>
      expectOk(await t.call('DELETE', `/api/carriers/${named.json().id}`, { cookie: admin }), 204),
    );
    expect(expectOne(archived, 'carrier.archived').targetLabel).toBe('Fret Archivé');
  });

  it('records shipping addresses added, edited and deleted', async () => {
    const address = {
      name: 'Entrepôt Nord',
      companyName: 'Recyclage Nord',
      contactName: 'Inès Martin',
      contactEmail: 'ines@nord.test',
      contactPhone: '01 23 45 67 89',
      deliveryAddress: '3 rue du Port, 59000 Lille',
    };
    let id = 0;
    const created = await recorded(async () => {
      const response = await t.call('POST', '/api/saved-addresses', { cookie: admin, payload: address });
      expectOk(response, 201);
      id = response.json().id;
    });
    expect(expectOne(created, 'saved_address.created')).toMatchObject({
      targetType: 'saved_address',
      targetId: String(id),
      targetLabel: 'Entrepôt Nord',
      changes: { name: { from: null, to: 'Entrepôt Nord' }, contactName: { from: null, to: 'Inès Martin' } },
    });
    const updated = await recorded(async () =>
      expectOk(
        await putCurrent(t, `/api/saved-addresses/${id}`, {
          cookie: admin,
          payload: { ...address, contactName: 'Paul Martin' },
        }),
      ),
    );
    expect(expectOne(updated, 'saved_address.updated').changes).toEqual({
      contactName: { from: 'Inès Martin', to: 'Paul Martin' },
    });
    const deleted = await recorded(async () =>
      expectOk(await t.call('DELETE', `/api/saved-addresses/${id}`, { cookie: admin }), 204),
    );
    expect(expectOne(deleted, 'saved_address.deleted').targetLabel).toBe('Entrepôt Nord');
    const missing = await recorded(async () =>
      expect((await t.call('DELETE', `/api/saved-addresses/${id}`, { cookie: admin })).statusCode).toBe(404),
    );
    expect(missing).toEqual([]);
    // An address a pickup uses cannot be deleted (409): nothing is recorded.
    const used = await createShippingAddress(t, admin);
    await acceptedRequest({ t, admin, user, addressId: used }, 'package-pickup', 'ACME Adresse');
    const refused = await recorded(async () =>
      expect((await t.call('DELETE', `/api/saved-addresses/${used}`, { cookie: admin })).statusCode).toBe(
        409,
      ),
    );
    expect(refused).toEqual([]);
  });

  it('records articles added, edited, deleted and archived', async () => {
    let id = 0;
    const created = await recorded(async () => {
      const response = await t.call('POST', '/api/packaging/items', {
        cookie: admin,
        payload: { name: 'Carton journal', currentStock: 5, minStock: 2, maxStock: 50 },
      });
      expectOk(response, 201);
      id = response.json().id;
    });
    expect(expectOne(created, 'packaging_item.created')).toMatchObject({
      targetType: 'packaging_item',
      targetLabel: 'Carton journal',
      changes: { name: { from: null, to: 'Carton journal' }, currentStock: { from: null, to: 5 } },
    });
    const updated = await recorded(async () =>
      expectOk(
        await putCurrent(t, `/api/packaging/items/${id}`, { cookie: admin, payload: { minStock: 4 } }),
      ),
    );
    expect(expectOne(updated, 'packaging_item.updated').changes).toEqual({ minStock: { from: 2, to: 4 } });
    const deleted = await recorded(async () =>
      expectOk(await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin }), 204),
    );
    expect(expectOne(deleted, 'packaging_item.deleted').targetLabel).toBe('Carton journal');
    // An item with stock history is archived instead.
    const kept = await t.call('POST', '/api/packaging/items', {
      cookie: admin,
      payload: { name: 'Carton archivé', currentStock: 5 },
    });
    const keptId = kept.json().id;
    expectOk(
      await t.call('POST', `/api/packaging/items/${keptId}/movements`, {
        cookie: admin,
        payload: { direction: 'in', quantity: 3 },
      }),
      201,
    );
    const archived = await recorded(async () =>
      expectOk(await t.call('DELETE', `/api/packaging/items/${keptId}`, { cookie: admin }), 204),
    );
    expect(expectOne(archived, 'packaging_item.archived').targetLabel).toBe('Carton archivé');
  });

  it('records tracking links created and revoked', async () => {
    const addressId = await createShippingAddress(t, admin);
    const id = await acceptedRequest({ t, admin, user, addressId }, 'regional-collection', 'ACME Journal');
    const link = `${requestApiPaths['regional-collection']}/${id}/tracking-link`;
    const created = await recorded(async () => expectOk(await t.call('POST', link, { cookie: admin }), 201));
    expect(expectOne(created, 'tracking_link.created')).toMatchObject({
      targetType: 'regional-collection-request',
      targetId: String(id),
    });
    // Refused (the request is not accepted): nothing recorded.
    const pending = await t.call('POST', requestApiPaths['regional-collection'], {
      cookie: user,
      payload: regionalCollection('ACME En attente'),
    });
    const refused = await recorded(async () =>
      expect(
        (
          await t.call(
            'POST',
            `${requestApiPaths['regional-collection']}/${pending.json().id}/tracking-link`,
            {
              cookie: admin,
            },
          )
        ).statusCode,
      ).toBe(409),
    );
    expect(refused).toEqual([]);
    const revoked = await recorded(async () =>
      expectOk(await t.call('DELETE', link, { cookie: admin }), 204),
    );
    expect(expectOne(revoked, 'tracking_link.revoked')).toMatchObject({
      targetType: 'regional-collection-request',
      targetId: String(id),
    });
    const again = await recorded(async () =>
      expect((await t.call('DELETE', link, { cookie: admin })).statusCode).toBe(404),
    );
    expect(again).toEqual([]);
  });

  it.skipIf(onPostgres)('records backups created and downloaded', async () => {
    let name = '';
    const created = await recorded(async () => {
      const response = await t.call('POST', '/api/admin/backups', { cookie: admin });
      expectOk(response, 201);
      name = response.json().name;
    });
    expect(expectOne(created, 'backup.created')).toMatchObject({ targetType: 'backup', targetLabel: name });
    const downloaded = await recorded(async () =>
      expectOk(await t.call('GET', `/api/admin/backups/${name}`, { cookie: admin })),
    );
    expect(expectOne(downloaded, 'backup.downloaded').targetLabel).toBe(name);
  });

  it('records a restore once, from the marker npm run restore leaves, then removes the marker', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-journal-restore-'));
    try {
      writeRestoreMarker(dataDir, {
        backup: 'gestion-logistique-2026-11-20T10-00-00-000Z.tar.gz',
        restoredAt: '2026-11-26T08:00:00.000Z',
        sha256: 'ab'.repeat(32),
        replacedDir: null,
      });
      const marker = fs.readFileSync(path.join(dataDir, 'restored-backup.json'), 'utf8');
      const entries = await recorded(async () => {
        await recordPendingRestore(t.database.db, dataDir, t.app.log);
        // A start that died before removing the marker: the next one records nothing more.
        fs.writeFileSync(path.join(dataDir, 'restored-backup.json'), marker);
        await recordPendingRestore(t.database.db, dataDir, t.app.log);
      });
      const restored = (
        await t.call('GET', '/api/admin/journal?action=backup.restored', { cookie: admin })
      ).json() as AdminJournalEntry[];
      expect(entries.map((entry) => entry.action)).toEqual(['backup.restored']);
      expect(restored).toHaveLength(1);
      expect(restored[0]).toMatchObject({
        actorId: null,
        actorName: 'npm run restore',
        ip: null,
        targetLabel: 'gestion-logistique-2026-11-20T10-00-00-000Z.tar.gz',
        at: '2026-11-26T08:00:00.000Z',
      });
      expect(fs.existsSync(path.join(dataDir, 'restored-backup.json'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('filters by person, action and Paris days, pages by 50, and exports the same as CSV', async () => {
    // 55 entries by the other account, on 2026-03-10 (Paris), the last one at 23:30 Paris (22:30 UTC).
    const other = await t.createUser({ firstName: 'Paula', lastName: 'Pagès' });
    await t.database.db.insert(adminJournal).values(
      Array.from({ length: 55 }, (_, i) => ({
        at: new Date(Date.UTC(2026, 2, 10, 8, 0, i)),
        actorId: other.id,
        actorName: 'Paula Pagès',
        actorEmail: other.email,
        ip: '10.0.0.1',
        action: 'carrier.updated',
        targetLabel: `Transporteur ${i}`,
        changes: { name: { from: `T${i}`, to: `=T${i}` } },
      })),
    );
    await t.database.db.insert(adminJournal).values({
      at: new Date(Date.UTC(2026, 2, 10, 22, 30)),
      actorId: other.id,
      actorName: 'Paula Pagès',
      action: 'settings.general',
    });
    const get = (query: string) => t.call('GET', `/api/admin/journal?${query}`, { cookie: admin });

    const first = await get(`actor=${other.id}`);
    expect(first.json()).toHaveLength(50);
    expect(first.json()[0].action).toBe('settings.general');
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const second = await get(`actor=${other.id}&cursor=${cursor}`);
    expect(second.json()).toHaveLength(6);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const ids = [...first.json(), ...second.json()].map((entry: AdminJournalEntry) => entry.id);
    expect(new Set(ids).size).toBe(56);

    expect((await get(`actor=${other.id}&action=settings.general`)).json()).toHaveLength(1);
    // 22:30 UTC on the 10th is 23:30 in Paris: still the 10th, not the 11th.
    expect((await get(`actor=${other.id}&from=2026-03-11`)).json()).toHaveLength(0);
    expect((await get(`actor=${other.id}&from=2026-03-10&to=2026-03-10`)).json()).toHaveLength(50);
    expect((await get(`actor=${other.id}&to=2026-03-09`)).json()).toHaveLength(0);

    const bad = await get('actor=abc&action=nope&from=2026-02-30&cursor=%21');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'actor', 'cursor', 'from']);
    const reversed = await get('from=2026-03-11&to=2026-03-10');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toMatch(/date de fin/);
    const forged = await get(`cursor=${Buffer.from('[1,2]').toString('base64url')}`);
    expect(forged.statusCode).toBe(400);

    const csv = readCsvDownload(
      await t.call('GET', `/api/admin/journal/export.csv?actor=${other.id}&action=carrier.updated`, {
        cookie: admin,
      }),
      /^attachment; filename="journal-administration-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers).toEqual([
      'Date',
      'Personne',
      'Email',
      'Adresse IP',
      'Action',
      'Objet',
      'Modifications',
    ]);
    expect(csv.rows).toHaveLength(55);
    expect(csv.rows[0]).toMatchObject({
      Date: '10/03/2026 09:00',
      Personne: 'Paula Pagès',
      'Adresse IP': '10.0.0.1',
      Action: 'Transporteur modifié',
      Objet: 'Transporteur 54',
      Modifications: 'Nom\u00a0: T54 → =T54',
    });

    const actors = (await t.call('GET', '/api/admin/journal/actors', { cookie: admin })).json();
    expect(actors).toEqual(
      expect.arrayContaining([{ id: other.id, name: 'Paula Pagès', username: other.username }]),
    );
  });

  it('is for administrators only, and nothing edits or deletes it', async () => {
    for (const url of ['/api/admin/journal', '/api/admin/journal/export.csv', '/api/admin/journal/actors']) {
      expect((await t.call('GET', url)).statusCode).toBe(401);
      const refused = await t.call('GET', url, { cookie: user });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/administrateur/i);
    }
    const [entry] = (
      await t.call('GET', '/api/admin/journal', { cookie: admin })
    ).json() as AdminJournalEntry[];
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      for (const url of ['/api/admin/journal', `/api/admin/journal/${entry?.id}`]) {
        expect([404, 405]).toContain((await t.call(method, url, { cookie: admin, payload: {} })).statusCode);
      }
    }
    await expect(
      t.database.db
        .update(adminJournal)
        .set({ action: 'user.created' })
        .where(eq(adminJournal.id, entry?.id ?? 0)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(adminJournal).where(eq(adminJournal.id, entry?.id ?? 0)),
    ).rejects.toThrow();
    const still = await t.database.db
      .select()
      .from(adminJournal)
      .where(eq(adminJournal.id, entry?.id ?? 0));
    expect(still).toHaveLength(1);
    // The message says why, in French.
    const error = await t.database.db
      .execute(sql`UPDATE admin_journal SET ip = 'x'`)
      .catch((e: unknown) => e);
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/ni modifié ni supprimé/);
  });

  it('keeps the entries of an account removed, with its name (the foreign key sets null)', async () => {
    const gone = await t.createUser({ firstName: 'Gaston', lastName: 'Parti' });
    await t.database.db.insert(adminJournal).values({
      actorId: gone.id,
      actorName: 'Gaston Parti',
      action: 'carrier.created',
    });
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const rows = await t.database.db
      .select()
      .from(adminJournal)
      .where(eq(adminJournal.actorName, 'Gaston Parti'));
    expect(rows).toEqual([expect.objectContaining({ actorId: null, actorName: 'Gaston Parti' })]);
  });
});
