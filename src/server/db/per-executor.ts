import type { Executor } from './client';

/**
 * What `make` builds for a database handle (the database, or a transaction), built on its first use and
 * kept as long as the handle lives: the queries Drizzle prepares once instead of building their SQL on
 * every call (the session lookup, the list counters, the lists' pages).
 */
export function perExecutor<V>(make: (db: Executor) => V): (db: Executor) => V {
  const made = new WeakMap<Executor, V>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
