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
