import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginFailures } from '../../db/schema';

export async function countFailuresSince(
  db: Executor,
  since: Date,
  by: { username: string } | { ip: string },
) {
  const key = 'username' in by ? eq(loginFailures.username, by.username) : eq(loginFailures.ip, by.ip);
  const [row] = await db
    .select({ value: count() })
    .from(loginFailures)
    .where(and(key, gt(loginFailures.createdAt, since)));
  return row?.value ?? 0;
}

export async function recordFailure(db: Executor, username: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ username, ip });
}

export async function clearUsernameFailures(db: Executor, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}

export async function deleteFailuresBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}
