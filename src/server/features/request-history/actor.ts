/**
 * Who is acting, for the history triggers (drizzle/0008): a transaction-local setting the trigger reads. Set
 * at the start of a transaction that writes a request; it ends with the transaction, so a pooled connection
 * never carries one user's id into another's statements.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export async function actAs(tx: Executor, user: { id: number }): Promise<void> {
  await tx.execute(sql`select set_config('app.actor_id', ${String(user.id)}, true)`);
}
