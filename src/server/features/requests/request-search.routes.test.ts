/**
 * What the request lists' search finds (src/shared/search/search-text.ts says the rule), on every kind,
 * through GET /api/<kind>-requests?q=, /counts?q= and /export.csv?q= — the same condition for the three.
 * Each kind holds the same two requests, one of « Lycée Voltaire » (Saint-Ouen) and one of « Collège
 * Pasteur » (Créteil, or Lyon), so every query below must find exactly one of them, or none.
 */
import { type RequestKind, requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';

let t: TestApp;
let admin: string;
let user: string;
const voltaire = {} as Record<RequestKind, number>;
const pasteur = {} as Record<RequestKind, number>;

interface Party {
  company: string;
  contact: string;
  email: string;
  phone: string;
  address: string;
}

const lycee: Party = {
  company: 'Lycée Voltaire',
  contact: 'Jules Martin',
  email: 'j.martin@voltaire-lycee.test',
  phone: '06 12 34 56 78',
  address: '12 rue Victor-Hugo, 93400 Saint-Ouen',
};
const college: Party = {
  company: 'Collège Pasteur',
  contact: 'Marc Dupont',
  email: 'marc@pasteur.test',
  phone: '01 45 67 89 10',
  address: '3 place Bellecour, 94000 Créteil',
};

/**
 * The party's address on `kind`'s form: the regional collections are in Île-de-France, the other collections
 * outside (each form refuses the other), so the collections' are a Saint-Ouen of the Somme and Lyon.
 */
const addressOf = (party: Party, kind: RequestKind) =>
  kind !== 'collection'
    ? party.address
    : party === lycee
      ? '12 rue Victor-Hugo, 80610 Saint-Ouen'
      : '3 place Bellecour, 69002 Lyon';
const cityOf = (kind: RequestKind) => (kind === 'collection' ? 'lyon' : 'creteil');

/**
 * A valid form of `kind` for `party` (transports: `party` sends; Lycée Voltaire's to a Paris warehouse,
 * Collège Pasteur's to the payloads' Atelier Sud in Lyon).
 */
function payload(kind: RequestKind, party: Party, shippingAddressId: number, extra: object = {}) {
  const base = validRequestPayload(kind, party.company, shippingAddressId);
  switch (kind) {
    case 'delivery':
      return {
        ...base,
        senderContactName: party.contact,
        senderEmail: party.email,
        senderPhone: party.phone,
        senderAddress: addressOf(party, kind),
        ...(party === lycee
          ? { recipientCompanyName: 'Entrepôt Marcadet', recipientAddress: '40 rue Marcadet, 75018 Paris' }
          : {}),
        ...extra,
      };
    case 'collection':
      return {
        ...base,
        clientContactName: party.contact,
        clientEmail: party.email,
        clientPhone: party.phone,
        clientAddress: addressOf(party, kind),
        materials: party === lycee ? 'Douze unités centrales et leurs claviers' : '3 ordinateurs, 2 écrans',
        ...extra,
      };
    default:
      return {
        ...base,
        contactName: party.contact,
        contactEmail: party.email,
        contactPhone: party.phone,
        companyAddress: addressOf(party, kind),
        ...extra,
      };
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
  const addressId = await createShippingAddress(t, admin);
  for (const kind of requestKinds) {
    for (const [party, ids] of [
      [lycee, voltaire],
      [college, pasteur],
    ] as const) {
      const extra =
        kind === 'material-conditioning' ? { offerNumber: party === lycee ? 'OE-004217' : 'S00999' } : {};
      const created = await t.call('POST', requestApiPaths[kind], {
        cookie: user,
        payload: payload(kind, party, addressId, extra),
      });
      expect(created.statusCode, created.body).toBe(201);
      ids[kind] = created.json().id;
    }
  }
});
afterAll(() => t.close());

const ids = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((row) => row.id);

async function search(kind: RequestKind, q: string) {
  const response = await t.call('GET', `${requestApiPaths[kind]}?q=${encodeURIComponent(q)}`, {
    cookie: user,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ids(response);
}

describe.each(requestKinds.map((kind) => [kind]))('%s: what ?q= finds', (kind) => {
  const onlyVoltaire = () => [voltaire[kind]];
  const onlyPasteur = () => [pasteur[kind]];

  it.each([
    ['lycee', 'without its accent'],
    ['LYCÉE', 'whatever the case'],
    ['voltaire', 'by a word from the middle of the name'],
    ['olta', 'by a fragment inside a word'],
    ['voltaire lycee', 'by its words in any order'],
    ['st ouen', 'by « st » for « Saint »'],
    ['saint-ouen', 'by a hyphenated city'],
    ['victor hugo', 'by the street'],
    ['j.martin@voltaire-lycee.test', 'by the whole email'],
    ['martin@volt', 'by the start of an email'],
    ['0612345678', 'by the phone typed without its spaces'],
    ['06 12 34', 'by the phone typed with spaces'],
    ['vo', 'by a two-letter word start'],
  ])('« %s » finds Lycée Voltaire (%s)', async (q) => {
    expect(await search(kind, q)).toEqual(onlyVoltaire());
  });

  it('finds the other request by its city, its contact and its phone', async () => {
    expect(await search(kind, cityOf(kind))).toEqual(onlyPasteur());
    expect(await search(kind, 'dupont')).toEqual(onlyPasteur());
    expect(await search(kind, '0145678910')).toEqual(onlyPasteur());
  });

  it.each([
    ['--', 'punctuation alone'],
    ['%', 'a LIKE wildcard (taken as punctuation)'],
    ['yc', 'two letters inside a word (they match word starts only)'],
    ['lycees', 'another form of the word'],
    ['voltaire bellecour', 'words of two different requests'],
  ])('« %s » finds nothing (%s)', async (q) => {
    expect(await search(kind, q)).toEqual([]);
  });

  it('counts and exports what the list finds', async () => {
    const counts = await t.call('GET', `${requestApiPaths[kind]}/counts?q=voltaire%20lycee`, {
      cookie: user,
    });
    expect(counts.json()).toEqual({ total: 1, pending: 1, completed: 0, rejected: 0 });
    const list = await t.call('GET', `${requestApiPaths[kind]}?q=olta`, { cookie: user });
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.headers['x-total-count-capped']).toBeUndefined();
    const csv = await t.call(
      'GET',
      `${requestApiPaths[kind]}/export.csv?q=${encodeURIComponent('st ouen')}`,
      {
        cookie: user,
      },
    );
    expect(csv.statusCode).toBe(200);
    const body = csv.body.replace(/^\uFEFF/, '');
    // The header and one row: Lycée Voltaire's.
    expect(body.trim().split(/\r?\n/)).toHaveLength(2);
    expect(body).toContain('Lycée Voltaire');
    expect(body).not.toContain('Collège Pasteur');
  });
});

describe('what only some kinds hold', () => {
  it('finds a conditioning by the digits of its offer number', async () => {
    expect(await search('material-conditioning', '4217')).toEqual([voltaire['material-conditioning']]);
    expect(await search('material-conditioning', 'oe 004217')).toEqual([voltaire['material-conditioning']]);
    expect(await search('material-conditioning', '00999')).toEqual([pasteur['material-conditioning']]);
  });

  it('finds a collection outside Île-de-France by its materials', async () => {
    expect(await search('collection', 'unites centrales')).toEqual([voltaire.collection]);
    expect(await search('collection', 'claviers')).toEqual([voltaire.collection]);
  });

  it('finds a transport by either party', async () => {
    expect(await search('delivery', 'marcadet')).toEqual([voltaire.delivery]);
    expect(await search('delivery', 'entrepot')).toEqual([voltaire.delivery]);
    expect(await search('delivery', 'atelier sud')).toEqual([pasteur.delivery]);
  });

  it('finds a request by the tracking number its suivi recorded', async () => {
    const carriers = (await t.call('GET', '/api/carriers', { cookie: user })).json() as {
      id: number;
      name: string;
    }[];
    const colissimo = carriers.find((carrier) => carrier.name === 'Colissimo')?.id;
    const id = pasteur.collection;
    const accepted = await t.call('PATCH', `${requestApiPaths.collection}/${id}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await search('collection', '6A98765')).toEqual([]);
    const moved = await t.call('POST', `${requestApiPaths.collection}/${id}/fulfilment`, {
      cookie: user,
      payload: {
        stage: 'planned',
        carrierId: colissimo,
        plannedDate: daysFromToday(3),
        trackingNumber: '6A98765432101',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await search('collection', '6A98765')).toEqual([id]);
    expect(await search('collection', '98765432101')).toEqual([id]);
  });
});
