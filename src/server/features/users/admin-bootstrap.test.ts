import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../../db/client';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { openTestDatabase } from '../../test/test-database';
import { bootstrapFirstAdmin } from './admin-bootstrap';

let database: Database;
afterEach(() => database.close());

const fakeLog = () =>
  ({ info: vi.fn(), warn: vi.fn() }) as unknown as Parameters<typeof bootstrapFirstAdmin>[2];

describe('bootstrapFirstAdmin', () => {
  it('creates the administrator from the configured name and password on an empty database', async () => {
    database = await openTestDatabase();
    await database.migrate((db) =>
      bootstrapFirstAdmin(db, { username: 'chef', password: 'mot-de-passe', email: undefined }, fakeLog()),
    );
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'chef', role: 'admin', isActive: true });
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'mot-de-passe')).toBe(true);
  });

  it('generates a random password and logs it once when none is configured', async () => {
    database = await openTestDatabase();
    const log = fakeLog();
    await database.migrate((db) =>
      bootstrapFirstAdmin(db, { username: 'admin', password: undefined, email: undefined }, log),
    );
    const warn = vi.mocked(log.warn);
    expect(warn).toHaveBeenCalledTimes(1);
    const { password } = (warn.mock.calls[0] ?? [])[0] as unknown as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(16);
    const [row] = await database.db.select().from(users);
    expect(await verifyPassword(row?.passwordHash ?? '', password)).toBe(true);

    // A second start changes nothing and prints nothing.
    await bootstrapFirstAdmin(database.db, { username: 'admin', password: undefined, email: undefined }, log);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'creates exactly one administrator when several processes start together on one PostgreSQL',
    async () => {
      // Empty: the four processes migrate it together too.
      const shared = await openTestDatabase({ empty: true });
      database = shared;
      const processes = Array.from({ length: 4 }, () => openPostgres(shared.url as string, 2));
      try {
        await Promise.all(
          processes.map((p) =>
            p.migrate((db) =>
              bootstrapFirstAdmin(
                db,
                { username: 'admin', password: 'secret-123', email: undefined },
                fakeLog(),
              ),
            ),
          ),
        );
      } finally {
        await Promise.all(processes.map((p) => p.close()));
      }
      expect(await database.db.select().from(users)).toHaveLength(1);
    },
  );
});
