import { describe, expect, it } from 'vitest';
import { appRoutes, clientDetailsPath, isClientPagePath } from './app-routes';

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
});
