/**
 * Builds the server (npm run build:server; scripts/build/e2e-build.sh): src/server/server.ts bundled into
 * <out>/server.js plus the chunk its `import('./serve')` loads (split so that the HTTP side loads while
 * the database opens), the PGlite worker transpiled next to them (pglite-worker.js, loaded by path), and
 * the documents' worker (documents-worker.js: the PDF layout, pdfmake itself staying in node_modules with
 * its fonts).
 *
 * Packages stay external (loaded from node_modules at run time) except the few ESM-only ones the start-up
 * spends its time loading as hundreds of separate modules: drizzle-orm's entry points and zod's locales
 * are read, parsed and linked file by file — about 0.7 s of CPU and 200 MiB of peak memory before the server
 * can even read its configuration (docs/benchmarks.md, "Start-up"). Bundled, only what the server uses is
 * kept, in one file. Native and WebAssembly packages (argon2, PGlite) and CommonJS ones stay external.
 *
 * The operator commands (`npm run restore`, `npm run db:copy-to-postgres`: src/server/cli/) are bundled the
 * same way into restore.js and copy-to-postgres.js, so they run where `npm start` runs, without tsx.
 *
 * Usage: tsx scripts/build/server.ts [outdir]   (default dist/server)
 */
import { build, type Plugin } from 'esbuild';

const BUNDLED = ['drizzle-orm', 'zod'];
const outdir = process.argv[2] ?? 'dist/server';

const isBundled = (specifier: string) =>
  BUNDLED.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Every bare import (a package) is external, except the BUNDLED ones. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      /^@(?:client|server|shared)\//.test(args.path) || isBundled(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const common = {
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
} as const;

await Promise.all([
  build({
    ...common,
    entryPoints: {
      server: 'src/server/server.ts',
      restore: 'src/server/cli/restore.ts',
      'copy-to-postgres': 'src/server/cli/copy-to-postgres.ts',
    },
    bundle: true,
    splitting: true,
    plugins: [externalPackages],
    outdir,
    // Chunks sit next to server.js: src/server/paths.ts finds the project from their directory.
    chunkNames: '[name]-[hash]',
  }),
  // Not bundled: a worker file that imports only PGlite and Node's modules.
  build({
    ...common,
    entryPoints: ['src/server/db/pglite-worker.ts'],
    outfile: `${outdir}/pglite-worker.js`,
  }),
  build({
    ...common,
    entryPoints: ['src/server/features/documents/documents-worker.ts'],
    bundle: true,
    plugins: [externalPackages],
    outfile: `${outdir}/documents-worker.js`,
  }),
]);
