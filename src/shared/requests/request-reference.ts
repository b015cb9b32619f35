/**
 * A request's reference (issue 30 point 6, decision 0087): « COL-2026-00042 » — the kind's prefix, the year
 * of creation (Europe/Paris) and the request's number (its id: the number « n° 42 » it always had), on five
 * digits at least. Unique across the product (the prefix tells the kinds apart), readable on the phone.
 *
 * The database computes it (gl_request_reference, drizzle/0031_request_references.sql: a generated column of
 * each request table, unique index) and every answer carries it as `reference`; this module holds the
 * prefixes and the same formula for tests and for recognising a reference typed in a search.
 */
import type { RequestKind } from './request-kinds';

/** The prefix of each kind's references; packaging requests (demandes d'emballages) have theirs too. */
export const requestReferencePrefixes = {
  'material-conditioning': 'ENV',
  'package-pickup': 'ENL',
  'regional-collection': 'COL',
  collection: 'CHI',
  delivery: 'TRA',
} as const satisfies Record<RequestKind, string>;

export const PACKAGING_REQUEST_REFERENCE_PREFIX = 'CDT';

/** The year of a creation instant in Paris (a request created on 31 December at 23:30 UTC is of the next year). */
function parisYear(createdAt: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(createdAt);
}

/** « COL-2026-00042 »: what the database's gl_request_reference computes (the tests compare both). */
export function formatRequestReference(prefix: string, id: number, createdAt: Date | string): string {
  const year = parisYear(typeof createdAt === 'string' ? new Date(createdAt) : createdAt);
  return `${prefix}-${year}-${String(id).padStart(5, '0')}`;
}

const allPrefixes = [...Object.values(requestReferencePrefixes), PACKAGING_REQUEST_REFERENCE_PREFIX].join(
  '|',
);
const typedReferencePattern = new RegExp(`^\\s*(${allPrefixes})[\\s-]*(\\d{4})[\\s-]*(\\d{5,})\\s*$`, 'i');

/**
 * The words of a whole reference typed in a search (« col-2026-00042 », « COL 2026 00042 ») as the searchable
 * text holds them (« col 2026 00042 »), or undefined when `q` is not one. A whole reference is matched as
 * that phrase: its words one by one would also find CHI-2026-00042 at « Collège … ».
 */
export function typedReferenceWords(q: string): string | undefined {
  const match = typedReferencePattern.exec(q);
  if (!match) return undefined;
  const [, prefix, year, number] = match;
  return `${prefix?.toLowerCase()} ${year} ${number}`;
}
