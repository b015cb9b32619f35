import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInUrlFrom } from './sign-in-redirect';

describe('safeRedirectPath', () => {
  it('keeps a page of the app with its query and hash', () => {
    expect(safeRedirectPath('/package-pickup?demande=12')).toBe('/package-pickup?demande=12');
    expect(safeRedirectPath('/settings?onglet=gmail#x')).toBe('/settings?onglet=gmail#x');
  });

  it('goes home for anything else', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      'package-pickup',
      'https://evil.test/',
      '//evil.test/path',
      '/\\evil.test',
      '/\t/evil.test',
      'javascript:alert(1)',
      '/auth',
      '/auth?google=indisponible',
      '/auth/google',
    ]) {
      expect(safeRedirectPath(value)).toBe('/');
    }
  });
});

describe('signInUrlFrom', () => {
  it('names the page to come back to, or none for home and anything unsafe', () => {
    expect(signInUrlFrom('/packaging-requests?q=carton')).toBe(
      '/auth?from=%2Fpackaging-requests%3Fq%3Dcarton',
    );
    expect(signInUrlFrom('/')).toBe('/auth');
    expect(signInUrlFrom('//evil.test/x')).toBe('/auth');
    expect(signInUrlFrom('/auth?from=%2Fx')).toBe('/auth');
  });
});
