/**
 * The `test` of every spec: it points the worker at its own stack (./stacks.ts). The helpers of
 * ./fixtures.ts read the peers' ports from the environment, set here once per worker.
 */
import { test as base } from '@playwright/test';
import { type StackPorts, stackPorts } from './stacks';

export const test = base.extend<object, { stack: StackPorts }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first argument.
    async ({}, use, workerInfo) => {
      const ports = stackPorts(workerInfo.parallelIndex);
      process.env.E2E_APP_PORT = String(ports.app);
      process.env.E2E_GMAIL_PORT = String(ports.gmail);
      await use(ports);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ stack }, use) => use(`http://127.0.0.1:${stack.app}`),
});
