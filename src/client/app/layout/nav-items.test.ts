import { describe, expect, it } from 'vitest';
import { adminPageLabel, isNavDialogItem, isNavItemActive, navItemsFor } from './nav-items';

describe('side navigation entries', () => {
  it('gives admins their entries, dashboard first and stock before settings', () => {
    expect(navItemsFor({ role: 'admin' }).map((item) => item.label)).toEqual([
      'Tableau de Bord Admin',
      'Envoi Conditionnement',
      'Enlèvement Colis/Palettes',
      'Collectes Région Parisienne',
      'Collectes hors Île-de-France',
      'Transports',
      'Clients',
      "Stocks d'Emballages",
      'Paramètres',
    ]);
  });

  it('gives ordinary users their entries, the packaging request dialog just before the settings', () => {
    expect(navItemsFor({ role: 'user' }).map((item) => item.to ?? item.dialog)).toEqual([
      '/material-conditioning',
      '/package-pickup',
      '/regional-collection',
      '/collection',
      '/transport',
      '/clients',
      'packaging-request',
      '/settings',
    ]);
  });

  it('"Demande d\'emballages" opens a dialog for non-admins, just before Paramètres, and is never highlighted', () => {
    const entries = navItemsFor({ role: 'user' });
    const index = entries.findIndex((item) => item.label === "Demande d'emballages");
    const entry = entries[index];
    if (!entry) throw new Error('missing entry');
    expect(isNavDialogItem(entry) && entry.dialog).toBe('packaging-request');
    expect(entries[index + 1]?.label).toBe('Paramètres');
    expect(isNavItemActive(entry, '/')).toBe(false);
    // Administrators ask from the stock page, which lists every request.
    expect(navItemsFor({ role: 'admin' }).some((item) => isNavDialogItem(item))).toBe(false);
  });

  it('highlights Envoi Conditionnement on / and on its own path, and nothing else there', () => {
    const [conditioning, pickup] = navItemsFor({ role: 'user' });
    if (!conditioning || !pickup) throw new Error('missing entries');
    expect(isNavItemActive(conditioning, '/')).toBe(true);
    expect(isNavItemActive(conditioning, '/material-conditioning')).toBe(true);
    expect(isNavItemActive(pickup, '/')).toBe(false);
    expect(isNavItemActive(pickup, '/package-pickup')).toBe(true);
  });

  it('puts Clients just before the stock (admins) or the packaging request (users), highlighted on a client page', () => {
    const labels = (role: 'admin' | 'user') => navItemsFor({ role }).map((item) => item.label);
    expect(labels('admin').slice(-3)).toEqual(['Clients', "Stocks d'Emballages", 'Paramètres']);
    expect(labels('user').slice(-3)).toEqual(['Clients', "Demande d'emballages", 'Paramètres']);
    const clients = navItemsFor({ role: 'user' }).find((item) => item.label === 'Clients');
    if (!clients) throw new Error('missing entry');
    expect(isNavItemActive(clients, '/clients')).toBe(true);
    expect(isNavItemActive(clients, '/clients/12')).toBe(true);
    expect(isNavItemActive(clients, '/clientsx')).toBe(false);
  });

  it('puts the two kinds outside the Paris region right after the regional collections', () => {
    for (const role of ['admin', 'user'] as const) {
      const labels = navItemsFor({ role }).map((item) => item.label);
      const regional = labels.indexOf('Collectes Région Parisienne');
      expect(labels.slice(regional, regional + 4)).toEqual([
        'Collectes Région Parisienne',
        'Collectes hors Île-de-France',
        'Transports',
        'Clients',
      ]);
    }
    const transport = navItemsFor({ role: 'user' }).find((item) => item.label === 'Transports');
    if (!transport) throw new Error('missing entry');
    expect(isNavItemActive(transport, '/transport')).toBe(true);
    expect(isNavItemActive(transport, '/collection')).toBe(false);
  });

  it("names the administrators' pages by their sidebar label, and no other page", () => {
    expect(adminPageLabel('/admin-dashboard')).toBe('Tableau de Bord Admin');
    expect(adminPageLabel('/packaging-stock')).toBe("Stocks d'Emballages");
    expect(adminPageLabel('/')).toBeUndefined();
    expect(adminPageLabel('/settings')).toBeUndefined();
  });
});
