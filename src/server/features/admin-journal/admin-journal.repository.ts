/** The administration journal's SQL (decision 0081): append, and read newest first by keyset. */
import type { AdminJournalFilters } from '@shared/admin-journal/admin-journal.schema';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminJournal, users } from '../../db/schema';

export type AdminJournalRow = typeof adminJournal.$inferSelect;
export type NewAdminJournalRow = typeof adminJournal.$inferInsert;

export async function insertJournalEntry(db: Executor, values: NewAdminJournalRow): Promise<void> {
  await db.insert(adminJournal).values(values);
}

/** `at` as UTC text to the microsecond: the cursor's key (a JS Date would lose the microseconds). */
const atText = sql<string>`to_char(${adminJournal.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const parisDayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Europe/Paris')`;
const parisDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`;

export interface JournalPosition {
  /** `at`, UTC text to the microsecond. */
  sortKey: string;
  id: number;
}

/**
 * One page newest first (at, id), after `after`; the indexes (at, id), (actor_id, at, id) and
 * (action, at, id) serve each filter.
 */
export function listJournalPage(
  db: Executor,
  filters: Omit<AdminJournalFilters, 'cursor'>,
  after: JournalPosition | undefined,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [
    filters.actor === undefined ? undefined : eq(adminJournal.actorId, filters.actor),
    filters.action === undefined ? undefined : eq(adminJournal.action, filters.action),
    filters.from === undefined ? undefined : sql`${adminJournal.at} >= ${parisDayStart(filters.from)}`,
    filters.to === undefined ? undefined : sql`${adminJournal.at} < ${parisDayEnd(filters.to)}`,
    after === undefined
      ? undefined
      : sql`(${adminJournal.at}, ${adminJournal.id}) < (${after.sortKey}::timestamptz, ${after.id})`,
  ];
  return db
    .select({ row: adminJournal, sortKey: atText })
    .from(adminJournal)
    .where(and(...conditions))
    .orderBy(desc(adminJournal.at), desc(adminJournal.id))
    .limit(limit);
}

/** Everyone who may have acted: the accounts, by name (the « Personne » filter). */
export function listAccounts(db: Executor) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
}

/** Whether an entry of `action` names `targetId` already (a restore's marker recorded once). */
export async function hasEntry(db: Executor, action: string, targetId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminJournal.id })
    .from(adminJournal)
    .where(and(eq(adminJournal.action, action), eq(adminJournal.targetId, targetId)))
    .limit(1);
  return row !== undefined;
}
