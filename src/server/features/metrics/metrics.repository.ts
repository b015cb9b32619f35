import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface OutboxFigures {
  /** Rows still to send (queued or being sent). */
  pending: number;
  /** Age in seconds of the oldest of them; 0 when none. */
  oldestPendingSeconds: number;
  /** Rows that gave up (shown in Settings until « Réessayer »). */
  failed: number;
}

/**
 * The mail outbox at scrape time, in one statement: the two first figures read the partial index of the
 * rows still to send, the last the state index; the sent rows, which grow for years, are never counted.
 */
export async function outboxFigures(db: Db): Promise<OutboxFigures> {
  const result = (await db.execute(sql`
    SELECT
      (SELECT count(*) FROM notification_outbox WHERE state IN ('queued', 'sending'))::int AS pending,
      (SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0) FROM notification_outbox
        WHERE state IN ('queued', 'sending'))::float8 AS "oldestPendingSeconds",
      (SELECT count(*) FROM notification_outbox WHERE state = 'failed')::int AS failed`)) as unknown as {
    rows: OutboxFigures[];
  };
  const [row] = result.rows;
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: Number(row?.oldestPendingSeconds ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}
