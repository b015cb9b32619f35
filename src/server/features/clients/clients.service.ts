/**
 * The clients directory's rules: CRUD, the search, and a client's requests of every kind. Requests belong
 * to a client by key (issue 23, decision 0065): `client_id` (a transport: either party's), a foreign key
 * that refuses the client's deletion while a request links it. Renaming a client changes none of them.
 */
import {
  CLIENT_DOCUMENTS_LIMIT,
  CLIENT_MATCHES_SHOWN,
  type Client,
  type ClientActivity,
  type ClientCreateValues,
  type ClientFromRequest,
  type ClientMatchingRequests,
  type ClientRequestItem,
  type ClientRequestKind,
  type ClientValues,
  clientMessages,
  type ReceivedFigure,
  receivedFigures,
} from '@shared/clients/client.schema';
import { ATTESTATION_STAGE, documentPath, documentTitle, kindDocuments } from '@shared/documents/documents';
import { messages } from '@shared/http/api-error';
import { parisToday } from '@shared/paris-day';
import { pickupTypeLabels } from '@shared/requests/package-pickup.schema';
import { requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { requestMessages } from '@shared/requests/request-list.schema';
import type { Db, Executor } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { withIsoDates } from '../../lib/serialize';
import { actAs } from '../request-history/actor';
import { staleVersion } from '../users/stale-version';
import { findMatchingRequests, linkMatchingRequests } from './client-matches.repository';
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

/** The link column a « Enregistrer ce client » sets: a transport's party's, any other kind's client_id. */
function linkColumnOf(fromRequest: ClientFromRequest, field = 'fromRequest.party'): string {
  const { kind, party } = fromRequest;
  if (kind === 'delivery') {
    if (!party) throw badRequest(messages.validation, { [field]: clientMessages.partyRequired });
    return party === 'sender' ? 'sender_client_id' : 'recipient_client_id';
  }
  if (party) throw badRequest(messages.validation, { [field]: clientMessages.partyForbidden });
  return 'client_id';
}

/**
 * A new client; with `fromRequest` (« Enregistrer ce client »), that request is linked to it in the same
 * transaction, whatever its status (a link is not an edit of the request: the history records it as a
 * change of « Client lié » by the caller). An unknown request: 404, and no client is created.
 */
export async function createClient(
  db: Db,
  author: { id: number },
  { fromRequest, ...values }: ClientCreateValues,
): Promise<Client> {
  const link = fromRequest ? linkColumnOf(fromRequest) : null;
  return db.transaction(async (tx) => {
    await refuseDuplicate(tx, values);
    const row = await repository.insertClient(tx, values);
    if (!fromRequest || !link) return withIsoDates(row);
    await actAs(tx, author);
    if (!(await repository.linkRequest(tx, fromRequest.kind, fromRequest.id, link, row.id))) {
      throw notFound(requestMessages.notFound);
    }
    return withIsoDates(row);
  });
}

/**
 * Links a request (a transport: one party) to the client, or re-links it from another one, whatever its
 * status (issue 30 point 3): the history records the change of « Client lié » by the caller. 404 when the
 * client or the request does not exist; the client is locked (FOR KEY SHARE) so its deletion waits.
 */
export async function linkRequestToClient(
  db: Db,
  author: { id: number },
  clientId: number,
  request: ClientFromRequest,
): Promise<void> {
  const link = linkColumnOf(request, 'party');
  await db.transaction(async (tx) => {
    if (!(await repository.lockClients(tx, [clientId])).has(clientId))
      throw notFound(clientMessages.notFound);
    await actAs(tx, author);
    if (!(await repository.linkRequest(tx, request.kind, request.id, link, clientId))) {
      throw notFound(requestMessages.notFound);
    }
  });
}

/** The requests of the client's company at its address that no client owns (issue 30 point 3). */
export async function matchingRequests(db: Db, clientId: number): Promise<ClientMatchingRequests> {
  const client = await getClient(db, clientId);
  const { rows, total } = await findMatchingRequests(
    db,
    client.companyName,
    client.companyAddress,
    CLIENT_MATCHES_SHOWN,
  );
  return { total, items: rows };
}

/** Links them all in one transaction, the client locked; answers how many were linked. */
export async function claimMatchingRequests(
  db: Db,
  author: { id: number },
  clientId: number,
): Promise<{ linked: number }> {
  return db.transaction(async (tx) => {
    const client = await repository.findClientForUpdate(tx, clientId);
    if (!client) throw notFound(clientMessages.notFound);
    await actAs(tx, author);
    return { linked: await linkMatchingRequests(tx, clientId, client.companyName, client.companyAddress) };
  });
}

/**
 * One client per company and address (decision 0074): compared as the search compares them (case, accents
 * and punctuation aside). The advisory lock makes concurrent creations of the same pair wait for each
 * other, so the second one sees the first; 409 names the client that exists.
 */
async function refuseDuplicate(tx: Executor, values: ClientValues, exceptId?: number) {
  await repository.lockClientIdentity(tx, values.companyName, values.companyAddress);
  const existing = await repository.findSameClient(tx, values.companyName, values.companyAddress, exceptId);
  if (existing !== undefined) throw conflict(clientMessages.duplicate, undefined, { clientId: existing });
}

export async function updateClient(
  db: Db,
  editor: { id: number },
  id: number,
  input: ClientValues,
  version: number,
): Promise<Client> {
  const row = await db.transaction(async (tx) => {
    // An edit that keeps its company and address is never refused: a database of an older release may
    // hold duplicates, and each must stay editable (its phone, its contact).
    if (!(await repository.keepsIdentity(tx, id, input.companyName, input.companyAddress))) {
      await refuseDuplicate(tx, input, id);
    }
    return repository.updateClient(tx, id, input, version, editor.id);
  });
  if (!row) {
    const current = await repository.findClient(db, id);
    if (!current) throw notFound(clientMessages.notFound);
    // Stale (decision 0076): who saved the last edit, and when.
    throw await staleVersion(db, current);
  }
  return withIsoDates(row);
}

/**
 * Refused (409) while requests are linked to the client: the client's page is how the team finds them.
 * The client row is locked first (a request linking it waits, client-links.ts); should a link slip in all
 * the same, the foreign key (ON DELETE RESTRICT) refuses the deletion, answered with the same 409.
 */
export async function deleteClient(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const row = await repository.findClientForUpdate(tx, id);
      if (!row) throw notFound(clientMessages.notFound);
      if (await repository.clientHasRequests(tx, id)) throw conflict(clientMessages.inUse);
      await repository.deleteClient(tx, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(clientMessages.inUse);
    throw error;
  }
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
    repository.listRequestsOfClient(db, id, limit, offset),
    repository.countRequestsOfClient(db, id),
  ]);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      reference: row.reference,
      status: row.status,
      stage: row.stage,
      createdAt: row.created_at,
      date: row.date,
      summary: summaryOf(row),
    })),
    total,
  };
}

