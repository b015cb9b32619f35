import type { GlobalSearchResult } from '@shared/search/global-search';
import { describe, expect, it } from 'vitest';
import { searchGroups } from './search-options';

const result: GlobalSearchResult = {
  requests: [
    {
      kind: 'delivery',
      id: 12,
      reference: 'TRA-2026-00012',
      title: 'Lycée Voltaire → Atelier Sud',
      subtitle: 'Livraison · Lyon',
      status: 'pending',
      stage: null,
      date: '2027-03-06',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
    {
      kind: 'material-conditioning',
      id: 3,
      reference: 'ENV-2026-00003',
      title: 'Lycée Voltaire',
      subtitle: 'OE-000123',
      status: 'completed',
      stage: 'to-prepare',
      date: '2027-03-03',
      createdAt: '2026-11-25T09:00:00.000Z',
    },
  ],
  clients: [{ id: 7, companyName: 'Lycée Voltaire', contactName: 'Émile Zola', subtitle: 'Paris' }],
  articles: [{ id: 2, name: 'Carton écran', currentStock: 1200, unit: 'pièces' }],
  devices: [
    {
      id: 9,
      kind: 'regional-collection',
      requestId: 42,
      lotReference: 'COL-2026-00042',
      inventoryNumber: 'EQ000009',
      serialNumber: 'PF1XYZ',
      category: 'computersToCollect',
      model: 'Dell Latitude 5490',
    },
  ],
};

describe('searchGroups', () => {
  it('groups the results under French headings, each option leading to its details', () => {
    const groups = searchGroups(result);
    expect(groups.map((group) => group.heading)).toEqual(['Demandes', 'Clients', 'Équipements', 'Articles']);
    const [requests, clients, devices, articles] = groups;
    expect(requests?.options.map((option) => option.href)).toEqual([
      '/transport?demande=12',
      '/material-conditioning?demande=3',
    ]);
    expect(requests?.options[0]).toMatchObject({
      tag: 'Transports',
      meta: 'En attente',
      detail: 'TRA-2026-00012 · Livraison · Lyon',
    });
    // An accepted request shows its suivi's stage, not « Terminé ».
    expect(requests?.options[1]?.meta).not.toBe('Terminé');
    expect(clients?.options[0]).toMatchObject({ href: '/clients/7', detail: 'Émile Zola · Paris' });
    expect(devices?.options[0]).toMatchObject({
      href: '/lots/regional-collection/42?q=EQ000009',
      title: 'EQ000009 · PF1XYZ',
      detail: 'COL-2026-00042 · Ordinateurs · Dell Latitude 5490',
    });
    expect(articles?.options[0]).toMatchObject({
      href: '/packaging-stock',
      meta: 'Stock\u00a0: 1\u202f200\u00a0pièces',
    });
  });

  it('leaves out the empty groups', () => {
    expect(searchGroups({ requests: [], clients: [], articles: [], devices: [] })).toEqual([]);
    expect(searchGroups({ ...result, requests: [] }).map((group) => group.id)).toEqual([
      'clients',
      'devices',
      'articles',
    ]);
  });
});
