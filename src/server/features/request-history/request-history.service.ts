/**
 * A request's history: the events the triggers recorded (creation, edits, decision) merged with its mails,
 * oldest first. The mails are not copied into the history: the notification outbox already records each
 * one's state, so the history reads it and can never disagree with what was sent.
 */

import { clientMailMoments } from '@shared/fulfilment/fulfilment-stages';
import { mailMessages } from '@shared/mail/mail.schema';
import {
  clientMailKind,
  type FieldChange,
  type HistoryMailKind,
  type LotEntry,
  type MailEntry,
  type RequestHistoryEntry,
} from '@shared/requests/request-history';
import type { RequestKind } from '@shared/requests/request-kinds';
import { requestMessages } from '@shared/requests/request-list.schema';
import { isAdmin } from '@shared/users/user-roles';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { UserRow } from '../users/users.repository';
import {
  findHistory,
  findMails,
  type HistoryRow,
  type MailRow,
  requestExists,
} from './request-history.repository';

/** A delivery's reason is short French text; a long one (a server's answer quoted) is cut. */
const MAX_REASON_LENGTH = 200;

interface Sortable {
  entry: RequestHistoryEntry;
  time: number;
  /** At the same instant, what the request's transaction recorded comes before the mail it queued. */
  source: 0 | 1;
  seq: number;
}

/** One recorded event as the API answers it (also a packaging request's: packaging-requests.service.ts). */
export function historyEntry(row: HistoryRow): RequestHistoryEntry {
  const base = { id: `h${row.id}`, at: row.createdAt.toISOString(), actorName: row.actorName };
  const details = row.details as Record<string, unknown>;
  switch (row.event) {
    case 'edited':
      return { ...base, event: 'edited', changes: details as Record<string, FieldChange> };
    case 'stage':
      return {
        ...base,
        event: 'stage',
        from: typeof details.from === 'string' ? details.from : null,
        to: String(details.to),
        fields: (details.fields ?? {}) as Record<string, unknown>,
        removed: Array.isArray(details.removed) ? details.removed.map(String) : [],
      };
    case 'corrected':
      return {
        ...base,
        event: 'corrected',
        stage: String(details.stage),
        changes: (details.changes ?? {}) as Record<string, FieldChange>,
      };
    case 'lot':
      return {
        ...base,
        event: 'lot',
        action: String(details.action) as LotEntry['action'],
        ...(typeof details.count === 'number' ? { count: details.count } : {}),
        ...(typeof details.fileName === 'string' ? { fileName: details.fileName } : {}),
        ...(typeof details.unmatched === 'number' ? { unmatched: details.unmatched } : {}),
        ...(typeof details.number === 'string' ? { number: details.number } : {}),
        ...(typeof details.replaced === 'string' ? { replaced: details.replaced } : {}),
      };
    case 'decided':
      return {
        ...base,
        event: 'decided',
        status: String(details.status),
        rejectionReason: typeof details.rejectionReason === 'string' ? details.rejectionReason : null,
      };
    default:
      return { ...base, event: 'created' };
  }
}

const mailKinds: ReadonlySet<string> = new Set<HistoryMailKind>([
  'request-created',
  'request-decided',
  ...clientMailMoments.map(clientMailKind),
]);

/** The outbox row's kind as the history names it (a kind this server does not know: the team's mail). */
const mailKindOf = (kind: string): HistoryMailKind =>
  mailKinds.has(kind) ? (kind as HistoryMailKind) : 'request-created';

/**
 * A mail's events: queued when its row was written (with the request), then sent or failed; a mail not sent
 * on purpose (mail not configured then, or the recipient turned these mails off meanwhile) is one "skipped"
 * event.
 */
function mailEntries(row: MailRow, admin: boolean): MailEntry[] {
  const id = `m${row.id}`;
  const base = { mail: mailKindOf(row.kind), attempts: row.attempts };
  const reason = admin && row.lastError ? { reason: row.lastError.slice(0, MAX_REASON_LENGTH) } : {};
  const queuedAt = row.createdAt.toISOString();
  if (row.state === 'skipped') {
    const skippedBecause =
      row.lastError === mailMessages.notConfigured
        ? 'not-configured'
        : row.lastError?.startsWith(mailMessages.stalePrefix)
          ? 'stale'
          : 'other';
    return [{ id: `${id}-skipped`, at: queuedAt, event: 'mail-skipped', ...base, skippedBecause, ...reason }];
  }
  const waiting = row.state === 'queued' || row.state === 'sending';
  const queued: MailEntry = {
    id: `${id}-queued`,
    at: queuedAt,
    event: 'mail-queued',
    ...base,
    // Attempts and the last failure's reason say why a mail is still waiting; once it left, they belong to
    // its outcome.
    attempts: waiting ? row.attempts : 0,
    ...(waiting ? reason : {}),
  };
  if (row.state === 'sent') {
    const sentAt = (row.sentAt ?? row.lastAttemptAt ?? row.createdAt).toISOString();
    return [queued, { id: `${id}-sent`, at: sentAt, event: 'mail-sent', ...base }];
  }
  if (row.state === 'failed') {
    const failedAt = (row.lastAttemptAt ?? row.createdAt).toISOString();
    return [queued, { id: `${id}-failed`, at: failedAt, event: 'mail-failed', ...base, ...reason }];
  }
  return [queued];
}

export async function requestHistoryOf(
  db: Db,
  viewer: UserRow,
  kind: RequestKind,
  id: number,
): Promise<RequestHistoryEntry[]> {
  const [exists, history, mails] = await Promise.all([
    requestExists(db, kind, id),
    findHistory(db, kind, id),
    findMails(db, kind, id),
  ]);
  if (!exists) throw notFound(requestMessages.notFound);
  const admin = isAdmin(viewer);
  const merged: Sortable[] = [
    // An edit of columns the request does not answer (repository: changesByField) changed nothing it shows.
    ...history
      .filter((row) => row.event !== 'edited' || Object.keys(row.details).length > 0)
      .map((row, seq) => ({
        entry: historyEntry(row),
        time: row.createdAt.getTime(),
        source: 0 as const,
        seq,
      })),
    ...mails
      .flatMap((row) => mailEntries(row, admin))
      .map((entry, seq) => ({ entry, time: Date.parse(entry.at), source: 1 as const, seq })),
  ];
  merged.sort((a, b) => a.time - b.time || a.source - b.source || a.seq - b.seq);
  return merged.map((item) => item.entry);
}
