/**
 * Generated bad input on every write route. From one valid body per route, each field in turn gets the
 * values a client, a typo or a script can send: for numbers -1, 2^31 (past int4), 1e12, 1.5, "abc", null;
 * for texts "", 10 000 characters, a NUL character and a lone UTF-16 surrogate; for booleans "abc" and null. PUT and PATCH also get
 * `{}` and ids outside the id range, and every route an oversized body. Whatever happens, the answer is
 * never a 5xx; a refusal carries a French message (no zod or English wording) and a 400 names the field.
 * The valid body itself must pass, so the refusals are about the field changed.
 */
import { defaultGeneralSettings } from '@shared/settings/general-settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { nextYear } from '../test/dates';

let t: TestApp;
let admin: string;
let user: string;
/** A user who changes their own password (the change ends their other sessions, not the test's ones). */
let passwordUser: string;
const ids: Record<string, number> = {};

type Body = Record<string, unknown>;

interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  /** With ":id" where the route takes one (filled from `ids[idOf]`). */
  path: string;
  idOf?: string;
  cookie: () => string;
  /** A valid body; `n` makes unique names where the route requires them. */
  valid: (n: number) => Body;
}

const contact = (company: string) => ({
  clientCompanyName: company,
  contactName: 'Sophie Laurent',
  contactEmail: 'sophie@client.test',
  contactPhone: '06 12 34 56 78',
  companyAddress: '10 avenue de France, 75013 Paris',
});

const requestBodies: Record<string, (n: number) => Body> = {
  'material-conditioning': (n) => ({
    ...contact(`Conditionnement ${n}`),
    offerNumber: 'OE-000123',
    desiredDate: nextYear('06-01'),
    computersToCollect: 10,
    pcFixesToSend: 1,
    phonesToCollect: 20,
    tabletsToCollect: 5,
    screensToCollect: 9,
    d3eBoxesToFill: 2,
    pcEnvelopes: 11,
    phoneEnvelopes: 22,
    tabletEnvelopes: 6,
    standardBoxes: 4,
    screenBoxes: 3,
    d3eBoxes: 0,
    usesPalletShipping: true,
    palletQuantity: 1,
    palletLength: 120,
    palletWidth: 80,
    palletHeight: 100,
    palletWeight: 250.5,
  }),
  'package-pickup': (n) => ({
    ...contact(`Enlèvement ${n}`),
    type: 'package',
    offerNumber: 'OE-000124',
    lotValue: '1 200 €',
    shippingAddressId: ids.address,
    customShippingAddress: 'Quai 3',
    desiredDate: nextYear('06-02'),
    numberOfPackages: 1,
    numberOfPallets: 0,
    packageDetails: [{ width: 40, length: 30, height: 20, weight: 8 }],
  }),
  'regional-collection': (n) => ({
    ...contact(`Collecte ${n}`),
    offerNumber: 'OE-000125',
    computersToCollect: 3,
    pcFixesToCollect: 1,
    phonesToCollect: 2,
    tabletsToCollect: 1,
    screensToCollect: 1,
    d3eBoxes: 1,
    desiredDate: nextYear('06-03'),
    preferredTimeSlot: 'specific_time',
    specificTime: '10:30',
  }),
  delivery: (n) => ({
    requestType: 'livraison',
    requester: `Demandeur ${n}`,
    senderCompanyName: 'Expéditeur SA',
    senderContactName: 'Sophie Laurent',
    senderPhone: '06 12 34 56 78',
    senderEmail: 'sophie@client.test',
    senderAddress: '10 avenue de France, 75013 Paris',
    recipientCompanyName: 'Atelier Sud',
    recipientContactName: 'Marc Durand',
    recipientPhone: '04 78 00 00 00',
    recipientEmail: 'marc@atelier.test',
    recipientAddress: '5 rue de la République, 69001 Lyon',
    collectionDate: nextYear('06-04'),
    noDimensionsRequired: false,
    packages: [{ type: 'pallet', width: 120, length: 80, height: 100, weight: 250.5, value: '1 200 €' }],
    description: 'Deux palettes filmées',
  }),
  collection: (n) => ({
    clientName: `Collecte hors IDF ${n}`,
    clientContactName: 'Paul Durand',
    clientPhone: '04 78 00 00 00',
    clientEmail: 'paul@example.test',
    clientAddress: '5 rue de la République, 69001 Lyon',
    materials: '3 ordinateurs, 2 écrans',
    comments: 'Accès par le quai',
  }),
};

const address = (n: number) => ({
  name: `Entrepôt ${n}`,
  companyName: 'Recyclage SA',
  contactName: 'Paul Durand',
  contactEmail: 'paul@example.test',
  contactPhone: '01 02 03 04 05',
  deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
});

