import { describe, expect, it } from 'vitest';
import { isInIleDeFrance, postalCodeOf } from './ile-de-france';

describe('postalCodeOf', () => {
  it('reads five digits standing as a word, before or after the town', () => {
    expect(postalCodeOf('75001 Paris')).toBe('75001');
    expect(postalCodeOf('Paris 75015')).toBe('75015');
    expect(postalCodeOf('3 allée des Tilleuls\nF-93200 Saint-Denis')).toBe('93200');
  });

  it('takes the last of several five-digit numbers: a street number or a box comes before the code', () => {
    expect(postalCodeOf('12000 route de Lyon, 93200 Saint-Denis')).toBe('93200');
    expect(postalCodeOf('CS 30001, 75008 Paris Cedex 08')).toBe('75008');
    expect(postalCodeOf('75012 avenue fictive, 69001 Lyon')).toBe('69001');
  });

  it('ignores grouped digits, longer runs and digits glued to letters', () => {
    expect(postalCodeOf('75 001 Paris')).toBeNull();
    expect(postalCodeOf('Paris, tél. 0145000000')).toBeNull();
    expect(postalCodeOf('75001Paris')).toBeNull();
    expect(postalCodeOf('Bâtiment B75001')).toBeNull();
    expect(postalCodeOf('Paris')).toBeNull();
  });
});

describe('isInIleDeFrance', () => {
  it.each([
    '75001 Paris',
    'Paris 75015',
    '93200 Saint-Denis',
    '77000 Melun',
    '78000 Versailles',
    '91000 Évry',
    '92100 Boulogne',
    '94000 Créteil',
    '95000 Cergy',
  ])('accepts %s', (address) => expect(isInIleDeFrance(address)).toBe(true));

  it.each(['5 rue de la République, 69001 Lyon', 'Paris', '60000 Beauvais', '76000 Rouen', '20000 Ajaccio'])(
    'refuses %s',
    (address) => expect(isInIleDeFrance(address)).toBe(false),
  );
});
