/**
 * The clients directory's rules: CRUD, the search, and a client's requests of every kind. A client is
 * linked to requests by its company name (requests store the company as text, there is no foreign key),
 * so "requests refer to the client" means requests naming its company, whatever the case.
 */
import {
  type Client,
  type ClientRequestItem,
  type ClientValues,
  clientMessages,
} from '@shared/clients/client.schema';
import { pickupTypeLabels } from '@shared/requests/package-pickup.schema';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { withIsoDates } from '../../lib/serialize';
import * as repository from './clients.repository';

interface Paging {
  limit: number;
  offset: number;
}

export async function listClients(
  db: Db,
  { q, limit, offset }: Paging & { q?: string | undefined },
): Promise<{ items: Client[]; total: number }> {
  const [rows, total] = await Promise.all([
    repository.listClients(db, q, limit, offset),
    repository.countClients(db, q),
  ]);
  return { items: rows.map(withIsoDates), total };
}

export async function getClient(db: Db, id: number): Promise<Client> {
  const row = await repository.findClient(db, id);
  if (!row) throw notFound(clientMessages.notFound);
  return withIsoDates(row);
}

export async function createClient(db: Db, input: ClientValues): Promise<Client> {
  return withIsoDates(await repository.insertClient(db, input));
}

export async function updateClient(db: Db, id: number, input: ClientValues): Promise<Client> {
  const row = await repository.updateClient(db, id, input);
  if (!row) throw notFound(clientMessages.notFound);
  return withIsoDates(row);
}

/**
 * Refused (409) while requests name the client's company: the client's page is how the team finds them.
 * The client row is locked first, so a concurrent rename cannot slip between the check and the deletion.
 */
export async function deleteClient(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repository.findClientForUpdate(tx, id);
    if (!row) throw notFound(clientMessages.notFound);
    if (await repository.companyHasRequests(tx, row.companyName)) throw conflict(clientMessages.inUse);
    await repository.deleteClient(tx, id);
  });
}

const deliveryTypeLabels: Record<string, string> = { collecte: 'Collecte', livraison: 'Livraison' };

/** The line a client's page shows under a request's kind: who, and what it is about. */
function summaryOf(row: repository.ClientRequestRow): string {
  const parts: (string | null)[] = [];
  switch (row.kind) {
    case 'material-conditioning':
    case 'regional-collection':
      parts.push(row.contact, row.detail ? `Offre ${row.detail}` : null);
      break;
    case 'package-pickup':
      parts.push(row.contact, pickupTypeLabels[row.detail as keyof typeof pickupTypeLabels] ?? null);
      break;
    case 'delivery':
      parts.push(deliveryTypeLabels[row.contact ?? ''] ?? row.contact, row.detail);
      break;
    case 'collection':
      parts.push(row.contact, row.detail);
      break;
  }
  return parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');
}

export async function listClientRequests(
  db: Db,
  id: number,
  { limit, offset }: Paging,
): Promise<{ items: ClientRequestItem[]; total: number }> {
  const client = await repository.findClient(db, id);
  if (!client) throw notFound(clientMessages.notFound);
  const [rows, total] = await Promise.all([
    repository.listRequestsOfCompany(db, client.companyName, limit, offset),
    repository.countRequestsOfCompany(db, client.companyName),
  ]);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      status: row.status,
      createdAt: row.created_at,
      date: row.date,
      summary: summaryOf(row),
    })),
    total,
  };
}