const routes: WriteRoute[] = [
  ...Object.entries(requestBodies).flatMap(([kind, valid]): WriteRoute[] => [
    { method: 'POST', path: `/api/${kind}-requests`, cookie: () => user, valid },
    // Based on the created request's version (decision 0076): the one valid edit raises it, so the bad bodies
    // that follow are refused on their field (400) or, valid all the same, as stale (409 in French).
    {
      method: 'PUT',
      path: `/api/${kind}-requests/:id`,
      idOf: `${kind}:edit`,
      cookie: () => user,
      valid: (n: number) => ({ ...valid(n), version: 1 }),
    },
    {
      method: 'PATCH',
      path: `/api/${kind}-requests/:id`,
      idOf: `${kind}:decide`,
      cookie: () => admin,
      valid: () => ({ status: 'completed', rejectionReason: 'Hors zone' }),
    },
  ]),
  {
    method: 'POST',
    path: '/api/packaging/items',
    cookie: () => admin,
    valid: (n) => ({
      name: `Article ${n}`,
      description: 'Carton double cannelure',
      unit: 'pièces',
      currentStock: 5,
      minStock: 1,
      maxStock: 100,
    }),
  },
  {
    method: 'PUT',
    path: '/api/packaging/items/:id',
    idOf: 'item',
    cookie: () => admin,
    valid: () => ({
      name: 'Carton standard',
      description: 'Carton double cannelure',
      unit: 'pièces',
      currentStock: 50,
      minStock: 10,
      maxStock: 100,
      version: 1,
    }),
  },
  {
    method: 'POST',
    path: '/api/packaging/items/:id/movements',
    idOf: 'item',
    cookie: () => admin,
    valid: () => ({ direction: 'in', quantity: 1, comments: 'Livraison fournisseur' }),
  },
  {
    method: 'POST',
    path: '/api/packaging/requests',
    cookie: () => user,
    valid: () => ({
      itemId: ids.item,
      quantity: 2,
      type: 'supply',
      requester: 'Atelier',
      neededBy: nextYear('06-04'),
      comments: 'Pour la semaine',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/packaging/requests/:id',
    idOf: 'packagingRequest',
    cookie: () => admin,
    valid: () => ({ status: 'approved' }),
  },
  { method: 'POST', path: '/api/saved-addresses', cookie: () => admin, valid: address },
  {
    method: 'PUT',
    path: '/api/saved-addresses/:id',
    idOf: 'address',
    cookie: () => admin,
    valid: (n: number) => ({ ...address(n), version: 1 }),
  },
  {
    method: 'PUT',
    path: '/api/general-settings',
    cookie: () => admin,
    valid: () => ({ ...defaultGeneralSettings, version: 1 }),
  },
  {
    method: 'POST',
    path: '/api/users',
    cookie: () => admin,
    valid: (n) => ({
      username: `genere${n}`,
      email: `genere${n}@example.test`,
      firstName: 'Jeanne',
      lastName: 'Martin',
      role: 'user',
      isActive: true,
      password: 'secret-123',
    }),
  },
  {
    method: 'PUT',
    path: '/api/users/:id',
    idOf: 'editedUser',
    cookie: () => admin,
    valid: (n) => ({
      username: `modifie${n}`,
      email: `modifie${n}@example.test`,
      firstName: 'Paul',
      lastName: 'Durand',
      role: 'user',
      isActive: true,
      password: 'secret-456',
      odooLogin: 'paul@odoo',
      odooPassword: 'odoo-secret',
      notifyOnDecision: true,
      version: 1,
    }),
  },
  {
    method: 'POST',
    path: '/api/users/change-password',
    cookie: () => passwordUser,
    valid: () => ({
      currentPassword: 'user-password-1',
      newPassword: 'user-password-1',
      confirmPassword: 'user-password-1',
    }),
  },
  {
    method: 'PUT',
    path: '/api/notification-settings',
    cookie: () => admin,
    valid: () => ({ notificationEmail: 'logistique@example.test', version: 1 }),
  },
  {
    method: 'POST',
    path: '/api/carriers',
    cookie: () => admin,
    valid: (n) => ({ name: `Transporteur ${n}`, trackingUrlTemplate: 'https://suivi.test/?n={numero}' }),
  },
  {
    method: 'PUT',
    path: '/api/carriers/:id',
    idOf: 'carrier',
    cookie: () => admin,
    valid: (n) => ({ name: `Transporteur modifié ${n}`, trackingUrlTemplate: null, version: 1 }),
  },
  {
    // The first valid move plans the collection; the bad values are refused before where it stands is read.
    method: 'POST',
    path: '/api/regional-collection-requests/:id/fulfilment',
    idOf: 'regional-collection:suivi',
    cookie: () => user,
    valid: () => ({
      stage: 'planned',
      plannedDate: nextYear('06-10'),
      timeSlot: { preferredTimeSlot: 'specific_time', specificTime: '09:30' },
      team: 'Camion 2',
    }),
  },
  {
    method: 'POST',
    path: '/api/collection-requests/:id/fulfilment/cancel',
    idOf: 'collection:suivi',
    cookie: () => admin,
    valid: () => ({ reason: 'Le client a annulé' }),
  },
];

const badNumbers = [-1, 2 ** 31, 1e12, 1.5, 'abc', null];
const badTexts = ['', 'x'.repeat(10_000), 'a\u0000b', 'a\ud800b'];
const badBooleans = ['abc', null];
const badIds = ['-1', '0', '2147483648', '1e12', '1.5', 'abc'];

/** Every leaf of a body with its path: fields, and fields of objects in lists ("packageDetails.0.width"). */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [[path, value]];
}

function withValue(body: Body, path: string[], value: unknown): Body {
  const copy = structuredClone(body);
  let target = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1) as string] = value;
  return copy;
}

