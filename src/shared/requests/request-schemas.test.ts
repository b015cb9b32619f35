import '../zod-fr';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { materialConditioningInputSchema } from './material-conditioning.schema';
import { packagePickupInputSchema } from './package-pickup.schema';
import { regionalCollectionInputSchema, specificTimeRequired } from './regional-collection.schema';
import { requestDecisionSchema, requestListQuerySchema } from './request-list.schema';

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

  const forms = [
    ['conditioning', materialConditioningInputSchema, { ...contact, offerNumber: 'OE-1' }],
    [
      'pickup',
      packagePickupInputSchema,
      {
        ...contact,
        type: 'package',
        shippingAddressId: 1,
        packageDetails: [{ width: 1, length: 1, height: 1, weight: 1 }],
      },
    ],
    ['regional', regionalCollectionInputSchema, contact],
  ] as const;

  it.each(forms)('%s: refuses impossible dates and keeps real ones', (_, schema, valid) => {
    for (const desiredDate of [
      '2026-02-30',
      '2026-13-01',
      '0000-01-01',
      '01/12/2026',
      '2026-12-01T08:00:00Z',
    ]) {
      expect(errorsOf(schema, { ...valid, desiredDate }), desiredDate).toEqual({
        desiredDate: 'Date invalide',
      });
    }
    for (const desiredDate of ['2028-02-29', ' 2026-12-01 ']) {
      expect(errorsOf(schema, { ...valid, desiredDate }), desiredDate).toEqual({});
    }
  });

  it.each(forms)(
    '%s: refuses the NUL character the database cannot store, and overlong text',
    (_, schema, valid) => {
      expect(errorsOf(schema, { ...valid, desiredDate: '2026-12-01', contactName: 'A\u0000B' })).toEqual({
        contactName: 'Caractère non autorisé',
      });
      expect(
        errorsOf(schema, { ...valid, desiredDate: '2026-12-01', companyAddress: 'x'.repeat(1001) }),
      ).toEqual({
        companyAddress: '1000 caractères au maximum',
      });
      expect(
        errorsOf(schema, { ...valid, desiredDate: '2026-12-01', contactEmail: `${'a'.repeat(250)}@b.test` }),
      ).toEqual({ contactEmail: 'Email invalide' });
    },
  );

  it.each(forms)('%s: trims text and answers blank fields as required', (_, schema, valid) => {
    const parsed = schema.parse({ ...valid, desiredDate: '2026-12-01', clientCompanyName: '  Client  ' }) as {
      clientCompanyName: string;
    };
    expect(parsed.clientCompanyName).toBe('Client');
    expect(errorsOf(schema, { ...valid, desiredDate: '2026-12-01', contactPhone: '   ' })).toEqual({
      contactPhone: 'Le téléphone est requis',
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

  const valid = { ...contact, offerNumber: 'OE-1', desiredDate: '2026-12-01' };

  it('requires the offer number', () => {
    expect(errorsOf(materialConditioningInputSchema, { ...valid, offerNumber: ' ' })).toEqual({
      offerNumber: "Le numéro d'offre est requis",
    });
  });

  it.each([
    ['computersToCollect', "Le nombre d'ordinateurs doit être positif"],
    ['pcFixesToSend', 'Le nombre de PC fixes doit être positif'],
    ['phonesToCollect', 'Le nombre de téléphones doit être positif'],
    ['tabletsToCollect', 'Le nombre de tablettes doit être positif'],
    ['screensToCollect', "Le nombre d'écrans doit être positif"],
    ['d3eBoxesToFill', 'Le nombre de cartons D3E doit être positif'],
    ['pcEnvelopes', "Le nombre d'enveloppes PC doit être positif"],
    ['phoneEnvelopes', "Le nombre d'enveloppes téléphone doit être positif"],
    ['tabletEnvelopes', "Le nombre d'enveloppes tablette doit être positif"],
    ['standardBoxes', 'Le nombre de cartons standard doit être positif'],
    ['screenBoxes', 'Le nombre de cartons écran doit être positif'],
    ['d3eBoxes', 'Le nombre de cartons D3E doit être positif'],
    ['palletQuantity', 'Le nombre de palettes doit être positif'],
  ])('%s is a whole count ≥ 0: "%s"', (field, message) => {
    for (const value of [-1, 1.5, '2', null, 2_000_000]) {
      expect(errorsOf(materialConditioningInputSchema, { ...valid, [field]: value }), String(value)).toEqual({
        [field]: message,
      });
    }
    expect(errorsOf(materialConditioningInputSchema, { ...valid, [field]: 0 })).toEqual({});
  });

  it.each([
    ['palletLength', 'La longueur doit être positive'],
    ['palletWidth', 'La largeur doit être positive'],
    ['palletHeight', 'La hauteur doit être positive'],
    ['palletWeight', 'Le poids doit être positif'],
  ])('%s is optional, ≥ 0 and may have decimals: "%s"', (field, message) => {
    for (const value of [-0.1, '80', 1e9]) {
      expect(errorsOf(materialConditioningInputSchema, { ...valid, [field]: value }), String(value)).toEqual({
        [field]: message,
      });
    }
    for (const value of [0, 12.5, null, undefined]) {
      expect(errorsOf(materialConditioningInputSchema, { ...valid, [field]: value })).toEqual({});
    }
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

  it.each(['packageDetails', 'palletDetails'] as const)('checks every measure of %s rows', (rows) => {
    const type = rows === 'packageDetails' ? 'package' : 'pallet';
    expect(
      errorsOf(packagePickupInputSchema, {
        ...valid,
        type,
        [rows]: [
          { width: 1, length: 1, height: 1, weight: 1 },
          { width: 0, length: -1, height: '20', weight: null },
        ],
      }),
    ).toEqual({
      [`${rows}.1.width`]: 'La largeur doit être positive',
      [`${rows}.1.length`]: 'La longueur doit être positive',
      [`${rows}.1.height`]: 'La hauteur doit être positive',
      [`${rows}.1.weight`]: 'Le poids doit être positif',
    });
  });

  it('accepts up to 200 rows', () => {
    const row = { width: 1, length: 1, height: 1, weight: 1 };
    expect(errorsOf(packagePickupInputSchema, { ...valid, packageDetails: Array(200).fill(row) })).toEqual(
      {},
    );
    expect(
      Object.keys(errorsOf(packagePickupInputSchema, { ...valid, packageDetails: Array(201).fill(row) })),
    ).toEqual(['packageDetails']);
  });

  it('refuses a shipping address id that cannot exist', () => {
    const row = [{ width: 1, length: 1, height: 1, weight: 1 }];
    for (const shippingAddressId of [0, -1, 1.5, '1']) {
      expect(
        errorsOf(packagePickupInputSchema, { ...valid, packageDetails: row, shippingAddressId }),
        String(shippingAddressId),
      ).toEqual({ shippingAddressId: "L'adresse d'expédition est requise" });
    }
    expect(
      errorsOf(packagePickupInputSchema, { ...valid, packageDetails: row, shippingAddressId: 2_147_483_648 }),
    ).toEqual({ shippingAddressId: "L'adresse d'expédition n'existe pas" });
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

  it.each([
    ['computersToCollect', "Le nombre d'ordinateurs doit être positif"],
    ['pcFixesToCollect', 'Le nombre de PC fixes doit être positif'],
    ['phonesToCollect', 'Le nombre de téléphones doit être positif'],
    ['tabletsToCollect', 'Le nombre de tablettes doit être positif'],
    ['screensToCollect', "Le nombre d'écrans doit être positif"],
    ['d3eBoxes', 'Le nombre de cartons D3E doit être positif'],
  ])('%s is a whole count ≥ 0: "%s"', (field, message) => {
    for (const value of [-1, 0.5, 'abc', 2_000_000]) {
      expect(errorsOf(regionalCollectionInputSchema, { ...valid, [field]: value }), String(value)).toEqual({
        [field]: message,
      });
    }
    expect(regionalCollectionInputSchema.parse(valid)).toMatchObject({ [field]: 0 });
  });

  it('knows three time slots', () => {
    expect(errorsOf(regionalCollectionInputSchema, { ...valid, preferredTimeSlot: 'soir' })).toEqual({
      preferredTimeSlot: 'Créneau invalide',
    });
    for (const preferredTimeSlot of ['morning', 'afternoon', null, undefined]) {
      expect(errorsOf(regionalCollectionInputSchema, { ...valid, preferredTimeSlot })).toEqual({});
    }
  });

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

describe('list query', () => {
  it('pages 50 by default, 200 at most, from offset 0', () => {
    expect(requestListQuerySchema.parse({})).toMatchObject({
      limit: 50,
      offset: 0,
      sort: 'createdAt',
      view: 'full',
    });
    expect(requestListQuerySchema.parse({ view: 'calendar' }).view).toBe('calendar');
    expect(errorsOf(requestListQuerySchema, { view: 'week' })).toEqual({ view: 'Vue invalide' });
    expect(requestListQuerySchema.parse({ limit: '200', offset: '400' })).toMatchObject({
      limit: 200,
      offset: 400,
    });
    expect(Object.keys(errorsOf(requestListQuerySchema, { limit: '0', offset: '-1' })).sort()).toEqual([
      'limit',
      'offset',
    ]);
    expect(Object.keys(errorsOf(requestListQuerySchema, { limit: '201' }))).toEqual(['limit']);
  });

  it('checks the filters', () => {
    expect(
      errorsOf(requestListQuerySchema, {
        status: 'archived',
        from: '2026-02-30',
        to: '0000-01-01',
        q: 'a\u0000',
      }),
    ).toEqual({
      status: 'Statut invalide',
      from: 'Date invalide',
      to: 'Date invalide',
      q: 'Caractère non autorisé',
    });
    expect(requestListQuerySchema.parse({ q: '  dupont ' }).q).toBe('dupont');
  });
});

describe('decision', () => {
  it('is completed or rejected, with an optional reason (blank means none)', () => {
    expect(errorsOf(requestDecisionSchema, { status: 'pending' })).toEqual({
      status: 'Le statut doit être completed ou rejected',
    });
    expect(requestDecisionSchema.parse({ status: 'rejected', rejectionReason: '  ' })).toEqual({
      status: 'rejected',
      rejectionReason: null,
    });
    expect(
      requestDecisionSchema.parse({ status: 'rejected', rejectionReason: ' Hors zone ' }).rejectionReason,
    ).toBe('Hors zone');
    expect(
      Object.keys(errorsOf(requestDecisionSchema, { status: 'rejected', rejectionReason: 'x'.repeat(1001) })),
    ).toEqual(['rejectionReason']);
  });
});
