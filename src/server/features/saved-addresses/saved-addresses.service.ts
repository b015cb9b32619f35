/**
 * Settings › Adresses d'expédition: administrators add, edit and delete the shipping addresses pickups are
 * sent to. Each change is recorded in the administration journal in its own transaction (decision 0081).
 */
import type { SavedAddress, SavedAddressInput } from '@shared/settings/saved-address.schema';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/http-errors';
import { withIsoDates } from '../../lib/serialize';
import {
  changesBetween,
  type JournalContext,
  record,
  type UserJournalContext,
} from '../admin-journal/admin-journal.service';
import { staleVersion } from '../users/stale-version';
import * as repository from './saved-addresses.repository';

export const addressMessages = {
  notFound: 'Adresse introuvable.',
  inUse: "Cette adresse est utilisée par des demandes d'enlèvement\u00a0: elle ne peut pas être supprimée.",
} as const;

type AddressRow = Awaited<ReturnType<typeof repository.insertSavedAddress>>;

const addressTarget = (row: AddressRow) => ({ type: 'saved_address', id: row.id, label: row.name });
const addressFields = [
  'name',
  'companyName',
  'contactName',
  'contactEmail',
  'contactPhone',
  'deliveryAddress',
] as const;

export async function listAddresses(db: Db): Promise<SavedAddress[]> {
  return (await repository.listSavedAddresses(db)).map(withIsoDates);
}

export async function createAddress(
  db: Db,
  context: JournalContext,
  input: SavedAddressInput,
): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    const row = await repository.insertSavedAddress(tx, input);
    await record(tx, context, {
      action: 'saved_address.created',
      target: addressTarget(row),
      changes: changesBetween(undefined, row, addressFields),
    });
    return row;
  });
  return withIsoDates(row);
}

export async function updateAddress(
  db: Db,
  context: UserJournalContext,
  id: number,
  input: SavedAddressInput,
  version: number,
): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    const before = await repository.findSavedAddress(tx, id);
    const row = await repository.updateSavedAddress(tx, id, input, version, context.actor.id);
    if (row && before) {
      await record(tx, context, {
        action: 'saved_address.updated',
        target: addressTarget(row),
        changes: changesBetween(before, row, addressFields),
      });
    }
    return row;
  });
  if (!row) {
    const current = await repository.findSavedAddress(db, id);
    if (!current) throw notFound(addressMessages.notFound);
    throw await staleVersion(db, current);
  }
  return withIsoDates(row);
}

/** Pickup requests keep pointing at their delivery address, so a used address is never deleted. */
export async function deleteAddress(db: Db, context: JournalContext, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const row = await repository.findSavedAddress(tx, id);
      if (!row || !(await repository.deleteSavedAddress(tx, id))) throw notFound(addressMessages.notFound);
      await record(tx, context, { action: 'saved_address.deleted', target: addressTarget(row) });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(addressMessages.inUse);
    throw error;
  }
}