function badValuesFor(value: unknown): unknown[] {
  if (typeof value === 'number') return badNumbers;
  if (typeof value === 'string') return badTexts;
  if (typeof value === 'boolean') return badBooleans;
  return [];
}

/** zod's and Fastify's English wording, and the type checker's notation, must never reach a user. */
const notFrench =
  /\b(expected|invalid|received|required|too (big|small)|must|should|string|number|boolean|array|undefined|null|nan)\b|[<>]=?/i;

function problemsOf(
  label: string,
  response: { statusCode: number; json(): unknown },
  field: string | undefined,
): string[] {
  if (response.statusCode >= 500) return [`${label}: ${response.statusCode}`];
  if (response.statusCode < 400) return [];
  const body = response.json() as { message?: unknown; errors?: Record<string, unknown> };
  const problems: string[] = [];
  const texts = [body.message, ...Object.values(body.errors ?? {})];
  for (const text of texts) {
    if (typeof text !== 'string' || text.trim().length < 4 || notFrench.test(text)) {
      problems.push(`${label}: not a French message: ${JSON.stringify(text)}`);
    }
  }
  if (response.statusCode === 400) {
    const keys = Object.keys(body.errors ?? {});
    if (keys.length === 0) problems.push(`${label}: 400 without field errors: ${JSON.stringify(body)}`);
    else if (field && !keys.some((key) => key === field || key.startsWith(`${field}.`))) {
      problems.push(`${label}: 400 does not name ${field}: ${JSON.stringify(body.errors)}`);
    }
  }
  return problems;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
  const passwordRow = await t.createUser();
  passwordUser = await t.login(passwordRow.username, 'user-password-1');
  ids.editedUser = (await t.createUser()).id;

  const created = async (url: string, payload: Body, cookie = admin) => {
    const response = await t.call('POST', url, { cookie, payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  };
  ids.address = await created('/api/saved-addresses', address(0));
  ids.item = await created('/api/packaging/items', { name: 'Carton standard', currentStock: 50 });
  ids.packagingRequest = await created(
    '/api/packaging/requests',
    { itemId: ids.item, quantity: 2, type: 'supply', requester: 'Atelier' },
    user,
  );
  for (const [kind, valid] of Object.entries(requestBodies)) {
    ids[`${kind}:edit`] = await created(`/api/${kind}-requests`, valid(0), user);
    ids[`${kind}:decide`] = await created(`/api/${kind}-requests`, valid(0), user);
    const suivi = await created(`/api/${kind}-requests`, valid(0), user);
    await t.call('PATCH', `/api/${kind}-requests/${suivi}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    ids[`${kind}:suivi`] = suivi;
  }
  ids.carrier = await created('/api/carriers', { name: 'Transporteur à modifier' });
});
afterAll(() => t.close());

describe('generated bad input on every write route', () => {
  let counter = 0;
  /** A fresh valid body (unique names, so a success never collides with an earlier one). */
  const fresh = (route: WriteRoute) => {
    counter += 1;
    return route.valid(counter);
  };

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: never a 5xx; French refusals; a 400 names the field',
    async (_, route) => {
      const url = (id: string | number | undefined = route.idOf && ids[route.idOf]) =>
        route.path.replace(':id', String(id));
      const send = (payload: unknown, at = url()) =>
        t.call(route.method, at, { cookie: route.cookie(), payload });

      const valid = await send(fresh(route));
      expect(valid.statusCode, `valid body: ${valid.body}`).toBeLessThan(300);

      const problems: string[] = [];
      for (const [path, value] of leaves(route.valid(0))) {
        const field = path.join('.');
        for (const bad of badValuesFor(value)) {
          const response = await send(withValue(fresh(route), path, bad));
          const shown =
            typeof bad === 'string' && bad.length > 20 ? `${bad.length} characters` : JSON.stringify(bad);
          problems.push(...problemsOf(`${field} = ${shown}`, response, field));
        }
      }
      if (route.method !== 'POST') {
        problems.push(...problemsOf('{}', await send({}), undefined));
      }
      if (route.idOf) {
        for (const id of badIds) {
          problems.push(...problemsOf(`id ${id}`, await send(fresh(route), url(id)), 'id'));
        }
      }
      const oversized = await send({ ...fresh(route), padding: 'x'.repeat(1_100_000) });
      expect(oversized.statusCode).toBe(413);
      problems.push(...problemsOf('1.1 MB body', oversized, undefined));

      expect(problems).toEqual([]);
    },
  );
});
