import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { buildTestApp } from './build-test-app';
import { putCurrent } from './put-current';
import { openTestDatabase } from './test-database';

/** Every row of every table and every sequence's position: what a test may find in a new database. */
async function contents(database: Database) {
  const result = (await database.db.execute(sql`
    SELECT json_build_object(
      'tables', (SELECT json_object_agg(c.relname, (xpath('/row/n/text()',
          query_to_xml(format('SELECT md5(coalesce(string_agg(t::text, %L ORDER BY t::text), %L)) AS n FROM %I t',
            ',', '', c.relname), false, false, '')))[1]::text)
        FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'),
      'sequences', (SELECT json_object_agg(sequencename, last_value) FROM pg_sequences WHERE schemaname = 'public')
    ) AS snapshot`)) as unknown as { rows: { snapshot: unknown }[] };
  return result.rows[0]?.snapshot;
}

describe('a test database kept for the next test', () => {
  it('comes back as the migrated template was, whatever the test before wrote', async () => {
    const first = await openTestDatabase();
    const before = await contents(first);
    await first.close();

    const t = await buildTestApp();
    const { admin } = await t.signInAdminAndUser();
    const settings = await putCurrent(t, '/api/notification-settings', {
      cookie: admin,
      payload: { notificationEmail: 'changee@example.test' },
    });
    expect(settings.statusCode).toBe(200);
    expect(await contents(t.database)).not.toEqual(before);
    await t.close();

    const again = await openTestDatabase();
    expect(await contents(again)).toEqual(before);
    await again.close();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'comes back even when a session the test left open holds a lock on a table',
    async () => {
      const first = await openTestDatabase();
      const before = await contents(first);
      const leftOpen = new pg.Client({ connectionString: first.url });
      leftOpen.on('error', () => {});
      await leftOpen.connect();
      await leftOpen.query('BEGIN');
      await leftOpen.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      await first.close();

      const again = await openTestDatabase();
      expect(again.url).toBe(first.url);
      expect(await contents(again)).toEqual(before);
      await again.close();
      await leftOpen.end().catch(() => {});
    },
  );
});
