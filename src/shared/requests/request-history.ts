/**
 * A request's history as GET /api/<kind>-requests/{id}/history answers it, oldest first: what the database
 * recorded (creation, edits, decision; drizzle/0008) merged with the request's mails (the notification
 * outbox). The client's timeline turns each entry into a French sentence (request-history-format.ts).
 */

/** A change of one column by an edit, as stored: JSON values of the column before and after. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** Who a mail was for: the logistics team (a new request) or the request's author (its decision). */
export type HistoryMailKind = 'request-created' | 'request-decided';

interface EntryBase {
  /** Unique within the answer (React keys): "h<history id>" or "m<outbox id>-<event>". */
  id: string;
  /** ISO timestamp. */
  at: string;
}

interface ActorEntry extends EntryBase {
  /** The acting account's name when it happened; null when unknown (a write outside the app's routes). */
  actorName: string | null;
}

export interface CreatedEntry extends ActorEntry {
  event: 'created';
}

export interface EditedEntry extends ActorEntry {
  event: 'edited';
  /** Keyed by column name (snake_case, as the table has it). */
  changes: Record<string, FieldChange>;
}

export interface DecidedEntry extends ActorEntry {
  event: 'decided';
  status: string;
  rejectionReason: string | null;
}

export interface MailEntry extends EntryBase {
  /**
   * mail-queued: written, not sent yet (also while retrying); mail-sent; mail-failed: given up after
   * `attempts`; mail-skipped: not sent on purpose (`skippedBecause`).
   */
  event: 'mail-queued' | 'mail-sent' | 'mail-failed' | 'mail-skipped';
  mail: HistoryMailKind;
  attempts: number;
  /** Only for mail-skipped: mail was not configured, or another reason (e.g. the author opted out). */
  skippedBecause?: 'not-configured' | 'other';
  /**
   * Administrators only: the delivery's French reason for a failure or a skip (never sent to other users:
   * it may name servers of the mail setup).
   */
  reason?: string;
}

export type RequestHistoryEntry = CreatedEntry | EditedEntry | DecidedEntry | MailEntry;
