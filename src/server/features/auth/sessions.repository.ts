import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: Executor,
  values: { id: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live session and its active user; expired (idle or absolute) or deactivated ones are not found. */
export async function findLiveSession(db: Executor, id: string, idleSince: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, new Date()),
        gt(sessions.lastSeenAt, idleSince),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, id: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, except optionally the one making the request. */
export async function deleteUserSessions(db: Executor, userId: number, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Executor, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleSince)));
}
