import { describe, expect, it } from 'vitest';
import {
  companyIdentityInputSchema,
  isValidSiret,
  missingCompanyFields,
  siretDigits,
} from './company.schema';

describe('SIRET', () => {
  it('accepts numbers whose Luhn key is right, and La Poste establishments by their sum of digits', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('35600000000048')).toBe(true); // La Poste's head office: Luhn
    expect(isValidSiret('35600000000051')).toBe(true); // a La Poste establishment: Luhn fails, the sum is 20
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('35600000000052')).toBe(false);
    expect(siretDigits('732 829 320 00074')).toBe('73282932000074');
    expect(siretDigits('7328293200007')).toBeNull();
  });

  it('refuses a wrong key with a French message and stores the 14 digits', () => {
    const base = {
      legalName: 'Réemploi Solidaire',
      address: '12 rue de la Paix, 75002 Paris',
      phone: '0123456789',
      email: 'contact@example.fr',
    };
    const bad = companyIdentityInputSchema.safeParse({ ...base, siret: '732 829 320 00075' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/clé de contrôle/);
    const good = companyIdentityInputSchema.parse({ ...base, siret: '732 829 320 00074' });
    expect(good).toMatchObject({ siret: '73282932000074', phone: '01 23 45 67 89' });
  });

  it('names the fields still missing', () => {
    expect(missingCompanyFields(null)).toEqual([
      'la raison sociale',
      'le SIRET',
      "l'adresse",
      'le téléphone',
      "l'email",
    ]);
    expect(
      missingCompanyFields({
        legalName: 'X',
        siret: '73282932000074',
        address: 'a',
        phone: null,
        email: 'e',
      }),
    ).toEqual(['le téléphone']);
  });
});
