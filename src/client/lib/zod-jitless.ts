/**
 * zod compiles a fast parser per object schema with `new Function`, and probes for it with `Function('')`
 * the first time an object schema is built: the CSP (script-src 'self', no 'unsafe-eval') refuses it and
 * the browser reports a violation on every page. Jitless mode skips the probe and the compilation (the
 * forms parse a handful of fields; the gain is nil here). It must run before any schema is created, so
 * main.tsx imports this module first; it brings only zod's small core config, not the library.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
