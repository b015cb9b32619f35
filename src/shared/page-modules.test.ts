import { describe, expect, it } from 'vitest';
import { appRoutes } from './app-routes';
import { modulesAt, pageAt, pageHtmlFile, pageModules } from './page-modules';

describe('the page of each address', () => {
  it('names a page for every address of the app but the sign-in page, and a client’s page by its number', () => {
    for (const [route, path] of Object.entries(appRoutes)) {
      if (route === 'auth') expect(pageAt(path)).toBeUndefined();
      else expect(pageAt(path), path).toBeDefined();
    }
    expect(pageAt('/')).toBe('materialConditioning');
    expect(pageAt('/transport')).toBe('transport');
    expect(pageAt('/clients/42')).toBe('clientDetails');
    expect(pageAt('/clients/0')).toBeUndefined();
    expect(pageAt('/clients/x')).toBeUndefined();
    expect(pageAt('/lots/regional-collection/42')).toBe('lotDevices');
    expect(pageAt('/lots/delivery/42')).toBeUndefined();
    expect(pageAt('/nope')).toBeUndefined();
  });

  it('loads the signed-in shell, then the page; nothing for an address that is no page', () => {
    expect(modulesAt('/packaging-stock')).toEqual(['layout', 'packagingStock']);
    expect(modulesAt('/auth')).toEqual([]);
    expect(pageModules[modulesAt('/regional-collection/round')[1] ?? 'layout']).toBe(
      'features/regional-round/pages/regional-round-page.tsx',
    );
    expect(pageHtmlFile('clients')).toBe('pages/clients.html');
  });
});
