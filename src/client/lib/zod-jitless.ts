/**
 * zod compiles a fast parser per object schema with `new Function`, and probes for it with `Function('')`
 * the first time an object schema is built: the CSP (script-src 'self', no 'unsafe-eval') refuses it and
 * the browser reports a violation on every page. Jitless mode skips the probe and the compilation (the
 * forms parse a handful of fields; the gain is nil here). It must be set before any schema is created, so
 * the entries import this module first. zod keeps its configuration on `globalThis.__zod_globalConfig`
 * and adopts an object already there (zod/v4/core/core.js): setting it here costs nothing, where importing
 * zod's `config()` brought ~9 kB of zod's core into every page's first load (zod-jitless.test.ts checks
 * that zod still reads it).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

// A module, imported for its effect only.
export {};
