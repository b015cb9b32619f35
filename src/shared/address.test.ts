import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressField, addressMessages, isCompleteAddress, townOf } from './address';

describe('isCompleteAddress', () => {
  it.each([
    '10 avenue de France, 75013 Paris',
    '10 avenue de France\n75013 Paris\nFrance',
    '1 place Jean Jaurès, 93100 Montreuil',
    'Le Bourg 12340 Bozouls',
    'ZI Nord, BP 12, 69100 Villeurbanne Cedex',
    'CS 30001, 75008 Paris Cedex 08',
    '12000 route de Lyon, 93200 Saint-Denis',
    '3 rue du Port, 97400 Saint-Denis',
  ])('accepts the French address %j (a street, then the postal code and the town)', (address) => {
    expect(isCompleteAddress(address)).toBe(true);
  });

  it.each([
    'x',
    'Paris',
    '10 avenue de France',
    '10 avenue de France, Paris',
    '75013 Paris',
    '10 avenue de France 75013',
    '10 avenue de France, 75 013 Paris',
    '12, 75013 Paris',
  ])('refuses the incomplete address %j', (address) => {
    expect(isCompleteAddress(address)).toBe(false);
  });

  it.each([
    '10 Downing Street, London SW1A 2AA, Royaume-Uni',
    'Rue de la Loi 16, 1000 Bruxelles, Belgique',
    'Bahnhofstrasse 1\n8001 Zürich\nSuisse',
    'Unter den Linden 77, 10117 Berlin, Deutschland',
    '350 Fifth Avenue, New York, NY 10118, USA',
    '1 Via Roma, 00100 Roma; ITALIE',
    'Plaza Mayor 1, 28012 Madrid, España',
    "Boulevard Latrille, Abidjan, Côte d'Ivoire",
    'Hauptstraße 5 Berlin, Allemagne',
  ])('accepts the foreign address %j (a street and a town, then the country)', (address) => {
    expect(isCompleteAddress(address)).toBe(true);
  });

  it('refuses a foreign address with no street, no number or no country', () => {
    expect(isCompleteAddress('Berlin, Allemagne')).toBe(false);
    expect(isCompleteAddress('12, Allemagne')).toBe(false);
    expect(isCompleteAddress('12, 10117, Allemagne')).toBe(false);
    expect(isCompleteAddress('Allemagne')).toBe(false);
    expect(isCompleteAddress('10 Downing Street, London SW1A 2AA')).toBe(false);
  });
});

describe('addressField', () => {
  const schema = z.object({ address: addressField("L'adresse est requise") });
  const messagesOf = (input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message);

  it('trims a complete address', () => {
    expect(schema.parse({ address: ' 1 rue de la Paix, 75002 Paris ' })).toEqual({
      address: '1 rue de la Paix, 75002 Paris',
    });
  });

  it("gives the form's « required » message first for a blank address, the rule's otherwise", () => {
    expect(messagesOf({ address: '  ' })?.[0]).toBe("L'adresse est requise");
    expect(messagesOf({ address: 'x' })).toEqual([addressMessages.incomplete]);
    expect(addressMessages.incomplete).toBe(
      "Adresse incomplète\u00a0: indiquez le numéro et la rue, puis le code postal (5 chiffres) et la ville. Pour une adresse à l'étranger, terminez par le pays.",
    );
  });
});

describe('townOf', () => {
  it.each([
    ['12 rue de la Cœur-Volant, 92190 Meudon', 'Meudon'],
    ['10 avenue de France\n75013 Paris\nFrance', 'Paris'],
    ['Le Bourg 12340 Bozouls', 'Bozouls'],
    ['ZI Nord, BP 12, 69100 Villeurbanne Cedex', 'Villeurbanne'],
    ['CS 30001, 75008 Paris Cedex 08', 'Paris'],
    ['12000 route de Lyon, 93200 Saint-Denis', 'Saint-Denis'],
    ['3 rue du Port, 97400   Saint-Denis ; bâtiment B', 'Saint-Denis'],
  ])('reads the town of %j after its postal code', (address, town) => {
    expect(townOf(address)).toBe(town);
  });

  it('has none abroad or without a town after the postal code', () => {
    expect(townOf('Hauptstraße 5, 10115 Berlin, Allemagne')).toBeNull();
    expect(townOf('10 avenue de France 75013')).toBeNull();
    expect(townOf('Paris')).toBeNull();
  });
});
