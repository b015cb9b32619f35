/** The rows of a raw statement (`db.execute`): node-postgres and PGlite both answer `{rows}`. */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
