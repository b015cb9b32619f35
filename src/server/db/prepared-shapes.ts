/**
 * Statements built once per shape and database handle. Drizzle builds a statement's SQL text from its
 * template on every call — about 0.1 ms for a list's page, more for a search or a union of a dozen parts —
 * and lists, searches and their counts are what the team loads all day. A statement's shape is what its
 * text depends on (which filters are present, how many words a search has, how many forms each: the
 * values travel as placeholders, filled at each call). A handle keeps at most PREPARED_SHAPES shapes of a
 * statement; past them (a pasted paragraph…), the statement is built for its call.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { perExecutor } from './per-executor';

const PREPARED_SHAPES = 200;

/** The statement of `key` on `db`, made by `make` the first time (see above). */
export function byShape<Q>(): (db: Executor, key: string, make: () => Q) => Q {
  const shapes = perExecutor(() => new Map<string, Q>());
  return (db, key, make) => {
    const made = shapes(db);
    let query = made.get(key);
    if (!query) {
      query = make();
      if (made.size < PREPARED_SHAPES) made.set(key, query);
    }
    return query;
  };
}

/** Turns SQL into its text and parameters as `db.execute` does (no casing is configured on the database). */
const dialect = new PgDialect();

interface RawStatement {
  execute(placeholders?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Raw statements (what `db.execute` runs, answered as `{rows}` by both drivers) prepared per shape: `run`
 * builds the SQL of `key` once, through the session `db.execute` uses, then fills its placeholders with
 * `values` at each call.
 */
export function rawStatements<Row>() {
  const prepared = byShape<RawStatement>();
  return async (db: Executor, key: string, make: () => SQL, values: Record<string, unknown>) => {
    const statement = prepared(db, key, () =>
      db._.session.prepareQuery(dialect.sqlToQuery(make()), undefined, undefined, false),
    );
    return ((await statement.execute(values)) as { rows: Row[] }).rows;
  };
}

/** A placeholder of a prepared statement, typed as the value it stands for inside a builder. */
export const slot = <V>(name: string) => sql.placeholder(name) as unknown as V;
