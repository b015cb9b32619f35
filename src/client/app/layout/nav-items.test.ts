import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItemsFor } from './nav-items';

describe('side navigation entries', () => {
  it('gives admins six entries, dashboard first and stock before settings', () => {
    expect(navItemsFor({ role: 'admin' }).map((item) => item.label)).toEqual([
      'Tableau de Bord Admin',
      'Envoi Conditionnement',
      'Enlèvement Colis/Palettes',
      'Collectes Région Parisienne',
      "Stocks d'Emballages",
      'Paramètres',
    ]);
  });

  it('gives ordinary users the four base entries', () => {
    expect(navItemsFor({ role: 'user' }).map((item) => item.to)).toEqual([
      '/material-conditioning',
      '/package-pickup',
      '/regional-collection',
      '/settings',
    ]);
  });

  it('highlights Envoi Conditionnement on / and on its own path, and nothing else there', () => {
    const [conditioning, pickup] = navItemsFor({ role: 'user' });
    if (!conditioning || !pickup) throw new Error('missing entries');
    expect(isNavItemActive(conditioning, '/')).toBe(true);
    expect(isNavItemActive(conditioning, '/material-conditioning')).toBe(true);
    expect(isNavItemActive(pickup, '/')).toBe(false);
    expect(isNavItemActive(pickup, '/package-pickup')).toBe(true);
  });
});
