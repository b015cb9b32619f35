/**
 * The sign-in throttle's rows: one per attempt, written before its password is checked and deleted only
 * by a success, so they count the failures plus the attempts still being checked.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export interface AttemptKey {
  username: string;
  ip: string;
}

/** A 64-bit advisory lock key per throttle key ("login:ip:…"), the same in every app process. */
const advisoryKey = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0);

/**
 * Holds, until the transaction ends, the locks of the attempt's IP and username: every attempt that could
 * change one of its counts waits here, so counting and writing an attempt is atomic across connections
 * and processes. Taken one at a time in ascending key order, so two attempts can never deadlock.
 */
export async function lockAttemptKeys(tx: Executor, { username, ip }: AttemptKey): Promise<void> {
  const keys = [advisoryKey(`login:ip:${ip}`), advisoryKey(`login:username:${username}`)].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

/** The attempts since `since` of the username from this IP, from this IP, and of the username anywhere. */
export async function countAttemptsSince(tx: Executor, since: Date, { username, ip }: AttemptKey) {
  const sameUsername = eq(loginAttempts.username, username);
  const sameIp = eq(loginAttempts.ip, ip);
  const [row] = await tx
    .select({
      byUsernameAndIp: sql<number>`count(*) filter (where ${and(sameUsername, sameIp)})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${sameIp})`.mapWith(Number),
      byUsername: sql<number>`count(*) filter (where ${sameUsername})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(and(gt(loginAttempts.createdAt, since), or(sameUsername, sameIp)));
  return row ?? { byUsernameAndIp: 0, byIp: 0, byUsername: 0 };
}

export async function insertAttempt(tx: Executor, key: AttemptKey): Promise<void> {
  await tx.insert(loginAttempts).values(key);
}

/** After a success: this username's attempts from this IP are forgiven; those from elsewhere still count. */
export async function deleteAttempts(db: Executor, { username, ip }: AttemptKey): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.ip, ip)));
}

/** Forgets the attempts older than the window; returns how many. */
export async function deleteAttemptsBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, before))
    .returning({ id: loginAttempts.id });
  return deleted.length;
}
