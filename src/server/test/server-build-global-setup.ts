/**
 * Global setup of the API projects: the server built once for the run (scripts/build/server.ts, as
 * `npm run build` does; about 2 s) into dist/test-server-<project>, two levels down like dist/server so it
 * finds the migrations. The tests that start the server as a process (shutdown, restarts, several
 * processes) run that build (child-server.ts, `serverProcessArgs`): through tsx each process spent about
 * 4 s more of one core compiling and loading the sources before it could listen.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    serverEntry: string;
  }
}

export default function setup(project: TestProject) {
  const outdir = path.join('dist', `test-server-${project.name}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build/server.ts', outdir], {
    stdio: 'inherit',
  });
  project.provide('serverEntry', path.resolve(outdir, 'server.js'));
}
