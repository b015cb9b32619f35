/**
 * The cursor of a request list's next page (keyset paging, decision 0063): the last row's sort key, as
 * base64url JSON the client passes back untouched. Newest first (`sort=createdAt`): [createdAt, id]; by day
 * (`sort=desiredDate`): [day, createdAt, id] (a kind without a day sorts by creation: its day is createdAt).
 * createdAt travels as UTC text to the microsecond (what the database stores; a JavaScript Date would lose
 * the microseconds and skip or repeat rows created within the same millisecond).
 * Decoding checks every part, so a forged cursor is a 400, never a SQL error.
 */
import { messages } from '@shared/http/api-error';
import { requestMessages } from '@shared/requests/request-list.schema';
import { badRequest } from './http-errors';

export interface ListCursor {
  /** The kind's day (YYYY-MM-DD), or the creation timestamp for a kind without one; by-day order only. */
  day?: string;
  /** created_at, UTC, to the microsecond: 2026-11-25T18:48:41.123456Z. */
  createdAt: string;
  id: number;
}

export type ListSort = 'createdAt' | 'desiredDate';

const timestampPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A timestamp as the list selects it, naming a real instant (not 2026-02-30). */
function isTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const millis = timestampPattern.exec(value)?.[1];
  if (!millis) return false;
  const date = new Date(`${millis}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString() === `${millis}Z`;
}

function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

export function encodeListCursor(sort: ListSort, cursor: ListCursor): string {
  const key =
    sort === 'desiredDate' ? [cursor.day, cursor.createdAt, cursor.id] : [cursor.createdAt, cursor.id];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const invalid = () => badRequest(messages.validation, { cursor: requestMessages.invalidCursor });

/**
 * The cursor `text` holds for `sort`, or a 400 on `cursor` if it is not one the list gave.
 * @param hasDay whether the kind sorts by a day of its own (else by creation: its day is a timestamp).
 */
export function decodeListCursor(sort: ListSort, text: string, hasDay: boolean): ListCursor {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(key)) throw invalid();
  if (sort === 'desiredDate') {
    const [day, createdAt, id] = key;
    if (
      key.length !== 3 ||
      !(hasDay ? isDay(day) : isTimestamp(day)) ||
      !isTimestamp(createdAt) ||
      !isId(id)
    ) {
      throw invalid();
    }
    return { day, createdAt, id };
  }
  const [createdAt, id] = key;
  if (key.length !== 2 || !isTimestamp(createdAt) || !isId(id)) throw invalid();
  return { createdAt, id };
}
