import { describe, expect, it } from 'vitest';
import { addressMessages } from '../address';
import { phoneMessages } from '../phone';
import { clientInputSchema, clientListQuerySchema, sameCompany } from './client.schema';

const valid = {
  name: 'Atelier',
  companyName: 'Atelier SA',
  contactName: 'Paul Durand',
  contactEmail: 'paul@atelier.test',
  contactPhone: '01 02 03 04 05',
  companyAddress: '1 rue de la Paix, 75002 Paris',
};

const errorsOf = (input: unknown) => {
  const result = clientInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('client schema', () => {
  it('accepts a complete client and trims its fields', () => {
    expect(clientInputSchema.parse({ ...valid, name: '  Atelier  ' })).toEqual({
      ...valid,
      name: 'Atelier',
      siret: null,
    });
  });

  it('takes an optional SIRET, checked by INSEE’s rule and stored as 14 digits', () => {
    expect(clientInputSchema.parse({ ...valid, siret: '443 061 841 00047' }).siret).toBe('44306184100047');
    expect(clientInputSchema.parse({ ...valid, siret: '  ' }).siret).toBeNull();
    expect(errorsOf({ ...valid, siret: '443 061 841 00048' })).toEqual({
      siret: "Ce SIRET n'est pas valide\u00a0: vérifiez ses 14 chiffres (clé de contrôle)",
    });
    expect(errorsOf({ ...valid, siret: '1234' })).toEqual({ siret: 'Le SIRET compte 14 chiffres' });
  });

  it('says which required field is missing, in the spec words', () => {
    expect(errorsOf({})).toEqual({
      name: 'Le nom est requis',
      companyName: 'Le nom de la société est requis',
      contactName: 'Le nom du contact est requis',
      contactPhone: 'Le téléphone est requis',
      companyAddress: "L'adresse est requise",
    });
    expect(errorsOf({ ...valid, companyName: '   ' })).toEqual({
      companyName: 'Le nom de la société est requis',
    });
  });

  it('checks the phone (stored formatted) and wants a complete address', () => {
    expect(clientInputSchema.parse({ ...valid, contactPhone: '+33102030405' }).contactPhone).toBe(
      '01 02 03 04 05',
    );
    expect(errorsOf({ ...valid, contactPhone: '01', companyAddress: 'x' })).toEqual({
      contactPhone: phoneMessages.invalid,
      companyAddress: addressMessages.incomplete,
    });
    expect(errorsOf({ ...valid, companyAddress: 'Rue de la Loi 16, 1000 Bruxelles, Belgique' })).toEqual({});
  });

  it('makes the email optional (blank or absent is null) but valid when given', () => {
    expect(clientInputSchema.parse({ ...valid, contactEmail: '' }).contactEmail).toBeNull();
    expect(clientInputSchema.parse({ ...valid, contactEmail: '  ' }).contactEmail).toBeNull();
    expect(clientInputSchema.parse({ ...valid, contactEmail: undefined }).contactEmail).toBeNull();
    expect(clientInputSchema.parse({ ...valid, contactEmail: null }).contactEmail).toBeNull();
    expect(errorsOf({ ...valid, contactEmail: 'paul@' })).toEqual({ contactEmail: 'Email invalide' });
    expect(errorsOf({ ...valid, contactEmail: `${'a'.repeat(250)}@b.test` })).toEqual({
      contactEmail: 'Email invalide',
    });
  });

  it('bounds the search and the paging', () => {
    expect(clientListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(clientListQuerySchema.parse({ q: ' alp ', limit: '8' })).toEqual({
      q: 'alp',
      limit: 8,
      offset: 0,
    });
    expect(clientListQuerySchema.safeParse({ q: 'a'.repeat(201) }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });

  it('compares company names whatever the case and surrounding spaces', () => {
    expect(sameCompany(' Atelier SA ', 'atelier sa')).toBe(true);
    expect(sameCompany('Atelier SA', 'Atelier SAS')).toBe(false);
  });
});
