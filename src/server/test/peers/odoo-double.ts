/**
 * A local Odoo on 127.0.0.1 speaking both protocols of integrations §1 over a small fixture: JSON-RPC
 * (`POST /jsonrpc`: `common.version`, `common.authenticate` → uid or `false`, `object.execute_kw` with
 * errors as HTTP 200 + `error.data.name`) and JSON-2 (`POST /json/2/<model>/<method>`, bearer API key,
 * errors as HTTP 401/403/404 `{name, message}`; only when the version is 19 or more, as in Odoo).
 * It evaluates enough of the domain language for the offer filters: `=`, `!=`, `in`, `not in`, `ilike`,
 * dotted paths through many2one/many2many (`tag_ids.name`), prefix `|`, `&`, `!`, implicit AND.
 * Every request is logged with the credentials it carried, so tests can check whose were used.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Value = unknown;
type Row = { id: number } & Record<string, Value>;

export interface OdooUser {
  uid: number;
  login: string;
  password: string;
  apiKey: string;
  /** Models this user may not read (AccessError). */
  denied?: string[];
}

export interface OdooRequestLog {
  protocol: 'jsonrpc' | 'json2';
  /** `common.authenticate`, `object.execute_kw`, or the JSON-2 path. */
  call: string;
  model?: string;
  method?: string;
  login?: string;
  uid?: number;
  /** The password or API key the request carried. */
  secret?: string;
  database?: string;
}

export const ODOO_DB = 'odoo-test';

export const ODOO_USERS = {
  alice: { uid: 2, login: 'alice@acme.test', password: 'alice-odoo-pw', apiKey: 'alice-api-key-0123456789' },
  bob: { uid: 7, login: 'bob@acme.test', password: 'bob-odoo-pw', apiKey: 'bob-api-key-9876543210' },
  /** Signs in but may not read quotations. */
  carol: {
    uid: 9,
    login: 'carol@acme.test',
    password: 'carol-odoo-pw',
    apiKey: 'carol-api-key-5555555555',
    denied: ['sale.order', 'sale.order.line'],
  },
} satisfies Record<string, OdooUser>;

const m2o = (table: Row[], id: number): [number, string] => [id, String(displayName(table, id))];
function displayName(table: Row[], id: number): Value {
  const row = table.find((r) => r.id === id);
  return row?.display_name ?? row?.name;
}

