/**
 * Vite plugin (build only): once the client is written, every text asset of dist/client gets a brotli
 * (.br, quality 11) and a gzip (.gz, level 9) sibling, which @fastify/static serves by content negotiation
 * (`preCompressed: true` in src/server/plugins/static-client.ts). Compressing once at build time costs a few
 * seconds here and nothing per request, at the best ratio. Source maps are left out (only developer tools
 * fetch them; @fastify/compress compresses them on the fly), as are files too small to gain anything.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet: not worth a file. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to each compressible file of `dir`; returns the totals. */
export async function precompressDir(dir: string) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const raw = await fs.readFile(file);
        if (raw.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        totals.files += 1;
        totals.raw += raw.length;
        totals.br += br.length;
        totals.gz += gz.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      const totals = await precompressDir(outDir);
      this.info(
        `precompressed ${totals.files} files: ${kB(totals.raw)} → brotli ${kB(totals.br)}, gzip ${kB(totals.gz)}`,
      );
    },
  };
}
