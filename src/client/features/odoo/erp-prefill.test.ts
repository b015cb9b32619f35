import { EQUIPMENT_CATEGORIES, type ErpClientInfo } from '@shared/odoo/erp-offers';
import { describe, expect, it } from 'vitest';
import { erpLoadedMessage, erpPrefill, matchesOfferSearch } from './erp-prefill';

const zero = Object.fromEntries(EQUIPMENT_CATEGORIES.map((c) => [c, 0])) as ErpClientInfo['equipment'];

function info(overrides: Partial<ErpClientInfo> = {}): ErpClientInfo {
  return {
    success: true,
    client: { company_name: 'Acme Recyclage SAS', address: '12 rue des Lilas, 93200 Saint-Denis' },
    contact: { name: 'Claire Dupont', email: 'claire.dupont@acme.test', phone: '+33 1 23 45 67 89' },
    offer_number: 'S00010',
    equipment: { computers: 9, pc_fixes: 2, phones: 5, tablets: 1, screens: 5, d3e_boxes: 2 },
    ignored_lines: [],
    ...overrides,
  };
}

describe('erpPrefill', () => {
  it('fills the contact, the offer number and the conditioning equipment fields', () => {
    expect(Object.fromEntries(erpPrefill('material-conditioning', info()))).toEqual({
      clientCompanyName: 'Acme Recyclage SAS',
      contactName: 'Claire Dupont',
      contactEmail: 'claire.dupont@acme.test',
      contactPhone: '+33 1 23 45 67 89',
      companyAddress: '12 rue des Lilas, 93200 Saint-Denis',
      offerNumber: 'S00010',
      computersToCollect: 9,
      pcFixesToSend: 2,
      phonesToCollect: 5,
      tabletsToCollect: 1,
      screensToCollect: 5,
      d3eBoxesToFill: 2,
    });
  });

  it('uses the regional form names and leaves the pickup form without equipment', () => {
    const regional = Object.fromEntries(erpPrefill('regional-collection', info()));
    expect(regional).toMatchObject({ pcFixesToCollect: 2, d3eBoxes: 2, computersToCollect: 9 });
    const pickup = erpPrefill('package-pickup', info()).map(([field]) => field);
    expect(pickup).toEqual([
      'clientCompanyName',
      'contactName',
      'contactEmail',
      'contactPhone',
      'companyAddress',
      'offerNumber',
    ]);
  });

  it('keeps what the form holds where Odoo has nothing', () => {
    const fields = erpPrefill(
      'regional-collection',
      info({ contact: { name: 'Gamma Conseil', email: '', phone: ' ' }, equipment: zero }),
    ).map(([field]) => field);
    expect(fields).not.toContain('contactEmail');
    expect(fields).not.toContain('contactPhone');
    expect(fields).not.toContain('computersToCollect');
    expect(fields).toContain('contactName');
  });
});

describe('erpLoadedMessage', () => {
  it('counts the equipment with French plural and non-breaking spaces', () => {
    expect(erpLoadedMessage('material-conditioning', info())).toBe(
      'Informations client et 24\u00a0équipements récupérés du devis S00010.',
    );
    expect(erpLoadedMessage('regional-collection', info({ equipment: { ...zero, computers: 1 } }))).toBe(
      'Informations client et 1\u00a0équipement récupéré du devis S00010.',
    );
  });

  it('says which lines were left out', () => {
    const lines = ['Frais de transport', 'Bac de collecte', 'Audit', 'Reprise'].map((name) => ({
      name,
      quantity: 1,
    }));
    expect(erpLoadedMessage('material-conditioning', info({ ignored_lines: lines.slice(0, 1) }))).toMatch(
      /Ligne non comptée\u00a0: Frais de transport\.$/,
    );
    expect(erpLoadedMessage('material-conditioning', info({ ignored_lines: lines }))).toMatch(
      /Lignes non comptées\u00a0: Frais de transport, Bac de collecte, Audit et 1\u00a0autre\.$/,
    );
  });

  it('does not count equipment on the pickup form', () => {
    expect(erpLoadedMessage('package-pickup', info())).toBe(
      'Informations client récupérées du devis S00010.',
    );
  });
});

describe('matchesOfferSearch', () => {
  const offer = { id: 10, reference: 'S00010', client_name: 'Société Générale Écrans' };
  it('finds by reference or client, ignoring case and accents', () => {
    expect(matchesOfferSearch(offer, 's0001')).toBe(true);
    expect(matchesOfferSearch(offer, 'societe generale')).toBe(true);
    expect(matchesOfferSearch(offer, 'ECRANS')).toBe(true);
    expect(matchesOfferSearch(offer, '  ')).toBe(true);
    expect(matchesOfferSearch(offer, 'acme')).toBe(false);
  });
});
