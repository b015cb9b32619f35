/**
 * A request's links to the clients directory (issue 23, decision 0065): `clientId` (a transport:
 * `senderClientId`, `recipientClientId`) names a client by key. The server checks each given id inside the
 * write's transaction and locks the client (FOR KEY SHARE) until it ends, so a deletion of that client waits
 * and then meets the request (its 409) instead of the insert failing on the foreign key.
 */
import { clientMessages } from '@shared/clients/client.constants';
import { messages } from '@shared/http/api-error';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { lockClients } from '../clients/clients.repository';

/** 400 on each field whose id is no client's; null and absent links need nothing. */
export async function checkClientLinks(
  tx: Executor,
  fields: readonly string[],
  input: Record<string, unknown>,
): Promise<void> {
  const links = fields.flatMap((field) => {
    const id = input[field];
    return typeof id === 'number' ? [{ field, id }] : [];
  });
  if (links.length === 0) return;
  const found = await lockClients(
    tx,
    links.map((link) => link.id),
  );
  const errors = Object.fromEntries(
    links.filter((link) => !found.has(link.id)).map((link) => [link.field, clientMessages.linkUnknown]),
  );
  if (Object.keys(errors).length > 0) throw badRequest(messages.validation, errors);
}
