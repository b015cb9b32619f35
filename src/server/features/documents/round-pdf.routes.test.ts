/**
 * « Tournée du jour » printed (issue 22), on PGlite and, with TEST_DATABASE_URL, PostgreSQL: the summary page
 * then one bon de collecte per stop in the saved order, read back by a PDF parser (order, totals, page
 * numbers over the file), the headers, and the refusals (identity incomplete, no stop, bad date, anonymous).
 */

import type { CompanyIdentityInput } from '@shared/company/company.schema';
import { documentMessages } from '@shared/documents/documents';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptedRequest, carrierIds, type FulfilmentSetup, moveTo } from '../../test/fulfilment';
import { pdfText } from '../../test/pdf-text';
import { createShippingAddress, referenceOf } from '../../test/request-payloads';
import { findCompanyIdentity, updateCompanyIdentity } from '../company/company.repository';

/** The identity saved directly, as at its current version (no editor). */
const saveIdentity = async (db: Executor, values: CompanyIdentityInput) =>
  updateCompanyIdentity(db, values, (await findCompanyIdentity(db)).version, null);

let t: TestApp;
let s: FulfilmentSetup;
let carrier: number;

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://logistique.example.test' });
  const { admin, user } = await t.signInAdminAndUser();
  s = { t, admin, user, addressId: await createShippingAddress(t, admin) };
  carrier = (await carrierIds(t, admin)).Colissimo as number;
});
afterAll(() => t.close());

const ROUND = `${requestApiPaths['regional-collection']}/round`;
const pdfOf = (day: string) => `${ROUND}.pdf?date=${day}`;

async function planned(
  company: string,
  day: string,
  timeSlot: object,
  equipment: Record<string, number>,
  team?: string,
) {
  const id = await acceptedRequest(s, 'regional-collection', company);
  // The quantities are the request's own: set them as a pending edit would have (the test's shortcut).
  await t.database.db.execute(
    sql.raw(
      `update regional_collection_requests set ${Object.entries(equipment)
        .map(([column, value]) => `${column} = ${Number(value)}`)
        .join(', ')} where id = ${id}`,
    ),
  );
  await moveTo(s, 'regional-collection', id, 'planned', carrier, {
    planned: { plannedDate: day, timeSlot, ...(team ? { team } : {}) },
  });
  return id;
}

