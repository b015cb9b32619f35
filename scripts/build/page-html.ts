/**
 * Vite plugin (build only): one HTML file per page of the app (dist/client/pages/<page>.html), the entry's
 * index.html with that page's code preloaded (`<link rel="modulepreload">`: the signed-in shell and the
 * page, with the chunks they import). Without it a phone downloads the entry, runs it, and only then learns
 * which page to download: one more round trip and the entry's whole run before the page can paint. The
 * server answers each page's address with its file (src/server/plugins/static-client.ts); the modules are
 * named in src/shared/page-modules.ts, and the build fails if one of them is not a chunk of its own.
 */
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { type PageModule, pageHtmlFile, pageModules } from '../../src/shared/page-modules';

type Chunk = Rolldown.OutputChunk;

/** `chunk` and every chunk it imports statically, in load order (dependencies first). */
function withStaticImports(chunk: Chunk, chunks: Map<string, Chunk>, into = new Set<Chunk>()): Set<Chunk> {
  if (into.has(chunk)) return into;
  for (const file of chunk.imports) {
    const imported = chunks.get(file);
    if (imported) withStaticImports(imported, chunks, into);
  }
  into.add(chunk);
  return into;
}

export function pageHtml({ clientDir }: { clientDir: string }): Plugin {
  return {
    name: 'page-html',
    apply: 'build',
    // After Vite has written index.html's asset (its script and modulepreload tags).
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('page-html: index.html is not in the bundle');
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entry = [...chunks.values()].find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(clientDir, 'index.html'),
      );
      if (!entry) this.error('page-html: the chunk of index.html is not in the bundle');
      // What index.html already loads (its script and Vite's modulepreload tags).
      const loaded = withStaticImports(entry, chunks);

      const chunkOf = new Map<string, Chunk>();
      for (const chunk of chunks.values())
        if (chunk.isDynamicEntry && chunk.facadeModuleId) chunkOf.set(chunk.facadeModuleId, chunk);
      const pageChunk = (page: PageModule) => {
        const chunk = chunkOf.get(path.join(clientDir, pageModules[page]));
        if (!chunk)
          this.error(`page-html: ${pageModules[page]} (${page}) is not loaded on demand by the router`);
        return chunk;
      };

      // The stylesheet goes into the page itself: it blocks the first paint, and as a file of its own it
      // shares the phone's bandwidth with the scripts the page preloads (Lighthouse's first paint 1.4 →
      // 2.3 s with the preloads, docs/benchmarks.md). A navigation inside the app loads no HTML.
      const stylesheets = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css'));
      if (stylesheets.length !== 1)
        this.error(
          `page-html: one stylesheet expected (vite.config.ts: cssCodeSplit false), not ${stylesheets.join(', ')}`,
        );
      // The Gmail popup's page styles itself inline (no React, no Tailwind): it does not need the sheet
      // that `cssCodeSplit: false` adds to every HTML entry.
      const popup = bundle['gmail-callback.html'];
      if (popup?.type === 'asset')
        popup.source = String(popup.source).replace(/\s*<link rel="stylesheet"[^>]*>/g, '');

      const source = String(html.source).replace(
        /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
        (tag, fileName: string) => {
          const css = bundle[fileName];
          if (css?.type !== 'asset') return tag;
          if (String(css.source).includes('</style')) this.error(`page-html: ${fileName} holds </style`);
          return `<style>${String(css.source)}</style>`;
        },
      );
      if (!source.includes('</head>')) this.error('page-html: index.html has no </head>');
      for (const page of Object.keys(pageModules) as PageModule[]) {
        if (page === 'layout') continue;
        const needed = new Set<Chunk>();
        for (const chunk of [pageChunk('layout'), pageChunk(page)]) withStaticImports(chunk, chunks, needed);
        const tags = [...needed]
          .filter((chunk) => !loaded.has(chunk))
          .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`);
        this.emitFile({
          type: 'asset',
          fileName: pageHtmlFile(page),
          source: source.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`),
        });
      }
    },
  };
}
