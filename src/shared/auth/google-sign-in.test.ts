import { describe, expect, it } from 'vitest';
import { googleSignInErrors, googleSignInErrorText, safeReturnTo, signInErrorPath } from './google-sign-in';

describe('safeReturnTo', () => {
  it('keeps a path of this origin, query and fragment included', () => {
    for (const path of ['/', '/settings', '/package-pickup?onglet=2#haut', '/a/b\\c']) {
      expect(safeReturnTo(path), path).toBe(path);
    }
  });

  it('drops anything a browser could read as another site, or that is not a path', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'settings',
      '',
      `/${'a'.repeat(1000)}`,
      undefined,
      ['/settings'],
    ]) {
      expect(safeReturnTo(value), String(value)).toBeUndefined();
    }
  });
});

describe('Google sign-in errors', () => {
  it('gives the French text of a code, and nothing for a code the server never sends', () => {
    expect(googleSignInErrorText('google-annule')).toBe('Connexion Google annulée.');
    expect(googleSignInErrorText('toString')).toBeUndefined();
    expect(googleSignInErrorText('inconnu')).toBeUndefined();
    expect(googleSignInErrorText(null)).toBeUndefined();
    expect(signInErrorPath('google-inconnu')).toBe('/auth?erreur=google-inconnu');
  });

  it('writes every message with straight apostrophes and a no-break space before a colon', () => {
    for (const message of Object.values(googleSignInErrors)) {
      expect(message).not.toMatch(/[‘’]/);
      expect(message).not.toMatch(/[^\u00a0]:/);
    }
  });
});