/** The parser's text with its line breaks and non-breaking spaces as plain spaces. */
const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('GET /round.pdf', () => {
  it('refuses anonymous callers, a bad date, and an incomplete identity naming what is missing', async () => {
    const day = '2030-11-28';
    await planned('Sans identité', day, { preferredTimeSlot: 'morning' }, { computers_to_collect: 1 });

    expect((await t.call('GET', pdfOf(day))).statusCode).toBe(401);

    const bad = await t.call('GET', pdfOf('2030-02-31'), { cookie: s.user });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.date).toMatch(/date/i);

    const refused = await t.call('GET', pdfOf(day), { cookie: s.user });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      documentMessages.identityIncomplete([
        'la raison sociale',
        'le SIRET',
        "l'adresse",
        'le téléphone',
        "l'email",
      ]),
    );
  });

  describe('with the company identity', () => {
    beforeAll(async () => {
      await saveIdentity(t.database.db, {
        legalName: 'Recyclage Île-de-France SAS',
        siret: '73282932000074',
        address: '12 rue du Port, 92190 Meudon',
        phone: '01 23 45 67 89',
        email: 'contact@recyclage-idf.test',
      });
    });

    it('prints the summary then each stop’s bon in the saved order, numbered over the whole file', async () => {
      const day = '2030-12-03';
      const morning = await planned(
        'Mairie de Créteil',
        day,
        { preferredTimeSlot: 'morning' },
        { computers_to_collect: 10, screens_to_collect: 5 },
      );
      const afternoon = await planned(
        'Lycée Voltaire',
        day,
        { preferredTimeSlot: 'afternoon' },
        { computers_to_collect: 1, phones_to_collect: 3, d3e_boxes: 2 },
        'Camion 2',
      );
      const early = await planned(
        'Clinique Saint-Louis',
        day,
        { preferredTimeSlot: 'specific_time', specificTime: '07:30' },
        { computers_to_collect: 0, tablets_to_collect: 4 },
      );
      // Not in the round: another day.
      await planned(
        'Autre jour',
        '2030-12-04',
        { preferredTimeSlot: 'morning' },
        { computers_to_collect: 1 },
      );
      // The team's order, not the slots' (which would be early, morning, afternoon).
      const order = [afternoon, early, morning];
      const saved = await t.call('PUT', `${ROUND}?date=${day}`, { cookie: s.user, payload: { order } });
      expect(saved.statusCode, saved.body).toBe(200);
      // Cancelled since: the round keeps it on screen, but the driver's sheet leaves it out (no bon either).
      const cancelled = await planned(
        'Annulée ce matin',
        day,
        { preferredTimeSlot: 'morning' },
        { computers_to_collect: 50 },
      );
      const cancel = await t.call(
        'POST',
        `${requestApiPaths['regional-collection']}/${cancelled}/fulfilment/cancel`,
        { cookie: s.admin, payload: { reason: 'Reportée' } },
      );
      expect(cancel.statusCode, cancel.body).toBe(200);
      const round = (await t.call('GET', `${ROUND}?date=${day}`, { cookie: s.user })).json();
      expect(round.stops).toHaveLength(4);

      const response = await t.app.inject({ method: 'GET', url: pdfOf(day), headers: { cookie: s.user } });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Tournee-du-3-decembre-2030.pdf"; filename*=UTF-8''${encodeURIComponent('Tournée du 3 décembre 2030.pdf')}`,
      );
      const { pages } = await pdfText(response.rawPayload);
      // The summary, then one bon per stop, each on its own page (each bon fits one page).
      expect(pages).toHaveLength(4);
      const [summary = '', ...bons] = pages.map(normalise);

      expect(summary).toContain('Tournée du jour');
      expect(summary).toContain('Mardi 3 décembre 2030 · 3 collectes');
      expect(summary).not.toContain('Autre jour');
      expect(summary).not.toContain('Annulée ce matin');
      // The team is named as such in the slot's column.
      expect(summary).toContain('Après-midi (14 h – 18 h) Équipe : Camion 2');
      // A specific time in French typography, as on the round's page (decision 0092).
      expect(summary).toContain('À 7 h 30 Clinique Saint-Louis');
      const positions = ['Lycée Voltaire', 'Clinique Saint-Louis', 'Mairie de Créteil'].map((name) =>
        summary.indexOf(name),
      );
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const expected of [
        'Après-midi (14 h – 18 h)',
        'À 7 h 30',
        '10 avenue de France, 75013 Paris',
        'Jeanne Contact',
        'Tél. 06 12 34 56 78',
        'Tablettes : 4',
        'Écrans : 5',
        'Matériel à collecter',
        'Emballages à charger',
        'Total des emballages',
        'Page 1 / 4',
      ]) {
        expect(summary).toContain(expected);
      }
      // The totals as the round's page shows them (11 computers, 3 phones, 4 tablets, 5 screens, 2 D3E).
      const { equipment, packaging } = round.totals;
      expect(equipment).toMatchObject({ computersToCollect: 11, tabletsToCollect: 4, screensToCollect: 5 });
      expect(summary).toContain(`Ordinateurs ${equipment.computersToCollect}`);
      expect(summary).toContain(`Enveloppes PC ${packaging.pcEnvelopes}`);
      expect(summary).toContain(`Total des emballages ${packaging.total}`);

      const expectedBons = [
        [afternoon, 'Lycée Voltaire'],
        [early, 'Clinique Saint-Louis'],
        [morning, 'Mairie de Créteil'],
      ] as const;
      expectedBons.forEach(([id, company], index) => {
        const bon = bons[index] ?? '';
        expect(bon).toContain('Bon de collecte');
        expect(bon).toContain(`Collecte ${referenceOf('regional-collection', id)}`);
        expect(bon).toContain(company);
        expect(bon).toContain('Reçu par');
        expect(bon).toContain(`Page ${index + 2} / 4`);
      });
    });

    it('answers 409 in French for a day without a planned collection', async () => {
      const refused = await t.call('GET', pdfOf('2030-12-25'), { cookie: s.user });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(documentMessages.roundEmpty('25\u00a0décembre 2030'));
    });
  });
});