function fixture() {
  const partners: Row[] = [
    {
      id: 1,
      name: 'Acme Recyclage SAS',
      is_company: true,
      email: false,
      phone: false,
      street: '12 rue des Lilas',
      street2: false,
      zip: '93200',
      city: 'Saint-Denis',
      parent_id: false,
    },
    {
      id: 2,
      name: 'Claire Dupont',
      display_name: 'Acme Recyclage SAS, Claire Dupont',
      is_company: false,
      email: 'claire.dupont@acme.test',
      phone: '+33 1 23 45 67 89',
      street: false,
      street2: false,
      zip: false,
      city: false,
      parent_id: 1,
    },
    {
      id: 3,
      name: 'Beta Industries',
      is_company: true,
      email: false,
      phone: false,
      street: '5 avenue Foch',
      street2: 'Bâtiment B',
      zip: '75016',
      city: 'Paris',
      parent_id: false,
    },
    {
      id: 4,
      name: 'Marc Leroy',
      display_name: 'Beta Industries, Marc Leroy',
      is_company: false,
      email: 'marc.leroy@beta.test',
      phone: false,
      street: false,
      street2: false,
      zip: false,
      city: false,
      parent_id: 3,
    },
    {
      id: 5,
      name: 'Gamma Conseil',
      is_company: true,
      email: 'contact@gamma.test',
      phone: '01 02 03 04 05',
      street: false,
      street2: false,
      zip: '92100',
      city: 'Boulogne-Billancourt',
      parent_id: false,
    },
  ];
  for (const p of partners) {
    const company = typeof p.parent_id === 'number' ? p.parent_id : p.id;
    p.commercial_partner_id = m2o(partners, company);
    p.parent_id = typeof p.parent_id === 'number' ? m2o(partners, p.parent_id) : false;
  }
  const categories: Row[] = [
    { id: 1, name: 'Tout / Informatique / Ordinateurs portables' },
    { id: 2, name: 'Tout / Informatique / Postes fixes' },
    { id: 3, name: 'Tout / Téléphonie' },
    { id: 4, name: 'Tout / Services' },
    { id: 5, name: 'Tout / Consommables' },
  ];
  const products: Row[] = [
    {
      id: 1,
      name: 'Ordinateur portable Dell Latitude 5420',
      default_code: 'LAP-DELL',
      categ_id: m2o(categories, 1),
    },
    { id: 2, name: 'Unité centrale HP ProDesk', default_code: 'UC-HP', categ_id: m2o(categories, 2) },
    { id: 3, name: 'Smartphone Samsung Galaxy', default_code: false, categ_id: m2o(categories, 3) },
    { id: 4, name: 'Tablette Lenovo Tab', default_code: false, categ_id: m2o(categories, 3) },
    { id: 5, name: 'Écran 24 pouces', default_code: 'ECR-24', categ_id: m2o(categories, 2) },
    { id: 6, name: 'Caisse D3E 600 L', default_code: 'D3E-BOX', categ_id: m2o(categories, 5) },
    { id: 7, name: 'Frais de transport', default_code: 'TRANSPORT', categ_id: m2o(categories, 4) },
    { id: 8, name: 'ThinkPad X1 Carbon', default_code: 'TP-X1', categ_id: m2o(categories, 1) },
    { id: 9, name: 'Téléphone portable Nokia', default_code: false, categ_id: m2o(categories, 3) },
    { id: 10, name: 'Bac de collecte', default_code: 'D3E-BAC', categ_id: m2o(categories, 5) },
  ];
  const tags: Row[] = [
    { id: 1, name: 'Devis signé' },
    { id: 2, name: 'Urgent' },
  ];
  const lines: Row[] = [];
  const line = (
    order: number,
    product: number | false,
    name: string,
    qty: number,
    display: string | false = false,
  ) => {
    const id = lines.length + 1;
    lines.push({
      id,
      order_id: order,
      product_id: product === false ? false : m2o(products, product),
      name,
      product_uom_qty: qty,
      display_type: display,
    });
    return id;
  };
  const orders: Row[] = [
    {
      id: 10,
      name: 'S00010',
      state: 'sale',
      signed_on: false,
      partner: 2,
      shipping: 2,
      tags: [2],
      date_order: '2024-05-10 09:00:00',
      lines: [
        line(10, false, 'Matériel informatique', 0, 'line_section'),
        line(10, 1, '[LAP-DELL] Ordinateur portable Dell Latitude 5420', 3),
        line(10, 2, '[UC-HP] Unité centrale HP ProDesk', 2),
        line(10, 3, 'Smartphone Samsung Galaxy', 4),
        line(10, 4, 'Tablette Lenovo Tab', 1),
        line(10, 5, '[ECR-24] Écran 24 pouces', 5),
        line(10, 9, 'Téléphone portable Nokia', 1),
        line(10, false, 'Enlèvement des écrans au 2e étage', 7, 'line_note'),
        line(10, 6, '[D3E-BOX] Caisse D3E 600 L', 2),
        line(10, 7, '[TRANSPORT] Frais de transport', 1),
        line(10, 8, '[TP-X1] ThinkPad X1 Carbon', 6),
      ],
    },
    {
      id: 11,
      name: 'S00011',
      state: 'sent',
      signed_on: '2024-05-12 10:00:00',
      partner: 3,
      shipping: 4,
      tags: [],
      date_order: '2024-05-12 08:00:00',
      lines: [line(11, 1, 'Ordinateur portable Dell Latitude 5420', 10), line(11, 10, 'Bac de collecte', 3)],
    },
    {
      id: 12,
      name: 'S00012',
      state: 'draft',
      signed_on: false,
      partner: 2,
      shipping: 2,
      tags: [1],
      date_order: '2024-05-14 08:00:00',
      lines: [],
    },
    {
      id: 13,
      name: 'S00013',
      state: 'cancel',
      signed_on: false,
      partner: 5,
      shipping: 5,
      tags: [],
      date_order: '2024-05-15 08:00:00',
      lines: [],
    },
    {
      id: 14,
      name: 'S00014',
      state: 'sent',
      signed_on: false,
      partner: 5,
      shipping: 5,
      tags: [1, 2],
      date_order: '2024-05-08 08:00:00',
      lines: [],
    },
    {
      id: 15,
      name: 'S00015',
      state: 'draft',
      signed_on: false,
      partner: 4,
      shipping: 4,
      tags: [],
      date_order: '2024-05-16 08:00:00',
      lines: [],
    },
  ].map(({ partner, shipping, tags: tagIds, lines: lineIds, ...order }) => ({
    ...order,
    partner_id: m2o(partners, partner),
    partner_shipping_id: m2o(partners, shipping),
    tag_ids: tagIds,
    order_line: lineIds,
  }));
  for (const l of lines) l.order_id = m2o(orders, l.order_id as number);
  return {
    'res.partner': partners,
    'product.category': categories,
    'product.product': products,
    'crm.tag': tags,
    'sale.order': orders,
    'sale.order.line': lines,
  } as Record<string, Row[]>;
}

