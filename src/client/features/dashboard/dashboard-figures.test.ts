import type { Dashboard } from '@shared/dashboard';
import { describe, expect, it } from 'vitest';
import {
  chartMax,
  differenceText,
  lateText,
  lotInventory,
  monthStartLabel,
  pendingAge,
  sumOverKinds,
  totalPending,
  undeclaredSummary,
  weekLabel,
  weeklySummary,
} from './dashboard-figures';

const titles = {
  'material-conditioning': 'Envoi Conditionnement',
  'package-pickup': 'Enlèvement Colis/Palettes',
  'regional-collection': 'Collectes Région Parisienne',
  delivery: 'Transports',
  collection: 'Collectes hors Île-de-France',
};

const week = (
  weekStart: string,
  a: number,
  b: number,
  c: number,
  d = 0,
  e = 0,
): Dashboard['weekly'][number] => ({
  weekStart,
  counts: {
    'material-conditioning': a,
    'package-pickup': b,
    'regional-collection': c,
    delivery: d,
    collection: e,
  },
});

describe('weekLabel', () => {
  it('writes the Monday as a short French date', () => {
    expect(weekLabel('2026-11-16')).toBe('16\u00a0nov.');
    expect(weekLabel('2026-06-01')).toBe('1er\u00a0juin');
    expect(weekLabel('2027-02-08')).toBe('8\u00a0févr.');
  });
});

describe('totalPending', () => {
  it('adds the pending requests of every kind and the packaging requests awaiting a decision or a reception', () => {
    const counts = (pending: number) => ({ total: 9, pending, completed: 1, rejected: 1 });
    expect(
      totalPending({
        requests: {
          'material-conditioning': counts(2),
          'package-pickup': counts(0),
          'regional-collection': counts(5),
          delivery: counts(4),
          collection: counts(1),
        },
        packagingRequests: { pending: 3, ordered: 2, approved: 7, received: 4, rejected: 1 },
      }),
    ).toBe(17);
  });
});

describe('chartMax', () => {
  it('keeps at least 4 and rounds the busiest week up to a readable scale', () => {
    expect(chartMax([])).toBe(4);
    expect(chartMax([week('2026-11-16', 1, 1, 1)])).toBe(4);
    expect(chartMax([week('2026-11-16', 3, 1, 1)])).toBe(8);
    expect(chartMax([week('2026-11-16', 20, 3, 0), week('2026-11-23', 1, 0, 0)])).toBe(40);
    expect(chartMax([week('2026-11-16', 5, 5, 0)])).toBe(20);
    expect(chartMax([week('2026-11-16', 900, 80, 0)])).toBe(1000);
  });
});

describe('weeklySummary', () => {
  it('gives the totals per kind and the busiest week', () => {
    expect(weeklySummary([week('2026-11-09', 1, 0, 0), week('2026-11-16', 2, 1, 3, 2, 1)], titles)).toBe(
      'Demandes créées par semaine sur les 2 dernières semaines\u00a0: 10 au total (3 Envoi Conditionnement, ' +
        '1 Enlèvement Colis/Palettes, 3 Collectes Région Parisienne, 2 Transports, 1 Collectes hors Île-de-France). ' +
        'Semaine la plus chargée\u00a0: celle du 16\u00a0nov., 9\u00a0demandes.',
    );
  });

  it('says when there is nothing', () => {
    expect(weeklySummary([week('2026-11-16', 0, 0, 0)], titles)).toBe(
      'Demandes créées par semaine sur la dernière semaine\u00a0: aucune demande.',
    );
  });
});

describe('pendingAge', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('says how long a request has waited, in French', () => {
    expect(pendingAge('2026-11-19T10:00:00Z', now)).toBe('en attente depuis 3\u00a0jours');
    expect(pendingAge('2026-11-22T07:00:00Z', now)).toBe('en attente depuis environ 3\u00a0heures');
  });

  it('never reads as a future date when the clocks disagree slightly', () => {
    expect(pendingAge('2026-11-22T10:00:20Z', now)).toBe("en attente depuis moins d'une minute");
  });
});

describe('the suivi figures', () => {
  it('sums a figure over every kind', () => {
    expect(
      sumOverKinds({
        'material-conditioning': 1,
        'package-pickup': 2,
        'regional-collection': 3,
        delivery: 0,
        collection: 4,
      }),
    ).toBe(10);
  });

  it('signs the difference between received and declared, with a real minus sign', () => {
    expect(differenceText(5, 3)).toBe('+2');
    expect(differenceText(2, 3)).toBe('\u22121');
    expect(differenceText(3, 3)).toBe('0');
    expect(differenceText(1500, 0)).toBe('+1\u202f500');
  });

  it('says the first of the month the French way', () => {
    expect(monthStartLabel('2026-11-01')).toBe('1er\u00a0novembre 2026');
    expect(monthStartLabel('2026-11-15')).toBe('15\u00a0novembre 2026');
  });

  it('says since when a request is late', () => {
    const now = new Date(2026, 10, 25, 9, 0);
    expect(lateText('2026-11-24', now)).toBe('prévue le 24\u00a0novembre 2026, en retard de 1\u00a0jour');
    expect(lateText('2026-11-15', now)).toBe('prévue le 15\u00a0novembre 2026, en retard de 10\u00a0jours');
  });

  it('lists what arrived without declared quantities, or nothing', () => {
    const figure = (receivedUndeclared: number) => ({ declared: 0, received: 0, receivedUndeclared });
    const categories = {
      computersToCollect: figure(4),
      pcFixesToCollect: figure(0),
      phonesToCollect: figure(0),
      tabletsToCollect: figure(0),
      screensToCollect: figure(1),
      d3eBoxes: figure(0),
    };
    expect(undeclaredSummary(categories)).toBe('Ordinateurs\u00a0: 4 · Écrans\u00a0: 1');
    expect(
      undeclaredSummary({ ...categories, computersToCollect: figure(0), screensToCollect: figure(0) }),
    ).toBeNull();
  });
});

describe('lotInventory', () => {
  const lot = (received: number | null, inventoried: number, units: number | null = null) => ({
    kind: 'regional-collection' as const,
    id: 42,
    reference: 'COL-2026-00042',
    clientCompanyName: 'Mairie',
    receivedAt: '2026-11-20T09:00:00.000Z',
    received,
    units,
    inventoried,
    closed: false,
  });

  it('puts the devices inventoried beside the units received, with the difference when there is one', () => {
    expect(lotInventory(lot(23, 20))).toEqual({
      text: '23\u00a0reçus · 20\u00a0inventoriés',
      difference: '\u22123',
    });
    expect(lotInventory(lot(1, 2))).toEqual({ text: '1\u00a0reçu · 2\u00a0inventoriés', difference: '+1' });
    expect(lotInventory(lot(5, 0))).toEqual({
      text: '5\u00a0reçus · 0\u00a0inventorié',
      difference: '\u22125',
    });
    expect(lotInventory(lot(1200, 1200))).toEqual({
      text: '1\u202f200\u00a0reçus · 1\u202f200\u00a0inventoriés',
      difference: null,
    });
  });

  it('compares nothing for a pickup, counted in parcels or pallets', () => {
    expect(lotInventory(lot(null, 7, 3))).toEqual({
      text: '3\u00a0colis ou palettes · 7\u00a0inventoriés',
      difference: null,
    });
  });
});
