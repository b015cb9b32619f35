/**
 * A request's history as GET /api/<kind>-requests/{id}/history answers it, oldest first: what the database
 * recorded (creation, edits, decision; drizzle/0008) merged with the request's mails (the notification
 * outbox). The client's timeline turns each entry into a French sentence (request-history-format.ts).
 */

import type { ClientMailMoment, RequestFulfilment } from '../fulfilment/fulfilment-stages';

/** A change of one field by an edit: its JSON values before and after, as the request's JSON has them. */

export interface FieldChange {
  from: unknown;
  to: unknown;
}

/**
 * A mail to the request's client contact (the outbox row's kind): at a milestone of its suivi, or when its
 * lot's « Certificat d'effacement des données » was issued (`client-certificate`).
 */
export type ClientMailKind = `client-${ClientMailMoment}`;
export const clientMailKind = (moment: ClientMailMoment): ClientMailKind => `client-${moment}`;

/**
 * Who a mail was for: the logistics team (a new request), the request's author (its decision), or the
 * request's client contact (planned, shipped or picked up, received, its lot's certificate issued).
 */
export type HistoryMailKind = 'request-created' | 'request-decided' | ClientMailKind;

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

/**
 * The request's fields an edit never lists (drizzle/0008 leaves their columns out): its id, author,
 * decision and timestamps. Every other field of the kind's JSON may appear in `changes`.
 */
export type UntrackedRequestField =
  | 'id'
  // Computed from the id and the creation instant (decision 0087): never changes.
  | 'reference'
  | 'status'
  | 'createdBy'
  | 'decidedBy'
  | 'decidedAt'
  | 'rejectionReason'
  | 'createdAt'
  | 'updatedAt'
  // The suivi's columns: a stage change is its own event ('stage'), never an edit.
  | keyof RequestFulfilment;

export interface EditedEntry extends ActorEntry {
  event: 'edited';
  /**
   * Keyed by the request's field names, exactly as GET /api/<kind>-requests/{id} names them
   * (`computersToCollect`, `senderPhone`). The database records column names; the server maps them when it
   * reads the history, and leaves out a column that is no field of the request.
   */
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
  /**
   * Only for mail-skipped: mail was not configured, the mail was stale (the request was decided before it
   * left, or it waited longer than MAIL_STALE_AFTER: decision 0075), or another reason (the author opted out).
   */
  skippedBecause?: 'not-configured' | 'stale' | 'other';
  /**
   * Administrators only: the delivery's French reason for a failure or a skip (never sent to other users:
   * it may name servers of the mail setup).
   */
  reason?: string;
}

/**
 * A move of the suivi (issue 21): from one stage to another (`from` null: no stage recorded before), the
 * stage's fields it set (`fields`, by name as in GET /api/fulfilment/stages) and those a step back removed
 * (`removed`). A cancellation is a move to « cancelled » with `fields.cancelReason`.
 */
export interface StageEntry extends ActorEntry {
  event: 'stage';
  from: string | null;
  to: string;
  fields: Record<string, unknown>;
  removed: string[];
}

/**
 * The current stage's data corrected without moving the request (issue 30 point 9, drizzle/0034): each
 * changed field by name, before and after (null: not recorded).
 */
export interface CorrectedEntry extends ActorEntry {
  event: 'corrected';
  stage: string;
  changes: Record<string, FieldChange>;
}

/**
 * What happened to a received lot's inventory as a whole (issue 32): a CSV of devices imported, an erasure
 * report imported, the inventory closed or reopened. One device scanned or edited is not a line of the
 * request's history (a lot holds thousands): the device keeps who added it and when.
 */
export interface LotEntry extends ActorEntry {
  event: 'lot';
  action: 'devices-imported' | 'erasure-report' | 'closed' | 'reopened' | 'certificate-issued';
  /** devices-imported: how many; erasure-report: the file's name, the records made, the rows left aside. */
  count?: number;
  fileName?: string;
  unmatched?: number;
  /** certificate-issued: its number, and the number of the one it replaced (a re-issue). */
  number?: string;
  replaced?: string;
}

export type RequestHistoryEntry =
  | CreatedEntry
  | EditedEntry
  | DecidedEntry
  | StageEntry
  | CorrectedEntry
  | LotEntry
  | MailEntry;
