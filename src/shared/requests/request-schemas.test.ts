import '../zod-fr';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { materialConditioningInputSchema } from './material-conditioning.schema';
import { packagePickupInputSchema } from './package-pickup.schema';
import { regionalCollectionInputSchema, specificTimeRequired } from './regional-collection.schema';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const contact = {
  clientCompanyName: 'Client',
  contactName: 'Contact',
  contactEmail: 'c@example.test',
  contactPhone: '01',
  companyAddress: '1 rue',
};

describe('the three request forms', () => {
  it('share the contact and date messages of spec §5', () => {
    for (const schema of [
      materialConditioningInputSchema,
      packagePickupInputSchema,
      regionalCollectionInputSchema,
    ]) {
      expect(errorsOf(schema, {})).toMatchObject({
        clientCompanyName: "Le nom de l'entreprise client est requis",
        contactName: 'Le nom du contact est requis',
        contactEmail: 'Email invalide',
        contactPhone: 'Le téléphone est requis',
        companyAddress: "L'adresse est requise",
        desiredDate: 'La date souhaitée est requise',
      });
    }
  });

  it('refuse an impossible date', () => {
    expect(errorsOf(regionalCollectionInputSchema, { ...contact, desiredDate: '2026-02-30' })).toEqual({
      desiredDate: 'Date invalide',
    });
  });
});

describe('conditioning form', () => {
  it('defaults every count to 0 and pallet shipping to off', () => {
    const parsed = materialConditioningInputSchema.parse({
      ...contact,
      offerNumber: 'OE-1',
      desiredDate: '2026-12-01',
    });
    expect(parsed).toMatchObject({
      computersToCollect: 0,
      d3eBoxesToFill: 0,
      usesPalletShipping: false,
      palletQuantity: 0,
    });
    expect(parsed.pcEnvelopes).toBeUndefined();
  });
});

describe('pickup form', () => {
  const valid = { ...contact, type: 'package', shippingAddressId: 1, desiredDate: '2026-12-01' };

  it('requires a row of the chosen type, each measure at least 1', () => {
    expect(errorsOf(packagePickupInputSchema, valid)).toEqual({
      packageDetails: 'Au moins un colis est requis',
    });
    expect(errorsOf(packagePickupInputSchema, { ...valid, type: 'pallet' })).toEqual({
      palletDetails: 'Au moins une palette est requise',
    });
    expect(
      errorsOf(packagePickupInputSchema, {
        ...valid,
        packageDetails: [{ width: 0.5, length: 1, height: 1, weight: 0 }],
      }),
    ).toEqual({
      'packageDetails.0.width': 'La largeur doit être positive',
      'packageDetails.0.weight': 'Le poids doit être positif',
    });
  });

  it('names the type and the shipping address when missing', () => {
    expect(
      errorsOf(packagePickupInputSchema, { ...valid, type: undefined, shippingAddressId: undefined }),
    ).toMatchObject({
      type: "Le type d'enlèvement est requis",
      shippingAddressId: "L'adresse d'expédition est requise",
    });
  });
});

describe('regional form', () => {
  const valid = { ...contact, desiredDate: '2026-12-01' };

  it('requires the time only for the specific-time slot, and checks its format', () => {
    expect(errorsOf(regionalCollectionInputSchema, { ...valid, preferredTimeSlot: 'specific_time' })).toEqual(
      {
        specificTime: specificTimeRequired,
      },
    );
    expect(
      errorsOf(regionalCollectionInputSchema, {
        ...valid,
        preferredTimeSlot: 'specific_time',
        specificTime: '25:00',
      }),
    ).toEqual({
      specificTime: 'Heure invalide (HH:MM)',
    });
    expect(
      regionalCollectionInputSchema.parse({
        ...valid,
        preferredTimeSlot: 'afternoon',
        specificTime: '09:00',
      }),
    ).toMatchObject({
      preferredTimeSlot: 'afternoon',
      specificTime: null,
    });
  });
});
