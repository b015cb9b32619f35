import { describe, expect, it } from 'vitest';
import { appRoutes, clientDetailsPath, isClientPagePath, lotDevicesPath } from './app-routes';

describe('pages the server answers with the app', () => {
  it('are the fixed pages and a client page with a numeric id', () => {
    expect(isClientPagePath(appRoutes.clients)).toBe(true);
    expect(isClientPagePath(appRoutes.settings)).toBe(true);
    expect(isClientPagePath('/packaging-requests')).toBe(true);
    expect(isClientPagePath(clientDetailsPath(12))).toBe(true);
    expect(clientDetailsPath(12)).toBe('/clients/12');
    for (const path of ['/clients/0', '/clients/abc', '/clients/12/x', '/clients/', '/clientsx', '/nope']) {
      expect(isClientPagePath(path)).toBe(false);
    }
  });

  it('include a received lot of a receiving kind', () => {
    expect(lotDevicesPath('collection', 7)).toBe('/lots/collection/7');
    expect(isClientPagePath(lotDevicesPath('regional-collection', 7))).toBe(true);
    expect(isClientPagePath(lotDevicesPath('package-pickup', 7))).toBe(true);
    for (const path of [
      '/lots/delivery/7',
      '/lots/collection/0',
      '/lots/collection/',
      '/lots/collection/7/x',
    ]) {
      expect(isClientPagePath(path)).toBe(false);
    }
  });
});
