/**
 * Recognises PostgreSQL errors the same way for both drivers (node-postgres and PGlite expose `code` and
 * `constraint`; Drizzle may wrap them in `cause`).
 */
interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The violated constraint's name when `error` is a unique violation (23505), else undefined. */
export function isUniqueViolation(error: unknown): string | undefined {
  const pg = pgError(error);
  return pg?.code === '23505' ? (pg.constraint ?? 'unique') : undefined;
}

/**
 * True when a write broke a foreign key: 23503, or 23001 for an ON DELETE RESTRICT reference (the row is
 * still referenced elsewhere).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '23503' || code === '23001';
}

/**
 * True when the database refused to delete a received request (the trigger of the waste register's
 * migration raises GL409): the register it feeds is kept at least three years.
 */
export function isKeptForRegister(error: unknown): boolean {
  return pgError(error)?.code === 'GL409';
}

/**
 * True when the database refused a text it cannot store: a NUL character (22021) or a character the
 * encoding lacks (22P05). The caller sent it; it is a 400, whatever the route.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '22021' || code === '22P05';
}

/** SQLSTATE of a lost or refused connection: class 08, and the server shutting the session down. */
const CONNECTION_STATES = /^(08...|57P01|57P02|57P03)$/;
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own words for a connection that ended or never came (its errors carry no code then). */
const CONNECTION_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended unexpectedly/i;

/**
 * True when `error` (or what it wraps) says the database connection is gone or cannot be made — the
 * database restarted, the network dropped, the pool could not connect — rather than that the query was
 * wrong. The request may succeed again in a moment: a 503, not a 500.
 */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (CONNECTION_STATES.test(candidate.code) || CONNECTION_CODES.has(candidate.code)) return true;
    }
    if (typeof candidate.message === 'string' && CONNECTION_MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

/** What may be logged of such an error: its code and the driver's message, never the query or its values. */
export function connectionLossSummary(error: unknown): { code?: string; reason: string } {
  let current: unknown = error;
  let deepest: { code?: string; reason: string } = { reason: 'unknown' };
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    // Drizzle's wrapper ("Failed query: … params: …") carries the SQL and its values: skipped.
    if (!message.startsWith('Failed query')) {
      deepest = {
        ...(typeof candidate.code === 'string' ? { code: candidate.code } : {}),
        reason: message.slice(0, 200),
      };
    }
    current = candidate.cause;
  }
  return deepest;
}

/** The fields of an error that say what failed without saying with what data. */
const LOGGABLE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'statusCode',
] as const;
/** The database's messages that quote the value they refused (`invalid input syntax for type json: "…"`). */
const QUOTES_A_VALUE = /^(invalid input (?:syntax|value) for [^:]*):.*$/s;
const STATEMENT_NOT_LOGGED = 'Failed query (statement and parameters not logged)';

/**
 * What may be logged of any error: its type, message, stack frames, SQLSTATE and constraint — never the
 * statement, its parameters or the database's `detail` / `where` (they quote the row: names, emails,
 * phones). Drizzle's wrapper says « Failed query: <SQL> params: <values> » in its message (and so in its
 * stack's first line): both are replaced. Its cause (the database's error) is kept, cleaned the same way.
 * Used as the loggers' `err` serializer (lib/logger.ts) and by the error handler, so a 500 logs the cause
 * of the failure without the personal data of the request. Idempotent.
 */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== 'object') return error;
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };
  const type =
    typeof source.type === 'string'
      ? source.type
      : (error.constructor?.name ?? 'Error').replace(/^Object$/, 'Error');
  const raw = typeof source.message === 'string' ? source.message : '';
  const message = raw.startsWith('Failed query')
    ? STATEMENT_NOT_LOGGED
    : raw.replace(QUOTES_A_VALUE, '$1: …');
  const frames =
    typeof source.stack === 'string'
      ? source.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : '';
  const logged: Record<string, unknown> = {
    type,
    message,
    ...(frames ? { stack: `${type}: ${message}\n${frames}` } : {}),
  };
  for (const field of LOGGABLE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (source.cause !== undefined && depth < 4) {
    const cause = errorForLog(source.cause, depth + 1);
    logged.cause = cause;
    // Loggers that fold the cause into the message (pino's) keep its SQLSTATE and constraint this way.
    if (cause && typeof cause === 'object') {
      for (const field of LOGGABLE_FIELDS) {
        const value = (cause as Record<string, unknown>)[field];
        if (logged[field] === undefined && value !== undefined) logged[field] = value;
      }
    }
  }
  return logged;
}
