/**
 * Bodies over the limit, over real HTTP: 30 clients at once each send 8 MiB of JSON; every one receives
 * the French 413 — none sees its connection reset while it is still sending.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const CLIENTS = 30;
const SIZE = 8 * 1024 * 1024;

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await t.loginAsAdmin();
  app = await buildApp({ config: t.config, database: t.database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** 8 MiB of JSON, written in 64 KiB chunks as a client streams it (never one buffer of 8 MiB per client). */
function bigPost(agent: http.Agent, { chunked = false } = {}) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/clients',
      agent,
      headers: {
        'content-type': 'application/json',
        cookie,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': SIZE }),
      },
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    // A busy client reads the answer only once it has sent everything: what the server answered early
    // must still be there, not lost to a connection reset.
    let socket: import('node:net').Socket | undefined;
    request.on('socket', (s) => {
      socket = s;
      s.pause();
    });
    request.write('{"name":"');
    let sent = 9;
    const pump = () => {
      while (sent < SIZE - 2) {
        const part = chunk.subarray(0, Math.min(chunk.length, SIZE - 2 - sent));
        sent += part.length;
        if (!request.write(part)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end('"}', () => socket?.resume());
    };
    pump();
  });
}

describe('bodies over the limit over real HTTP', () => {
  it('answer 413 in French to 30 clients sending 8 MiB at once, none reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    try {
      const answers = await Promise.all(Array.from({ length: CLIENTS }, () => bigPost(agent)));
      expect(answers).toEqual(
        answers.map(() => ({
          status: 413,
          body: JSON.stringify({ message: 'La requête est trop volumineuse (1 Mo au maximum).' }),
        })),
      );
    } finally {
      agent.destroy();
    }
  });

  it('answer 413 to a chunked body (no declared length) too, read to its end and dropped', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const answers = await Promise.all(Array.from({ length: 4 }, () => bigPost(agent, { chunked: true })));
      expect(answers.map((answer) => ('status' in answer ? answer.status : answer.error))).toEqual([
        413, 413, 413, 413,
      ]);
    } finally {
      agent.destroy();
    }
  });
});
