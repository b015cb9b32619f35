/**
 * `npm run bench:list-bytes`: bytes of a 50-card list page of each kind, view=full vs view=card,
 * raw and gzip -9, on an in-memory PGlite with realistic rows (varied names, addresses, counts).
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { pgliteDatabase } from '../../../src/server/db/client';
import { createPglite } from '../../../src/server/db/pglite-extensions';
import { bootstrapFirstAdmin } from '../../../src/server/features/users/admin-bootstrap';

const config = loadConfig({
  ADMIN_PASSWORD: 'measure-admin-pw',
  LOG_LEVEL: 'silent',
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
});
const database = pgliteDatabase(await createPglite());
await database.migrate((db) => bootstrapFirstAdmin(db, config.admin, { info() {}, warn() {} } as never));
const common = (n: string) => `
  'Société ' || (array['Dupont','Martin','Bernard','Lefèvre','Moreau'])[1 + ${n} % 5] || ' Informatique ' || ${n},
  (array['Sophie','Luc','Claire','Marc'])[1 + ${n} % 4] || ' ' || (array['Laurent','Petit','Roux'])[1 + ${n} % 3],
  'contact' || ${n} || '@client-entreprise.fr', '06 12 34 ' || lpad((${n} % 100)::text, 2, '0') || ' 78',
  ${n} || ' avenue de la République, 750' || lpad((${n} % 20 + 1)::text, 2, '0') || ' Paris',
  (date '2026-12-01' + (${n} % 60))::date, (array['pending','completed','rejected'])[1 + ${n} % 3],
  now() - (${n} || ' minutes')::interval, now() - (${n} || ' minutes')::interval, 1`;
const cols =
  'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, status, created_at, updated_at, created_by';
await database.db.execute(
  sql.raw(`INSERT INTO material_conditioning_requests (${cols}, offer_number, computers_to_collect, phones_to_collect, screens_to_collect, pc_envelopes, phone_envelopes, standard_boxes, screen_boxes)
  SELECT ${common('g')}, 'OE-' || lpad(g::text, 6, '0'), g % 50, g % 30, g % 7, g % 50, g % 30, g % 9, g % 7 FROM generate_series(1, 300) g`),
);
await database.db.execute(
  sql.raw(`INSERT INTO package_pickup_requests (${cols}, type, offer_number, shipping_destination, number_of_packages, package_details)
  SELECT ${common('g')}, 'package', 'OE-' || lpad(g::text, 6, '0'), 'Recyclage SA — 5 rue du Port, 93200 Saint-Denis', 2, '[{"width":40,"length":30,"height":20,"weight":5},{"width":60,"length":40,"height":40,"weight":12}]'::jsonb FROM generate_series(1, 300) g`),
);
await database.db.execute(
  sql.raw(`INSERT INTO regional_collection_requests (${cols}, offer_number, computers_to_collect, phones_to_collect, screens_to_collect, preferred_time_slot)
  SELECT ${common('g')}, 'OE-' || lpad(g::text, 6, '0'), g % 20, g % 10, g % 4, 'morning' FROM generate_series(1, 300) g`),
);
const app = await buildApp({ config, database });
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { username: 'admin', password: 'measure-admin-pw' },
});
const cookie = String(login.headers['set-cookie']).split(';')[0];
const views = (process.env.VIEWS ?? 'full,card').split(',');
console.log('| kind | view | rows | raw bytes | gzip -9 bytes |\n|---|---|---|---|---|');
for (const kind of ['material-conditioning', 'package-pickup', 'regional-collection']) {
  for (const view of views) {
    for (const status of ['pending', 'completed']) {
      const r = await app.inject({
        method: 'GET',
        url: `/api/${kind}-requests?status=${status}&limit=${process.env.LIMIT ?? 50}${view === 'full' ? '' : `&view=${view}`}`,
        headers: { cookie, 'accept-encoding': 'identity' },
      });
      if (r.statusCode !== 200) {
        console.log(kind, view, r.statusCode, r.body.slice(0, 200));
        continue;
      }
      const body = Buffer.from(r.rawPayload);
      console.log(
        `| ${kind} (${status}) | ${view} | ${(r.json() as unknown[]).length} | ${body.length} | ${gzipSync(body, { level: 9 }).length} |`,
      );
    }
  }
}
await app.close();
