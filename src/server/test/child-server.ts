/**
 * Helpers of the tests that run the real server in a child process (shutdown, two processes): how to start
 * it, a free port, its JSON log lines as they come, a poll until a condition holds, and an HTTP status that
 * is 0 while nothing listens.
 */
import type { ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { inject } from 'vitest';

/** `spawn(process.execPath, serverProcessArgs(), …)`: the server this run built (server-build-global-setup.ts). */
export function serverProcessArgs(): string[] {
  return [inject('serverEntry')];
}

/**
 * A port the system just handed out and took back, for a child server to listen on: fixed ranges drawn at
 * random collided between test files running side by side (a child that cannot listen never gets ready).
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The server's JSON log lines, as they come (anything else on stdout is skipped). */
export function logLines(child: ChildProcess): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part));
      } catch {
        // not a log line
      }
    }
  });
  return lines;
}

/** Polls `condition` every `everyMs` until it holds; throws naming `what` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 20_000, everyMs = 25 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The status of a GET, 0 while the server does not answer. */
export const statusOf = (url: string): Promise<number> =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );
