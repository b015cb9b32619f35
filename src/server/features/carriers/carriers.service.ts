/**
 * Settings › Transporteurs: everyone signed in reads the live carriers (the stage forms list them);
 * administrators add, edit and remove them. A carrier some request names is archived instead of deleted
 * (its foreign keys refuse the deletion): the requests keep showing it, new stages cannot choose it.
 */

import {
  type CarrierInput,
  type carrierInputSchema,
  carrierMessages,
} from '@shared/fulfilment/carrier.schema';
import type { Carrier } from '@shared/fulfilment/carriers';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/http-errors';
import {
  changesBetween,
  type JournalContext,
  record,
  type UserJournalContext,
} from '../admin-journal/admin-journal.service';
import { staleVersion } from '../users/stale-version';
import {
  archiveCarrier,
  type CarrierRow,
  deleteCarrierRow,
  findLiveCarrier,
  insertCarrier,
  listCarriers,
  updateCarrier,
} from './carriers.repository';

type CarrierValues = z.output<typeof carrierInputSchema>;

export const toCarrier = (row: CarrierRow): Carrier => ({
  id: row.id,
  name: row.name,
  trackingUrlTemplate: row.trackingUrlTemplate,
  siret: row.siret,
  wasteTransportReceipt: row.wasteTransportReceipt,
  version: row.version,
});

/** A second live carrier with the same name (any case) is refused by the unique index: one clear 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(carrierMessages.nameTaken, { name: carrierMessages.nameTaken });
    throw error;
  }
}

/**
 * The live carriers; with `all`, the archived ones too, each saying whether it is (the screens name the
 * carrier a request used, and link its number, even once it has left Settings).
 */
export async function carriersList(db: Db, { all = false } = {}): Promise<Carrier[]> {
  const rows = await listCarriers(db, { archived: all });
  return all
    ? rows.map((row) => ({ ...toCarrier(row), archived: row.archivedAt !== null }))
    : rows.map(toCarrier);
}

const carrierTarget = (row: CarrierRow) => ({ type: 'carrier', id: row.id, label: row.name });
const carrierFields = ['name', 'trackingUrlTemplate', 'siret', 'wasteTransportReceipt'] as const;

export async function createCarrier(db: Db, context: JournalContext, input: CarrierValues): Promise<Carrier> {
  const row = await db.transaction(async (tx) => {
    const row = await uniqueName(() => insertCarrier(tx, input));
    await record(tx, context, {
      action: 'carrier.created',
      target: carrierTarget(row),
      changes: changesBetween(undefined, row, carrierFields),
    });
    return row;
  });
  return toCarrier(row);
}

export async function editCarrier(
  db: Db,
  context: UserJournalContext,
  id: number,
  input: CarrierValues,
  version: number,
): Promise<Carrier> {
  const row = await db.transaction(async (tx) => {
    const before = await findLiveCarrier(tx, id);
    const row = await uniqueName(() => updateCarrier(tx, id, input, version, context.actor.id));
    if (row && before) {
      await record(tx, context, {
        action: 'carrier.updated',
        target: carrierTarget(row),
        changes: changesBetween(before, row, carrierFields),
      });
    }
    return row;
  });
  if (!row) {
    const current = await findLiveCarrier(db, id);
    if (!current) throw notFound(carrierMessages.notFound);
    throw await staleVersion(db, current);
  }
  return toCarrier(row);
}

/** Deletes the carrier, or archives it when requests name it; 404 when there is no live one. */
export async function removeCarrier(db: Db, context: JournalContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const carrier = await findLiveCarrier(tx, id);
    if (!carrier) throw notFound(carrierMessages.notFound);
    let action: 'carrier.deleted' | 'carrier.archived' = 'carrier.deleted';
    try {
      // A savepoint: the refused deletion must not abort the transaction that archives instead.
      const deleted = await tx.transaction((savepoint) => deleteCarrierRow(savepoint, id));
      if (!deleted) throw notFound(carrierMessages.notFound);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      if (!(await archiveCarrier(tx, id))) throw notFound(carrierMessages.notFound);
      action = 'carrier.archived';
    }
    await record(tx, context, { action, target: carrierTarget(carrier) });
  });
}

export type { CarrierInput };
