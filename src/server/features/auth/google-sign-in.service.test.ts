/** The pure rules of Google sign-in; the flow itself is in google-sign-in.routes.test.ts. */
import { describe, expect, it } from 'vitest';
import { mayRegister, namesOf, usernameBase } from './google-sign-in.service';

describe('usernameBase', () => {
  it('takes the email local part, lower-cased and without accents or odd characters', () => {
    expect(usernameBase('Nina.Petit@acme.fr')).toBe('nina.petit');
    expect(usernameBase('Élodie.Martin+achats@acme.fr')).toBe('elodie.martin-achats');
    expect(usernameBase("o'brien@acme.fr")).toBe('o-brien');
    expect(usernameBase('_x_@acme.fr')).toBe('x.acme');
  });

  it('pads a local part shorter than the minimum with the domain, and bounds the length', () => {
    expect(usernameBase('jb@acme.fr')).toBe('jb.acme');
    expect(usernameBase('+@a.fr')).toBe('utilisateur');
    expect(usernameBase(`${'a'.repeat(80)}@acme.fr`)).toHaveLength(60);
  });
});

describe('namesOf', () => {
  it("uses Google's given and family names", () => {
    expect(namesOf({ given_name: ' Jean-Baptiste ', family_name: 'Le  Moine' }, 'jb@acme.fr')).toEqual({
      firstName: 'Jean-Baptiste',
      lastName: 'Le Moine',
    });
  });

  it('falls back on the full name, then on the email', () => {
    expect(namesOf({ name: 'Ana María López' }, 'x@acme.fr')).toEqual({
      firstName: 'Ana',
      lastName: 'María López',
    });
    expect(namesOf({}, 'marc.roux@acme.fr')).toEqual({ firstName: 'Marc', lastName: 'Roux' });
    expect(namesOf({ given_name: 'Cher' }, 'cher.artiste@acme.fr')).toEqual({
      firstName: 'Cher',
      lastName: '',
    });
  });
});

describe('mayRegister', () => {
  const allowed = ['acme.fr', 'filiale.fr'];
  it('needs the email domain allowed, and the Workspace domain too when there is one', () => {
    expect(mayRegister(allowed, 'a@acme.fr', undefined)).toBe(true);
    expect(mayRegister(allowed, 'a@ACME.fr', 'Filiale.fr')).toBe(true);
    expect(mayRegister(allowed, 'a@acme.fr', 'ailleurs.fr')).toBe(false);
    expect(mayRegister(allowed, 'a@sous.acme.fr', undefined)).toBe(false);
    expect(mayRegister([], 'a@acme.fr', undefined)).toBe(false);
  });
});
