/**
 * For the PostgreSQL run of the API tests: every test database of this run is named gl_test_<run>_..., so
 * that teardown can drop any left behind by a crashed test and the server ends as clean as it started.
 * The migrations run once, into gl_test_<run>_template; each test database is a copy of it
 * (CREATE DATABASE … TEMPLATE), as each PGlite test database is a clone of a migrated one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

export const templateDatabaseName = (runId: string) => `gl_test_${runId}_template`;

/** One connection to `url` for the time of `run` (the run's databases are made and dropped through it). */
export async function withClient<T>(
  url: string | undefined,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const runId = randomBytes(3).toString('hex');
  project.provide('testRunId', runId);

  const template = templateDatabaseName(runId);
  await withClient(process.env.TEST_DATABASE_URL, (client) => client.query(`CREATE DATABASE ${template}`));
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${template}`;
  const database = openPostgres(url.toString(), 1);
  try {
    await database.migrate();
  } finally {
    // A template must have no session open while it is copied.
    await database.close();
  }

  return () =>
    withClient(process.env.TEST_DATABASE_URL, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`gl_test_${runId}_%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
}
