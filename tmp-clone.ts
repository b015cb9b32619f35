import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from './src/server/db/client';
import { createPglite } from './src/server/db/pglite-extensions';
let t = performance.now();
const a = await PGlite.create(); console.log('create plain', performance.now() - t); t = performance.now();
const b = await createPglite(); console.log('create ext', performance.now() - t); t = performance.now();
await pgliteDatabase(b).migrate(); console.log('migrate', performance.now() - t); t = performance.now();
for (let i = 0; i < 3; i++) { const c = await b.clone(); console.log('clone', performance.now() - t); t = performance.now(); await c.query('select 1'); }
await a.exec('select 1'); t = performance.now();
for (let i = 0; i < 3; i++) { const c = await a.clone(); console.log('clone plain', performance.now() - t); t = performance.now(); }
