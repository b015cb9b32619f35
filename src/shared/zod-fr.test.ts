import './zod-fr';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

/** Words of zod's English messages, and the type checker's notation, that must never reach a user. */
const englishOrNotation = /\b(expected|invalid|received|required|too (big|small)|string|number)\b|[<>]=?/i;

describe('French default messages', () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    ['missing field', z.object({ a: z.string() }), {}, 'Ce champ est requis.'],
    ['number', z.number(), 'abc', 'Saisissez un nombre.'],
    ['whole number', z.number().int(), 1.5, 'Saisissez un nombre entier.'],
    ['text', z.string(), 5, 'Saisissez un texte.'],
    ['yes or no', z.boolean(), 'oui', 'Choisissez oui ou non.'],
    ['list', z.array(z.number()), 'x', 'Envoyez une liste de valeurs.'],
    [
      'object body',
      z.object({}),
      [1, 2],
      'Un objet JSON est attendu\u00a0: envoyez les champs du formulaire.',
    ],
    ['below a minimum', z.number().min(0), -1, 'La valeur doit être au moins 0.'],
    ['above a maximum', z.number().max(100_000), 100_001, 'La valeur ne peut pas dépasser 100\u202f000.'],
    ['blank text', z.string().min(1), '', 'Ce champ est requis.'],
    ['long text', z.string().max(3), 'abcd', 'Saisissez au plus 3 caractères.'],
    ['long list', z.array(z.number()).max(2), [1, 2, 3], 'Envoyez au plus 2 éléments.'],
    ['enum', z.enum(['supply', 'withdrawal']), 'borrow', 'Choisissez une des valeurs proposées.'],
    ['email', z.email(), 'x', 'Saisissez une adresse email valide.'],
    ['date', z.iso.date(), 'demain', 'Saisissez une date valide (AAAA-MM-JJ).'],
  ];

  it.each(cases)('%s: a French sentence saying what to do', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
    expect(message).not.toMatch(englishOrNotation);
  });

  it('never lists the raw values of an enum (codes such as supply or withdrawal)', () => {
    expect(messageOf(z.enum(['supply', 'withdrawal']), 'x')).not.toMatch(/supply|withdrawal/);
  });
});
