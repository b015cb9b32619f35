import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { nextYear } from '../../test/dates';

const TOKEN = 'metrics-token-0123456789abcdef';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({
    METRICS_TOKEN: TOKEN,
    LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP: '1',
    // Mail configured, never started here: a creation leaves its notification pending.
    SMTP_URL: 'smtp://127.0.0.1:9',
    NOTIFICATION_EMAIL: 'logistique@example.test',
  });
  admin = await t.loginAsAdmin();
});
afterAll(() => t?.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format's samples: `name{label="value",…} number`, comments skipped. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key as string] = value as string;
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(): Promise<Sample[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(response.body);
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, v]) => sample.labels[key] === v),
    )
    .reduce((sum, sample) => sum + sample.value, 0);

describe('GET /metrics', () => {
  it('refuses a missing or wrong bearer token with a French 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Veuillez vous connecter.' });
    }
  });

  it('is not there without METRICS_TOKEN', async () => {
    const app = await buildApp({ config: { ...t.config, metricsToken: undefined }, database: t.database });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('exposes the request, database, pool, outbox, throttle and process metrics; a request moves its histogram', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/user', status: '200' };
    expect((await t.call('GET', '/api/user', { cookie: admin })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/nothing-here/12345', { cookie: admin })).statusCode).toBe(404);
    const created = await t.call('POST', '/api/regional-collection-requests', {
      cookie: admin,
      payload: {
        clientCompanyName: 'Métriques Secrètes SA',
        contactName: 'Claire Petit',
        contactEmail: 'claire.petit@example.test',
        contactPhone: '01 02 03 04 05',
        companyAddress: '1 rue de la Paix, 75002 Paris',
        desiredDate: nextYear('03-04'),
      },
    });
    expect(created.statusCode).toBe(201);
    for (const expected of [401, 429]) {
      const login = await t.call('POST', '/api/login', {
        payload: { username: 'someone', password: 'not-the-password' },
      });
      expect(login.statusCode).toBe(expected);
    }

    const after = await scrape();
    const count = 'gl_http_request_duration_seconds_count';
    expect(value(after, count, route)).toBe(value(before, count, route) + 1);
    expect(value(after, count, { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(value(after, 'gl_db_query_duration_seconds_count')).toBeGreaterThan(
      value(before, 'gl_db_query_duration_seconds_count'),
    );
    expect(value(after, 'gl_sign_in_throttled_total')).toBe(value(before, 'gl_sign_in_throttled_total') + 1);
    expect(value(after, 'gl_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'gl_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(after, 'gl_mail_outbox_failed')).toBe(0);
    expect(value(after, 'gl_database_up')).toBe(1);
    expect(value(after, 'gl_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    const names = new Set(after.map((sample) => sample.name));
    for (const name of [
      'gl_http_request_duration_seconds_bucket',
      'gl_db_query_duration_seconds_bucket',
      'gl_db_pool_connections',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(names).toContain(name);
    }
    // Route patterns, methods, statuses, fixed words: no URL, identifier, user data or token in a label.
    const labelValues = after.flatMap((sample) => Object.values(sample.labels));
    for (const secret of ['12345', 'Métriques', 'someone', TOKEN, 'admin']) {
      expect(labelValues.filter((label) => label.includes(secret))).toEqual([]);
    }
  });
});