/** Which model a relational field points to. */
const relations: Record<string, string> = {
  partner_id: 'res.partner',
  partner_shipping_id: 'res.partner',
  commercial_partner_id: 'res.partner',
  parent_id: 'res.partner',
  tag_ids: 'crm.tag',
  order_line: 'sale.order.line',
  order_id: 'sale.order',
  product_id: 'product.product',
  categ_id: 'product.category',
};

class OdooException extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
const accessDenied = () => new OdooException('odoo.exceptions.AccessDenied', 'Access Denied', 401);
const accessError = (model: string) =>
  new OdooException('odoo.exceptions.AccessError', `You are not allowed to access '${model}' records.`, 403);
const missing = (model: string) =>
  new OdooException(
    'odoo.exceptions.MissingError',
    `Record does not exist or has been deleted. (${model})`,
    404,
  );
const valueError = (message: string) => new OdooException('builtins.ValueError', message, 422);

type Predicate = (row: Row) => boolean;

export interface OdooDouble {
  readonly url: string;
  readonly requests: OdooRequestLog[];
  /** The major version `common.version` reports (JSON-2 exists from 19). */
  setVersion(major: number): void;
  /** Every answer waits this long (past the client's time-out to test it). */
  setDelay(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startOdooDouble({
  version = 17,
  port: listenPort = 0,
}: {
  version?: number;
  /** 0: any free port (API tests); the e2e run gives a fixed one. */
  port?: number;
} = {}): Promise<OdooDouble> {
  const data = fixture();
  const users: OdooUser[] = Object.values(ODOO_USERS);
  const requests: OdooRequestLog[] = [];
  let major = version;
  let delayMs = 0;

  const table = (model: string): Row[] => {
    const rows = data[model];
    if (!rows) throw new OdooException('builtins.KeyError', `Model not found: ${model}`, 404);
    return rows;
  };

  /** The values at a dotted path: many2one and x2many are followed; a plain field gives one value. */
  function valuesAt(row: Row, path: string[]): Value[] {
    const [field, ...rest] = path;
    if (field === undefined) return [];
    const value = field === 'id' ? row.id : row[field];
    if (rest.length === 0) return [value];
    const target = relations[field];
    if (!target) throw valueError(`Invalid field ${field} in leaf`);
    const ids = Array.isArray(value) ? (typeof value[1] === 'string' ? [value[0]] : value) : [];
    return table(target)
      .filter((r) => ids.includes(r.id))
      .flatMap((r) => valuesAt(r, rest));
  }

  function leaf([path, op, expected]: [string, string, Value]): Predicate {
    const names = path.split('.');
    const relational = relations[names[names.length - 1] ?? ''] !== undefined;
    const matches = (value: Value): boolean => {
      // many2one compares its id, or its display name for ilike
      const id = Array.isArray(value) && typeof value[1] === 'string' ? value[0] : value;
      const text = Array.isArray(value) && typeof value[1] === 'string' ? value[1] : value;
      switch (op) {
        case '=':
          return expected === false
            ? value === false || (Array.isArray(value) && value.length === 0)
            : id === expected || (Array.isArray(value) && value.includes(expected));
        case '!=':
          return expected === false
            ? !(value === false || (Array.isArray(value) && value.length === 0))
            : id !== expected;
        case 'in':
          return Array.isArray(expected) && expected.includes(id);
        case 'not in':
          return Array.isArray(expected) && !expected.includes(id);
        case 'ilike':
          return typeof text === 'string' && text.toLowerCase().includes(String(expected).toLowerCase());
        default:
          throw valueError(`Invalid leaf operator ${op}`);
      }
    };
    return (row) => {
      if (relational && names.length === 1 && op === 'ilike') {
        const target = relations[path] as string;
        const value = row[path];
        const ids = Array.isArray(value) ? (typeof value[1] === 'string' ? [value[0]] : value) : [];
        return table(target).some(
          (r) =>
            ids.includes(r.id) &&
            String(r.display_name ?? r.name)
              .toLowerCase()
              .includes(String(expected).toLowerCase()),
        );
      }
      const values = valuesAt(row, names);
      if (op === '!=' || op === 'not in')
        return values.length === 0 ? (op === '!=' ? expected !== false : true) : values.every(matches);
      return values.some(matches);
    };
  }

  function compile(domain: unknown): Predicate {
    if (!Array.isArray(domain)) throw valueError('Invalid domain');
    let i = 0;
    const next = (): Predicate => {
      const item = domain[i++];
      if (item === '|' || item === '&') {
        const a = next();
        const b = next();
        return item === '|' ? (r) => a(r) || b(r) : (r) => a(r) && b(r);
      }
      if (item === '!') {
        const a = next();
        return (r) => !a(r);
      }
      if (Array.isArray(item) && item.length === 3) return leaf(item as [string, string, Value]);
      throw valueError(`Invalid domain term ${JSON.stringify(item)}`);
    };
    const all: Predicate[] = [];
    while (i < domain.length) all.push(next());
    return (row) => all.every((p) => p(row));
  }

  function pick(row: Row, fields: unknown): Row {
    if (!Array.isArray(fields) || fields.length === 0) return { ...row };
    const out: Row = { id: row.id };
    for (const f of fields as string[]) {
      if (f === 'display_name') out[f] = row.display_name ?? row.name;
      else if (f in row) out[f] = row[f];
      else throw valueError(`Invalid field '${f}' on model`);
    }
    return out;
  }

  function sortBy(rows: Row[], order: unknown): Row[] {
    if (typeof order !== 'string' || !order.trim()) return [...rows].sort((a, b) => a.id - b.id);
    const keys = order.split(',').map((part) => {
      const [field = 'id', dir = 'asc'] = part.trim().split(/\s+/);
      return { field, desc: dir.toLowerCase() === 'desc' };
    });
    return [...rows].sort((a, b) => {
      for (const { field, desc } of keys) {
        const x = String(a[field] ?? '');
        const y = String(b[field] ?? '');
        const c = field === 'id' ? a.id - b.id : x < y ? -1 : x > y ? 1 : 0;
        if (c !== 0) return desc ? -c : c;
      }
      return 0;
    });
  }

  function execute(user: OdooUser, model: string, method: string, params: Record<string, unknown>): unknown {
    if (model === 'res.users' && method === 'context_get')
      return { lang: 'fr_FR', tz: 'Europe/Paris', uid: user.uid };
    if (user.denied?.includes(model)) throw accessError(model);
    const rows = table(model);
    if (method === 'search_read') {
      const found = sortBy(rows.filter(compile(params.domain ?? [])), params.order);
      const offset = typeof params.offset === 'number' ? params.offset : 0;
      const limit = typeof params.limit === 'number' ? params.limit : undefined;
      return found
        .slice(offset, limit === undefined ? undefined : offset + limit)
        .map((r) => pick(r, params.fields));
    }
    if (method === 'read') {
      const ids = params.ids;
      if (!Array.isArray(ids)) throw valueError('read needs ids');
      return ids.map((id) => {
        const row = rows.find((r) => r.id === id);
        if (!row) throw missing(model);
        return pick(row, params.fields);
      });
    }
    throw new OdooException(
      'builtins.AttributeError',
      `The method '${method}' does not exist on the model '${model}'`,
      404,
    );
  }

  function jsonRpc(body: Record<string, unknown>): unknown {
    const params = (body.params ?? {}) as { service?: string; method?: string; args?: unknown[] };
    const args = params.args ?? [];
    if (params.service === 'common' && params.method === 'version') {
      requests.push({ protocol: 'jsonrpc', call: 'common.version' });
      return {
        server_version: `${major}.0`,
        server_version_info: [major, 0, 0, 'final', 0, ''],
        server_serie: `${major}.0`,
        protocol_version: 1,
      };
    }
    if (params.service === 'common' && params.method === 'authenticate') {
      const [db, login, secret] = args as [string, string, string];
      requests.push({ protocol: 'jsonrpc', call: 'common.authenticate', login, secret, database: db });
      if (db !== ODOO_DB)
        throw new OdooException('psycopg2.OperationalError', `database "${db}" does not exist`, 500);
      const user = users.find((u) => u.login === login && (u.password === secret || u.apiKey === secret));
      return user ? user.uid : false;
    }
    if (params.service === 'object' && params.method === 'execute_kw') {
      const [db, uid, secret, model, method, positional = [], kwargs = {}] = args as [
        string,
        number,
        string,
        string,
        string,
        unknown[],
        Record<string, unknown>,
      ];
      requests.push({
        protocol: 'jsonrpc',
        call: 'object.execute_kw',
        uid,
        secret,
        model,
        method,
        database: db,
      });
      const user = users.find((u) => u.uid === uid && (u.password === secret || u.apiKey === secret));
      if (db !== ODOO_DB || !user) throw accessDenied();
      const named =
        method === 'read'
          ? { ids: positional[0], fields: positional[1] ?? kwargs.fields }
          : { domain: positional[0] ?? kwargs.domain, fields: positional[1] ?? kwargs.fields, ...kwargs };
      return execute(user, model, method, named as Record<string, unknown>);
    }
    throw new OdooException('builtins.KeyError', `unknown service ${params.service}.${params.method}`, 404);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown, type = 'application/json') =>
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': type });
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        }, delayMs);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        return send(400, '<h1>Bad Request</h1>', 'text/html');
      }
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/jsonrpc') {
        try {
          return send(200, { jsonrpc: '2.0', id: body.id ?? null, result: jsonRpc(body) });
        } catch (error) {
          const e = error as OdooException;
          return send(200, {
            jsonrpc: '2.0',
            id: body.id ?? null,
            error: {
              code: 200,
              message: 'Odoo Server Error',
              data: {
                name: e.name,
                debug: 'Traceback (most recent call last): ...',
                message: e.message,
                arguments: [e.message],
                context: {},
              },
            },
          });
        }
      }
      const json2 = /^\/json\/2\/([^/]+)\/([^/?]+)$/.exec(url);
      if (req.method === 'POST' && json2 && major >= 19) {
        const model = decodeURIComponent(json2[1] as string);
        const method = decodeURIComponent(json2[2] as string);
        const auth = /^bearer (.+)$/i.exec(req.headers.authorization ?? '');
        const secret = auth?.[1];
        const database = req.headers['x-odoo-database'] as string | undefined;
        requests.push({
          protocol: 'json2',
          call: url,
          model,
          method,
          ...(secret ? { secret } : {}),
          ...(database ? { database } : {}),
        });
        const user = users.find((u) => u.apiKey === secret);
        if (!user || (database !== undefined && database !== ODOO_DB)) {
          return send(401, {
            name: 'werkzeug.exceptions.Unauthorized',
            message: 'Invalid apikey',
            arguments: [],
            context: {},
            debug: '',
          });
        }
        requests[requests.length - 1] = {
          ...requests[requests.length - 1],
          uid: user.uid,
          login: user.login,
        } as OdooRequestLog;
        try {
          return send(200, execute(user, model, method, body));
        } catch (error) {
          const e = error as OdooException;
          return send(e.status, {
            name: e.name,
            message: e.message,
            arguments: [e.message],
            context: {},
            debug: '',
          });
        }
      }
      return send(404, '<!DOCTYPE html><title>404: Not Found</title>', 'text/html');
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setVersion(value) {
      major = value;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    reset() {
      requests.length = 0;
      delayMs = 0;
      major = version;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
