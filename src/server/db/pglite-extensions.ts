/**
 * The PostgreSQL extensions the migrations create (drizzle/0016: trigram search without accents). PGlite
 * loads an extension's files only when it is named at start, so every PGlite the app, the tests and the
 * benchmarks open passes these (pglite-worker.ts names them itself: it imports nothing relative).
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { pg_trgm, unaccent };

/** A PGlite with the app's extensions: in memory without `dataDir`, else persisted there. */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const withExtensions = { ...options, extensions: { ...pgliteExtensions, ...options.extensions } };
  return dataDir ? PGlite.create(dataDir, withExtensions) : PGlite.create(withExtensions);
}
