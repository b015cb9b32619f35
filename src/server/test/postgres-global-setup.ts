/**
 * For the PostgreSQL run of the API tests: every test database of this run is named gl_test_<run>_..., so
 * that teardown can drop any left behind by a crashed test and the server ends as clean as it started.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

export default function setup(project: TestProject) {
  const runId = randomBytes(3).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`gl_test_${runId}_%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