/** The kinds whose requests the warehouse receives and attests (their documents include the attestation). */
const attestedKinds: readonly ClientRequestKind[] = requestKinds.filter((kind) =>
  kindDocuments[kind].includes('attestation'),
);

/**
 * A client's activity (GET /api/clients/{id}/activity): what the warehouse received from it per category
 * this year and last (Paris years; a year without reception answers zeros), and its latest attestations
 * (received requests), at most CLIENT_DOCUMENTS_LIMIT with their total.
 */
export async function clientActivity(db: Db, id: number, now: Date = new Date()): Promise<ClientActivity> {
  const client = await repository.findClient(db, id);
  if (!client) throw notFound(clientMessages.notFound);
  const thisYear = Number(parisToday(now).slice(0, 4));
  const years = [thisYear, thisYear - 1];
  const [sums, received] = await Promise.all([
    repository.receivedByYear(db, id, attestedKinds, `${thisYear - 1}-01-01`),
    repository.requestsAtStage(db, id, attestedKinds, ATTESTATION_STAGE, CLIENT_DOCUMENTS_LIMIT),
  ]);
  return {
    received: years.map((year) => {
      const row = sums.find((sum) => Number(sum.year) === year);
      const quantities = Object.fromEntries(
        receivedFigures.map((figure) => [figure, Number(row?.[repository.receivedColumns[figure]] ?? 0)]),
      ) as Record<ReceivedFigure, number>;
      return { year, quantities };
    }),
    documents: received.rows.map((row) => ({
      kind: row.kind,
      requestId: Number(row.id),
      name: 'attestation',
      title: documentTitle(row.kind, 'attestation'),
      url: documentPath(requestApiPaths[row.kind], Number(row.id), 'attestation'),
      date: row.stage_at,
    })),
    documentsTotal: received.total,
  };
}
