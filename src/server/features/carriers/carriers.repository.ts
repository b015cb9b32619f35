/** The carriers table (Settings › Transporteurs); live ones are those not archived. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema';

export type CarrierRow = typeof carriers.$inferSelect;
export type CarrierValues = Pick<
  typeof carriers.$inferInsert,
  'name' | 'trackingUrlTemplate' | 'siret' | 'wasteTransportReceipt'
>;

const live = isNull(carriers.archivedAt);

/** The live carriers (or all of them, archived ones too), by name: a short list, answered whole. */
export function listCarriers(db: Executor, { archived = false } = {}): Promise<CarrierRow[]> {
  return db
    .select()
    .from(carriers)
    .where(archived ? undefined : live)
    .orderBy(asc(sql`lower(${carriers.name})`), asc(carriers.id));
}

/** A carrier, archived ones included (a request's suivi keeps naming the carrier it used). */
export async function findCarrier(db: Executor, id: number): Promise<CarrierRow | undefined> {
  const [row] = await db.select().from(carriers).where(eq(carriers.id, id));
  return row;
}

/** A live carrier, the only ones a new stage may name. */
export async function findLiveCarrier(db: Executor, id: number): Promise<CarrierRow | undefined> {
  const [row] = await db
    .select()
    .from(carriers)
    .where(and(eq(carriers.id, id), live));
  return row;
}

export async function insertCarrier(db: Executor, values: CarrierValues): Promise<CarrierRow> {
  const [row] = await db.insert(carriers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Writes only if the carrier is still at `version` (decision 0076): one of concurrent edits writes. */
export async function updateCarrier(
  db: Executor,
  id: number,
  values: CarrierValues,
  version: number,
  editorId: number,
): Promise<CarrierRow | undefined> {
  const [row] = await db
    .update(carriers)
    .set({ ...values, updatedBy: editorId })
    .where(and(eq(carriers.id, id), live, eq(carriers.version, version)))
    .returning();
  return row;
}

/** Archives a live carrier; false when there is none by that id. */
export async function archiveCarrier(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(carriers)
    .set({ archivedAt: new Date() })
    .where(and(eq(carriers.id, id), live))
    .returning({ id: carriers.id });
  return rows.length > 0;
}

/** Deletes a live carrier; false when there is none. Refused by the database while a request names it. */
export async function deleteCarrierRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(carriers)
    .where(and(eq(carriers.id, id), live))
    .returning({ id: carriers.id });
  return rows.length > 0;
}
