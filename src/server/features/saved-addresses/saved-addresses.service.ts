import type { SavedAddress, SavedAddressInput } from '@shared/settings/saved-address.schema';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/http-errors';
import { withIsoDates } from '../../lib/serialize';
import { staleVersion } from '../../lib/stale-version';
import * as repository from './saved-addresses.repository';

export const addressMessages = {
  notFound: 'Adresse introuvable.',
  inUse: "Cette adresse est utilisée par des demandes d'enlèvement\u00a0: elle ne peut pas être supprimée.",
} as const;

export async function listAddresses(db: Db): Promise<SavedAddress[]> {
  return (await repository.listSavedAddresses(db)).map(withIsoDates);
}

export async function createAddress(db: Db, input: SavedAddressInput): Promise<SavedAddress> {
  return withIsoDates(await repository.insertSavedAddress(db, input));
}

export async function updateAddress(
  db: Db,
  editor: { id: number },
  id: number,
  input: SavedAddressInput,
  version: number,
): Promise<SavedAddress> {
  const row = await repository.updateSavedAddress(db, id, input, version, editor.id);
  if (!row) {
    const current = await repository.findSavedAddress(db, id);
    if (!current) throw notFound(addressMessages.notFound);
    throw await staleVersion(db, current);
  }
  return withIsoDates(row);
}

/** Pickup requests keep pointing at their delivery address, so a used address is never deleted. */
export async function deleteAddress(db: Db, id: number): Promise<void> {
  try {
    if (!(await repository.deleteSavedAddress(db, id))) throw notFound(addressMessages.notFound);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(addressMessages.inUse);
    throw error;
  }
}
