/**
 * One stack per Playwright worker: the protocol peers and the built app on its own fresh embedded
 * database, on ports of its own. A worker's specs run in order on its stack, as on one server before;
 * three stacks keep the machine's two cores busy while browsers wait on their pages.
 */
export interface StackPorts {
  app: number;
  google: number;
  gmail: number;
  smtp: number;
  odoo: number;
}

/** Stack `index` (a worker's parallelIndex) takes 20 ports from E2E_PORT (default 3100) on. */
export function stackPorts(index: number): StackPorts {
  const base = Number(process.env.E2E_PORT ?? 3100) + 20 * index;
  return { app: base, google: base + 10, gmail: base + 11, smtp: base + 12, odoo: base + 13 };
}
