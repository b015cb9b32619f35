/**
 * Receptions (request_receptions): what the warehouse counted when a request reached « Réceptionnée », with
 * what the request declared beside it. Written in the stage's transaction, removed if the stage is undone.
 */
import type { EquipmentQuantities } from '@shared/fulfilment/fulfilment-stages';
import type { WasteTags } from '@shared/fulfilment/waste';
import type { RequestKind } from '@shared/requests/request-kinds';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { requestReceptions } from '../../db/schema';

export interface ReceptionValues {
  kind: RequestKind;
  requestId: number;
  receivedBy: number;
  received: EquipmentQuantities | null;
  declared: EquipmentQuantities | null;
  unitsReceived: number | null;
  unitsDeclared: number | null;
  weightKg: number;
  weightEstimated: boolean;
  remark: string | null;
  /** What each category received (or a pickup's lot) became: the waste register's source. */
  wasteTags: WasteTags;
}

/** What the warehouse counted: the part of a reception a correction may change. */
export type CountedValues = Omit<
  ReceptionValues,
  'kind' | 'requestId' | 'receivedBy' | 'declared' | 'unitsDeclared'
>;

/** The columns of what was counted (not who counted it, nor what was declared). */
function countedColumns(values: CountedValues) {
  const { received } = values;
  return {
    computersReceived: received?.computersToCollect ?? null,
    pcFixesReceived: received?.pcFixesToCollect ?? null,
    phonesReceived: received?.phonesToCollect ?? null,
    tabletsReceived: received?.tabletsToCollect ?? null,
    screensReceived: received?.screensToCollect ?? null,
    d3eBoxesReceived: received?.d3eBoxes ?? null,
    unitsReceived: values.unitsReceived,
    weightKg: values.weightKg,
    weightEstimated: values.weightEstimated,
    remark: values.remark,
    wasteTags: values.wasteTags as Record<string, string>,
  };
}

export async function insertReception(db: Executor, values: ReceptionValues): Promise<void> {
  const { declared } = values;
  await db.insert(requestReceptions).values({
    kind: values.kind,
    requestId: values.requestId,
    receivedBy: values.receivedBy,
    ...countedColumns(values),
    computersDeclared: declared?.computersToCollect ?? null,
    pcFixesDeclared: declared?.pcFixesToCollect ?? null,
    phonesDeclared: declared?.phonesToCollect ?? null,
    tabletsDeclared: declared?.tabletsToCollect ?? null,
    screensDeclared: declared?.screensToCollect ?? null,
    d3eBoxesDeclared: declared?.d3eBoxes ?? null,
    unitsDeclared: values.unitsDeclared,
  });
}

/**
 * A corrected reception (issue 30 point 9): what was counted changes; who received it and what the request
 * declared stay.
 */
export async function correctReception(
  db: Executor,
  kind: RequestKind,
  requestId: number,
  values: CountedValues,
): Promise<void> {
  await db
    .update(requestReceptions)
    .set(countedColumns(values))
    .where(and(eq(requestReceptions.kind, kind), eq(requestReceptions.requestId, requestId)));
}

export async function deleteReception(db: Executor, kind: RequestKind, requestId: number): Promise<void> {
  await db
    .delete(requestReceptions)
    .where(and(eq(requestReceptions.kind, kind), eq(requestReceptions.requestId, requestId)));
}
