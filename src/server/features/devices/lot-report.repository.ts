/** What the lot's report counts beyond the lot's summary: its devices per devenir, on devices_lot_idx. */
import type { LotKind } from '@shared/devices/device.constants';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { devices } from '../../db/schema';

/** Devices per devenir (`null`: not decided yet). */
export async function countByDisposition(
  db: Executor,
  lot: { kind: LotKind; id: number },
): Promise<Map<string | null, number>> {
  const rows = await db
    .select({ disposition: devices.disposition, n: count() })
    .from(devices)
    .where(and(eq(devices.kind, lot.kind), eq(devices.requestId, lot.id)))
    .groupBy(devices.disposition);
  return new Map(rows.map((row) => [row.disposition, row.n]));
}
