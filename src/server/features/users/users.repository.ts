import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { Paging } from '../../http/route-schemas';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function findUserById(db: Executor, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Usernames are matched case-insensitively (the unique index is on lower(username)). */
export function findUserByUsername(db: Executor, username: string) {
  return db.query.users.findFirst({ where: eq(sql`lower(${users.username})`, username.toLowerCase()) });
}

/** Emails are matched case-insensitively (the unique index is on lower(email)). */
export function findUserByEmail(db: Executor, email: string) {
  return db.query.users.findFirst({ where: eq(sql`lower(${users.email})`, email.toLowerCase()) });
}

export function findUserByGoogleSubject(db: Executor, subject: string) {
  return db.query.users.findFirst({ where: eq(users.googleSubject, subject) });
}

/**
 * Links the account to a Google subject only if it is linked to none yet: of two sign-ins racing to link
 * one account, one wins and the other gets undefined (and looks again).
 */
export async function linkGoogleSubject(db: Executor, id: number, subject: string) {
  const [row] = await db
    .update(users)
    .set({ googleSubject: subject })
    .where(and(eq(users.id, id), isNull(users.googleSubject)))
    .returning();
  return row;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: Executor, id: number, values: Partial<NewUserRow>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** An edit that writes only if the account is still at `version` (decision 0076); `editorId`: who. */
export async function updateUserAtVersion(
  db: Executor,
  id: number,
  values: Partial<NewUserRow>,
  version: number,
  editorId: number,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedBy: editorId })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning();
  return row;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export function listUsers(db: Executor, { limit, offset }: Paging) {
  return db
    .select()
    .from(users)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(limit)
    .offset(offset);
}

/** Ids of the active administrators, locked until the transaction ends (the last-admin guard). */
export async function lockActiveAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .for('update');
  return rows.map((row) => row.id);
}
