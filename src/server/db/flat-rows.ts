import { Column, is, SQL, Subquery } from 'drizzle-orm';

/**
 * Rows of a prepared select mapped with what Drizzle works out for every field of every row, worked out
 * once. Drizzle's own mapping (`mapResultRow`) finds each field's decoder by class checks that walk the
 * prototype chain, and walks each field's path with an iterator, for every field of every row: profiled
 * under the bench (docs/benchmarks.md, issue 31), the largest share of what a request adds beyond its SQL
 * (a calendar week of 200 rows: ~1.1 ms of the ~6.5 ms its process spends; a list page ~0.06 ms).
 *
 * It only takes over a *flat* selection (each field a top-level key: no joined table's nested object);
 * anything else is left to Drizzle. Keys, their order and values are Drizzle's: a null stays null (not
 * decoded), any other value goes through the same decoder's `mapFromDriverValue` (flat-rows.test.ts runs
 * the same queries both ways, on both databases).
 *
 * It relies on two fields of Drizzle's prepared queries, the same on node-postgres and PGlite:
 * `fields` (the selection in the statement's column order) and `customResultMapper` (given the rows in
 * array mode, its result is what `execute` resolves to: Drizzle's relational queries use it).
 */
interface PreparedInternals {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface Executable {
  execute(placeholders?: Record<string, unknown>): Promise<unknown>;
}
export interface MappedQuery<R> {
  execute(placeholders?: Record<string, unknown>): Promise<R>;
}

/** The decoder Drizzle's mapResultRow picks for a selected field (an SQL's `decoder` is internal to Drizzle). */
function decoderOf(field: unknown): Decoder {
  type WithDecoder = { decoder: Decoder };
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field._ as unknown as { sql: WithDecoder }).sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
}

function flatFields(prepared: Executable): { keys: string[]; decoders: Decoder[] } | undefined {
  const { fields } = prepared as PreparedInternals;
  if (!fields || fields.some((field) => field.path.length !== 1)) return undefined;
  return {
    keys: fields.map((field) => field.path[0] as string),
    decoders: fields.map((f) => decoderOf(f.field)),
  };
}

/**
 * Maps `prepared`'s rows once per query (see above); each row as Drizzle gives it, except the `apart` keys,
 * which stay out of the rows (a list's cursor columns: the answer does not carry them) and are given, for
 * the last row only, as `last` — without rebuilding every row to drop them.
 */
export function mapFlatRows<Row>(
  prepared: Executable,
  apart: readonly string[] = [],
): MappedQuery<{ rows: Row[]; last: Record<string, unknown> | undefined }> {
  const flat = flatFields(prepared);
  if (!flat) {
    // Not flat (a join): Drizzle maps it, the `apart` keys are split off afterwards.
    return {
      execute: async (placeholders) => {
        const rows = (await prepared.execute(placeholders)) as Record<string, unknown>[];
        const lastRow = rows.at(-1);
        return {
          rows: rows.map(
            (row) => Object.fromEntries(Object.entries(row).filter(([key]) => !apart.includes(key))) as Row,
          ),
          last: lastRow && Object.fromEntries(apart.map((key) => [key, lastRow[key]])),
        };
      },
    };
  }
  const { keys, decoders } = flat;
  const kept: number[] = [];
  const aside: number[] = [];
  keys.forEach((key, index) => {
    (apart.includes(key) ? aside : kept).push(index);
  });
  const decode = (row: unknown[], index: number) => {
    const raw = row[index];
    return raw === null ? null : (decoders[index] as Decoder).mapFromDriverValue(raw);
  };
  (prepared as PreparedInternals).customResultMapper = (rows) => {
    const mapped: Record<string, unknown>[] = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] as unknown[];
      const out: Record<string, unknown> = {};
      for (const index of kept) out[keys[index] as string] = decode(row, index);
      mapped[r] = out;
    }
    const lastRow = rows.at(-1);
    const last: Record<string, unknown> | undefined = lastRow && {};
    if (last && lastRow) for (const index of aside) last[keys[index] as string] = decode(lastRow, index);
    return { rows: mapped, last };
  };
  return prepared as MappedQuery<{ rows: Row[]; last: Record<string, unknown> | undefined }>;
}
