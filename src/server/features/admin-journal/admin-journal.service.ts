/**
 * The administration journal (issue 24, decision 0081). Services call `record` inside the transaction of
 * the change they make, so an act and its entry are committed or rolled back together. `changes` never
 * holds a secret's value: a secret field is recorded as `{changed: true}`.
 */
import {
  ADMIN_JOURNAL_PAGE_SIZE,
  type AdminJournalAction,
  type AdminJournalActor,
  type AdminJournalChange,
  type AdminJournalEntry,
  type AdminJournalFilters,
  adminJournalActionLabels,
  describeJournalChanges,
} from '@shared/admin-journal/admin-journal.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { type CsvColumn, csvStream, EXPORT_PAGE_SIZE, keysetPages } from '../../lib/csv';
import { decodeListCursor, encodeListCursor } from '../../lib/list-cursor';
import {
  type AdminJournalRow,
  hasEntry,
  insertJournalEntry,
  type JournalPosition,
  listAccounts,
  listJournalPage,
} from './admin-journal.repository';
import { readRestoreMarker, removeRestoreMarker } from './restore-marker';

/** Fields whose values never enter the journal (only that they changed). */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'passwordHash',
  'odooPassword',
  'odooPasswordEncrypted',
  'refreshToken',
  'gmailRefreshTokenEncrypted',
  'accessToken',
  'clientSecret',
  'smtpPassword',
  'apiKey',
]);

/** Who acted and from where: the signed-in administrator and the request's address; null actor: the system. */
export interface JournalContext {
  actor: { id: number; username: string; email: string; firstName: string; lastName: string } | null;
  ip: string | null;
}

/** The context of a signed-in administrator's request (never the system). */
export type UserJournalContext = JournalContext & { actor: NonNullable<JournalContext['actor']> };

export interface JournalTarget {
  type: string;
  id: string | number | null;
  label: string | null;
}

export type JournalChanges = Record<string, AdminJournalChange>;

export const personName = (user: { username: string; firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** Appends one entry, in `tx` (the transaction of the change it records). */
export async function record(
  tx: Executor,
  context: JournalContext,
  entry: { action: AdminJournalAction; target?: JournalTarget | null; changes?: JournalChanges },
): Promise<void> {
  const { actor, ip } = context;
  await insertJournalEntry(tx, {
    actorId: actor?.id ?? null,
    actorName: actor ? personName(actor) : null,
    actorEmail: actor?.email ?? null,
    ip,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id === null || entry.target?.id === undefined ? null : String(entry.target.id),
    targetLabel: entry.target?.label ?? null,
    changes: entry.changes ?? {},
  });
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const same = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/**
 * `{field: {from, to}}` for each of `fields` that differs between `before` and `after` (a secret field:
 * `{changed: true}`). `before` undefined: a creation, every set field `{from: null, to}`.
 */
export function changesBetween<T extends object>(
  before: T | undefined,
  after: T,
  fields: readonly (keyof T & string)[],
): JournalChanges {
  const changes: JournalChanges = {};
  for (const field of fields) {
    const from = before ? (before[field] ?? null) : null;
    const to = after[field] ?? null;
    if (same(from, to)) continue;
    changes[field] = SECRET_FIELDS.has(field)
      ? { changed: true }
      : { from: comparable(from), to: comparable(to) };
  }
  return changes;
}

/** Marks secret fields as changed, whatever their values (an administrator typed a new password). */
export function secretChanges(fields: readonly string[]): JournalChanges {
  return Object.fromEntries(fields.map((field) => [field, { changed: true } as const]));
}

export const toJournalEntry = (row: AdminJournalRow): AdminJournalEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  actorEmail: row.actorEmail,
  ip: row.ip,
  action: row.action as AdminJournalAction,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  changes: row.changes as JournalChanges,
});

/** One page, newest first, and where the next starts (undefined: this was the last). */
export async function listJournal(
  db: Db,
  { cursor, ...filters }: AdminJournalFilters,
): Promise<{ items: AdminJournalEntry[]; nextCursor: string | undefined }> {
  const after = cursor ? decodeListCursor('createdAt', cursor, false) : undefined;
  const rows = await listJournalPage(
    db,
    filters,
    after && { sortKey: after.createdAt, id: after.id },
    ADMIN_JOURNAL_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, ADMIN_JOURNAL_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > ADMIN_JOURNAL_PAGE_SIZE && last
      ? encodeListCursor('createdAt', { createdAt: last.sortKey, id: last.row.id })
      : undefined;
  return { items: page.map(({ row }) => toJournalEntry(row)), nextCursor };
}

export async function journalActors(db: Db): Promise<AdminJournalActor[]> {
  return (await listAccounts(db)).map((account) => ({
    id: account.id,
    name: personName(account),
    username: account.username,
  }));
}

type ExportRow = AdminJournalRow & JournalPosition;

const exportColumns: CsvColumn<ExportRow>[] = [
  { header: 'Date', value: (row) => row.at },
  { header: 'Personne', value: (row) => row.actorName ?? 'Système' },
  { header: 'Email', value: (row) => row.actorEmail },
  { header: 'Adresse IP', value: (row) => row.ip },
  {
    header: 'Action',
    value: (row) => adminJournalActionLabels[row.action as AdminJournalAction] ?? row.action,
  },
  { header: 'Objet', value: (row) => row.targetLabel },
  {
    header: 'Modifications',
    value: (row) => describeJournalChanges(row.changes as JournalChanges).join('\n'),
  },
];

/** GET /api/admin/journal/export.csv: every entry the filters select, newest first, streamed by pages. */
export function exportJournal(
  db: Db,
  filters: Omit<AdminJournalFilters, 'cursor'>,
  pageSize: number = EXPORT_PAGE_SIZE,
) {
  return csvStream(
    exportColumns,
    keysetPages<ExportRow>(
      async (after, limit) =>
        (await listJournalPage(db, filters, after, limit)).map(({ row, sortKey }) => ({ ...row, sortKey })),
      pageSize,
    ),
  );
}

/**
 * At start, after migrations (bootstrap.ts): the restore `npm run restore` left a marker of becomes one
 * `backup.restored` entry (actor: the system), once whatever happens (restore-marker.ts).
 */
export async function recordPendingRestore(db: Db, dataDir: string, log: FastifyBaseLogger): Promise<void> {
  const marker = readRestoreMarker(dataDir);
  if (!marker) return;
  await db.transaction(async (tx) => {
    if (await hasEntry(tx, 'backup.restored', marker.id)) return;
    await insertJournalEntry(tx, {
      at: new Date(marker.restoredAt),
      actorId: null,
      actorName: 'npm run restore',
      actorEmail: null,
      ip: null,
      action: 'backup.restored',
      targetType: 'backup',
      targetId: marker.id,
      targetLabel: marker.backup,
      changes: {
        backup: { from: null, to: marker.backup },
        ...(marker.sha256 ? { sha256: { from: null, to: marker.sha256 } } : {}),
        ...(marker.replacedDir ? { replacedDir: { from: null, to: marker.replacedDir } } : {}),
      },
    });
  });
  removeRestoreMarker(dataDir);
  log.info({ backup: marker.backup }, 'restore recorded in the administration journal');
}
