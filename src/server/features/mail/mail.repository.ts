/**
 * The mail rows: the settings row (logistics address, Gmail authorization, last error) and the
 * notification outbox the senders work through. Claims take one due row with FOR UPDATE SKIP LOCKED, so
 * senders in several processes on one PostgreSQL never hold the same row, and put it under a lease: a
 * sender that dies mid-send leaves the row due again when the lease ends.
 */

import type { RequestKind } from '@shared/requests/request-kinds';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationOutbox, requestTables, settings } from '../../db/schema';

/** The settings live in one row with a fixed id. */
const SETTINGS_ID = 1;

export type MailSettingsRow = typeof settings.$inferSelect;
export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewOutboxRow = typeof notificationOutbox.$inferInsert;

export async function findMailSettings(db: Executor): Promise<MailSettingsRow | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID));
  return row;
}

/** Writes `values` into the settings row, creating it if needed. */
async function upsertSettings(db: Executor, values: Partial<Omit<MailSettingsRow, 'id'>>) {
  const [row] = await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: settings.id, set: values })
    .returning();
  if (!row) throw new Error('settings upsert returned no row');
  return row;
}

/**
 * The logistics address and the client mails' switches; what is undefined stays as it was. Written only if
 * they are still at `version` (decision 0076), the row created first if there is none; undefined when the
 * version was stale. Who saved them is recorded, which raises the version even when nothing else is given.
 */
export async function saveNotificationSettings(
  db: Executor,
  values: Partial<
    Pick<
      MailSettingsRow,
      | 'notificationEmail'
      | 'clientMailPlanned'
      | 'clientMailShipped'
      | 'clientMailReceived'
      | 'clientMailCertificate'
    >
  >,
  version: number,
  editorId: number,
): Promise<MailSettingsRow | undefined> {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await db.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [row] = await db
    .update(settings)
    .set({ ...given, updatedBy: editorId, updatedAt: new Date() })
    .where(and(eq(settings.id, SETTINGS_ID), eq(settings.version, version)))
    .returning();
  return row;
}

/** NOTIFICATION_EMAIL seeds the address only while none is set: an administrator's choice wins. */
export async function seedNotificationEmail(db: Executor, notificationEmail: string): Promise<void> {
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, notificationEmail })
    .onConflictDoUpdate({
      target: settings.id,
      set: { notificationEmail },
      setWhere: isNull(settings.notificationEmail),
    });
}

export const saveGmailAuthorization = (
  db: Executor,
  values: { gmailRefreshTokenEncrypted: string; gmailAccount: string | null },
) => upsertSettings(db, { ...values, gmailAuthorizedAt: new Date(), mailError: null, mailErrorAt: null });

export async function recordMailError(db: Executor, message: string): Promise<void> {
  await upsertSettings(db, { mailError: message, mailErrorAt: new Date() });
}

/** After a successful send; writes nothing when there was no error (the usual case). */
export async function clearMailError(db: Executor): Promise<void> {
  await db
    .update(settings)
    .set({ mailError: null, mailErrorAt: null })
    .where(and(eq(settings.id, SETTINGS_ID), sql`${settings.mailError} is not null`));
}

export async function insertOutboxRow(db: Executor, values: NewOutboxRow): Promise<void> {
  await db.insert(notificationOutbox).values(values);
}

/**
 * Takes the next due row (queued and due, or 'sending' with an expired lease), counts the attempt and
 * leases it for `leaseMs`; undefined when nothing is due. One short statement: no transaction stays open
 * while the mail is sent.
 */
export async function claimNextDue(
  db: Executor,
  token: string,
  leaseMs: number,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(notificationOutbox)
    .set({
      state: 'sending',
      attempts: sql`${notificationOutbox.attempts} + 1`,
      claimToken: token,
      lastAttemptAt: sql`now()`,
      nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(
      eq(
        notificationOutbox.id,
        sql`(select id from ${notificationOutbox}
              where state in ('queued', 'sending') and next_attempt_at <= now()
              order by next_attempt_at, id
              limit 1
              for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Only the holder of the claim records the outcome (a sender whose lease was taken over does not). */
const heldBy = (id: number, token: string) =>
  and(eq(notificationOutbox.id, id), eq(notificationOutbox.claimToken, token));

export async function markSent(db: Executor, id: number, token: string): Promise<boolean> {
  const rows = await db
    .update(notificationOutbox)
    .set({ state: 'sent', sentAt: new Date(), claimToken: null, lastError: null })
    .where(heldBy(id, token))
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
}

export async function scheduleRetry(
  db: Executor,
  id: number,
  token: string,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({
      state: 'queued',
      claimToken: null,
      lastError: error,
      nextAttemptAt: sql`now() + ${`${delayMs} milliseconds`}::interval`,
    })
    .where(heldBy(id, token));
}

export async function markFailed(db: Executor, id: number, token: string, error: string): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ state: 'failed', claimToken: null, lastError: error })
    .where(heldBy(id, token));
}

/** A row whose request or recipient no longer needs it; nothing to send, nothing to retry. */
export async function markSkipped(db: Executor, id: number, token: string, reason: string): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ state: 'skipped', claimToken: null, lastError: reason })
    .where(heldBy(id, token));
}

/**
 * A stopping sender gives its row back: queued and due at once, the attempt it had counted undone, so the
 * next sender (another process, or this one restarted) takes it without waiting for the lease to end.
 */
export async function releaseClaim(db: Executor, id: number, token: string): Promise<boolean> {
  const rows = await db
    .update(notificationOutbox)
    .set({
      state: 'queued',
      claimToken: null,
      attempts: sql`greatest(${notificationOutbox.attempts} - 1, 0)`,
      nextAttemptAt: sql`now()`,
    })
    .where(and(heldBy(id, token), eq(notificationOutbox.state, 'sending')))
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
}

/** "Réessayer": every failed row is due again now, with a fresh count of attempts. */
export async function requeueFailed(db: Executor): Promise<number> {
  const rows = await db
    .update(notificationOutbox)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(notificationOutbox.state, 'failed'))
    .returning({ id: notificationOutbox.id });
  return rows.length;
}

/** What the Settings tab shows; each figure reads an index (the queue and the failures stay small). */
export async function deliverySummary(db: Executor) {
  const [[states], [sent], [failure]] = await Promise.all([
    db
      .select({
        queued:
          sql<number>`count(*) filter (where ${notificationOutbox.state} in ('queued', 'sending'))`.mapWith(
            Number,
          ),
        failed: sql<number>`count(*) filter (where ${notificationOutbox.state} = 'failed')`.mapWith(Number),
      })
      .from(notificationOutbox)
      .where(inArray(notificationOutbox.state, ['queued', 'sending', 'failed'])),
    db
      .select({ lastSentAt: max(notificationOutbox.sentAt) })
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.sentAt} is not null`),
    db
      .select({ lastError: notificationOutbox.lastError })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.state, 'failed'))
      .orderBy(sql`${notificationOutbox.lastAttemptAt} desc nulls last`, sql`${notificationOutbox.id} desc`)
      .limit(1),
  ]);
  return {
    queued: states?.queued ?? 0,
    failed: states?.failed ?? 0,
    lastSentAt: sent?.lastSentAt ?? null,
    lastFailure: failure?.lastError ?? null,
  };
}

/** The request a mail of the outbox is about, as its table stores it (undefined once deleted). */
export async function findRequestToMail(db: Executor, kind: RequestKind, id: number) {
  const table = requestTables[kind];
  const [request] = await db.select().from(table).where(eq(table.id, id));
  return request;
}
