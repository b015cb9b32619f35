import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPhone, phoneField, phoneMessages } from './phone';

describe('formatPhone', () => {
  it.each([
    ['0123456789', '01 23 45 67 89'],
    ['01 23 45 67 89', '01 23 45 67 89'],
    ['01.23.45.67.89', '01 23 45 67 89'],
    ['01-23-45-67-89', '01 23 45 67 89'],
    ['+33 1 23 45 67 89', '01 23 45 67 89'],
    ['+33 (0)1 23 45 67 89', '01 23 45 67 89'],
    ['0033123456789', '01 23 45 67 89'],
    ['  06\u00a012 34 56 78  ', '06 12 34 56 78'],
    ['0800 123 456', '0 800 12 34 56'],
  ])('reads %j as the French number %j (national format)', (text, formatted) => {
    expect(formatPhone(text)).toBe(formatted);
  });

  it.each([
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['0044 20 7946 0958', '+44 20 7946 0958'],
    ['+44 (0)20 7946 0958', '+44 20 7946 0958'],
    ['+1-212-555-0100', '+1 212 555 0100'],
    ['+32 2 123 45 67', '+32 2 123 45 67'],
    ['+262 692 12 34 56', '+262 692 12 34 56'],
  ])('reads %j as the foreign number %j (international format)', (text, formatted) => {
    expect(formatPhone(text)).toBe(formatted);
  });

  it.each([
    ['01'],
    ['12345'],
    ['1234567890'],
    ['01 23 45 67 8'],
    ['01 23 45 67 89 0'],
    ['00 00 00 00 00'],
    ['abc'],
    ['O1 23 45 67 89'],
    ['01 23 45 67 89 abc'],
    ['tél. 01 23 45 67 89'],
    ['06 12 34 56 78 poste 12'],
    ['+44'],
    ['01 23 45 67 89\u0000'],
    [`01 23 45 67 89${' '.repeat(60)}0`],
    [''],
  ])('refuses %j', (text) => {
    expect(formatPhone(text)).toBeNull();
  });

  it('needs the « + » or « 00 » prefix of a foreign number (without it, the number is read as French)', () => {
    expect(formatPhone('020 7946 0958')).toBeNull();
    expect(formatPhone('212 555 0100')).toBeNull();
  });

  it('gives back a stored number unchanged', () => {
    for (const stored of ['01 23 45 67 89', '+44 20 7946 0958', '0 800 12 34 56']) {
      expect(formatPhone(stored)).toBe(stored);
    }
  });
});

describe('phoneField', () => {
  const schema = z.object({ phone: phoneField("Le téléphone de l'expéditeur est requis") });
  const messageOf = (input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message);

  it('stores the formatted number', () => {
    expect(schema.parse({ phone: '0033 1 23 45 67 89' })).toEqual({ phone: '01 23 45 67 89' });
  });

  it("keeps the form's own « required » message for a blank or missing number", () => {
    expect(messageOf({ phone: '' })).toEqual(["Le téléphone de l'expéditeur est requis"]);
    expect(messageOf({ phone: '   ' })).toEqual(["Le téléphone de l'expéditeur est requis"]);
    expect(messageOf({})).toEqual(["Le téléphone de l'expéditeur est requis"]);
    expect(messageOf({ phone: 123 })).toEqual(["Le téléphone de l'expéditeur est requis"]);
  });

  it('says what a valid number looks like when the number is not one', () => {
    expect(messageOf({ phone: '01' })).toEqual([phoneMessages.invalid]);
    expect(phoneMessages.invalid).toBe(
      'Numéro de téléphone invalide\u00a0: saisissez un numéro français (01 23 45 67 89) ou international (+44 20 7946 0958).',
    );
  });
});
