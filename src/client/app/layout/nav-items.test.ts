import { describe, expect, it } from 'vitest';
import { adminPageLabel, isNavItemActive, navItemsFor } from './nav-items';

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

  it('gives ordinary users their entries, their packaging requests just before the settings', () => {
    expect(navItemsFor({ role: 'user' }).map((item) => item.to)).toEqual([
      '/material-conditioning',
      '/package-pickup',
      '/regional-collection',
      '/collection',
      '/transport',
      '/clients',
      '/packaging-requests',
      '/settings',
    ]);
  });

  it('"Mes demandes d\'emballages" is a page for non-admins, highlighted there only', () => {
    const entry = navItemsFor({ role: 'user' }).find((item) => item.label === "Mes demandes d'emballages");
    if (!entry) throw new Error('missing entry');
    expect(entry.to).toBe('/packaging-requests');
    expect(isNavItemActive(entry, '/packaging-requests')).toBe(true);
    expect(isNavItemActive(entry, '/packaging-stock')).toBe(false);
    expect(isNavItemActive(entry, '/')).toBe(false);
    // Administrators follow every request on the stock page, whose entry that address highlights.
    const admin = navItemsFor({ role: 'admin' });
    expect(admin.some((item) => item.to === '/packaging-requests')).toBe(false);
    expect(
      admin.filter((item) => isNavItemActive(item, '/packaging-requests')).map((item) => item.label),
    ).toEqual(["Stocks d'Emballages"]);
  });

  it('highlights Envoi Conditionnement on / and on its own path, and nothing else there', () => {
    const [conditioning, pickup] = navItemsFor({ role: 'user' });
    if (!conditioning || !pickup) throw new Error('missing entries');
    expect(isNavItemActive(conditioning, '/')).toBe(true);
    expect(isNavItemActive(conditioning, '/material-conditioning')).toBe(true);
    expect(isNavItemActive(pickup, '/')).toBe(false);
    expect(isNavItemActive(pickup, '/package-pickup')).toBe(true);
  });

  it('puts Clients just before the stock (admins) or the packaging requests (users), highlighted on a client page', () => {
    const labels = (role: 'admin' | 'user') => navItemsFor({ role }).map((item) => item.label);
    expect(labels('admin').slice(-3)).toEqual(['Clients', "Stocks d'Emballages", 'Paramètres']);
    expect(labels('user').slice(-3)).toEqual(['Clients', "Mes demandes d'emballages", 'Paramètres']);
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
