import '../zod-fr';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_COUNT, MAX_PACKAGING_COUNT } from '../numbers';
import { phoneMessages } from '../phone';
import { ileDeFranceMessage } from './ile-de-france';
import {
  materialConditioningCreateSchema,
  materialConditioningFormSchema,
  materialConditioningInputSchema,
} from './material-conditioning.schema';
import {
  packagePickupCreateSchema,
  packagePickupFormSchema,
  packagePickupInputSchema,
} from './package-pickup.schema';
import {
  regionalCollectionCreateSchema,
  regionalCollectionFormSchema,
  regionalCollectionInputSchema,
  specificTimeRequired,
} from './regional-collection.schema';
import { countMessages, offerNumberMessages, parisToday } from './request-fields';
import { requestDecisionSchema, requestListQuerySchema } from './request-list.schema';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  // The first message of each field, as the server's error handler and the forms show it.
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const contact = {
  clientCompanyName: 'Client',
  contactName: 'Contact',
  contactEmail: 'c@example.test',
  contactPhone: '01 23 45 67 89',
  companyAddress: '1 rue de Rivoli, 75001 Paris',
};

/** A day relative to today in Paris, as "YYYY-MM-DD". */
const day = (offset: number) => {
  const date = new Date(`${parisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const future = day(30);

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
    // A conditioning says what it is about (an empty one is refused, issue 30).
    [
      'conditioning',
      materialConditioningInputSchema,
      { ...contact, offerNumber: 'OE-1', computersToCollect: 1 },
    ],
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
        desiredDate: 'Saisissez une date valide',
      });
    }
    for (const desiredDate of ['2028-02-29', ' 2026-12-01 ']) {
      expect(errorsOf(schema, { ...valid, desiredDate }), desiredDate).toEqual({});
    }
  });

  it.each(forms)(
    '%s: refuses the NUL character the database cannot store, and overlong text',
    (_, schema, valid) => {
      expect(errorsOf(schema, { ...valid, desiredDate: future, contactName: 'A\u0000B' })).toEqual({
        contactName: 'Caractère non autorisé',
      });
      expect(errorsOf(schema, { ...valid, desiredDate: future, companyAddress: 'x'.repeat(1001) })).toEqual({
        companyAddress: 'Saisissez au plus 1000 caractères',
      });
      expect(
        errorsOf(schema, { ...valid, desiredDate: future, contactEmail: `${'a'.repeat(250)}@b.test` }),
      ).toEqual({ contactEmail: 'Email invalide' });
    },
  );

  it.each(forms)('%s: trims text and answers blank fields as required', (_, schema, valid) => {
    const parsed = schema.parse({ ...valid, desiredDate: future, clientCompanyName: '  Client  ' }) as {
      clientCompanyName: string;
    };
    expect(parsed.clientCompanyName).toBe('Client');
    expect(errorsOf(schema, { ...valid, desiredDate: future, contactPhone: '   ' })).toEqual({
      contactPhone: 'Le téléphone est requis',
    });
  });

  it.each(forms)(
    '%s: checks the contact phone with the shared phone rule and stores it formatted',
    (_, schema, valid) => {
      expect(errorsOf(schema, { ...valid, desiredDate: future, contactPhone: '01' })).toEqual({
        contactPhone: phoneMessages.invalid,
      });
      const parsed = schema.parse({ ...valid, desiredDate: future, contactPhone: '+33123456789' }) as {
        contactPhone: string;
      };
      expect(parsed.contactPhone).toBe('01 23 45 67 89');
    },
  );

  const variants = [
    ['conditioning', materialConditioningCreateSchema, materialConditioningFormSchema, forms[0][2]],
    ['pickup', packagePickupCreateSchema, packagePickupFormSchema, forms[1][2]],
    ['regional', regionalCollectionCreateSchema, regionalCollectionFormSchema, forms[2][2]],
  ] as const;

  it.each(variants)('%s: a new request is wanted today or later (Europe/Paris)', (_, create, form, valid) => {
    const past = 'La date souhaitée ne peut pas être dans le passé.';
    for (const schema of [create, form(null)]) {
      expect(errorsOf(schema, { ...valid, desiredDate: day(-1) })).toEqual({ desiredDate: past });
      expect(errorsOf(schema, { ...valid, desiredDate: '2020-01-01' })).toEqual({ desiredDate: past });
      expect(errorsOf(schema, { ...valid, desiredDate: day(0) })).toEqual({});
      expect(errorsOf(schema, { ...valid, desiredDate: day(1) })).toEqual({});
    }
  });

  it.each(variants)(
    "%s: an edit keeps the request's own past date, and refuses another past one",
    (_, _create, form, valid) => {
      const stored = { desiredDate: '2020-01-06' };
      expect(errorsOf(form(stored), { ...valid, desiredDate: '2020-01-06' })).toEqual({});
      expect(errorsOf(form(stored), { ...valid, desiredDate: '2020-01-07' })).toEqual({
        desiredDate: 'La date souhaitée ne peut pas être dans le passé.',
      });
      expect(errorsOf(form(stored), { ...valid, desiredDate: day(0) })).toEqual({});
    },
  );

  it.each([
    ['conditioning', materialConditioningInputSchema, forms[0][2]],
    ['pickup', packagePickupInputSchema, forms[1][2]],
    ['regional', regionalCollectionInputSchema, forms[2][2]],
  ] as const)('%s: the offer number is a prefix and digits, without spaces or emoji', (_, schema, valid) => {
    for (const offerNumber of ['OE-000123', 'DV-2024-7', '123', 'OF_25.1/042', ' OE-000124 ']) {
      expect(errorsOf(schema, { ...valid, desiredDate: future, offerNumber }), offerNumber).toEqual({});
    }
    const refused: [string, string][] = [
      ['OE-00012a', offerNumberMessages.format],
      ['OE-', offerNumberMessages.format],
      ['OE-00012a 😀', offerNumberMessages.characters],
      ['OE 000123', offerNumberMessages.characters],
      ['a\u0000b1', offerNumberMessages.characters],
      ['-123', offerNumberMessages.start],
    ];
    for (const [offerNumber, message] of refused) {
      expect(errorsOf(schema, { ...valid, desiredDate: future, offerNumber }), offerNumber).toEqual({
        offerNumber: message,
      });
    }
    expect(offerNumberMessages.format).toBe(
      "Le numéro d'offre doit se terminer par des chiffres (ex. OE-000123)",
    );
    expect(errorsOf(schema, { ...valid, desiredDate: future, offerNumber: `OE-${'1'.repeat(60)}` })).toEqual({
      offerNumber: "Le numéro d'offre ne peut pas dépasser 50 caractères",
    });
  });
});

describe('conditioning form', () => {
  it('defaults every other count to 0 and pallet shipping to off', () => {
    const parsed = materialConditioningInputSchema.parse({
      ...contact,
      offerNumber: 'OE-1',
      desiredDate: future,
      phonesToCollect: 2,
    });
    expect(parsed).toMatchObject({
      phonesToCollect: 2,
      computersToCollect: 0,
      d3eBoxesToFill: 0,
      usesPalletShipping: false,
      palletQuantity: 0,
    });
    expect(parsed.pcEnvelopes).toBeUndefined();
  });

  // Two counts: whichever one a test changes, the request still holds something.
  const valid = {
    ...contact,
    offerNumber: 'OE-1',
    desiredDate: future,
    computersToCollect: 1,
    phonesToCollect: 1,
  };

  it('refuses a conditioning with nothing in it, in French, beside the other messages', () => {
    const empty = { ...contact, offerNumber: ' ', desiredDate: future };
    expect(errorsOf(materialConditioningInputSchema, empty)).toEqual({
      offerNumber: "Le numéro d'offre est requis",
      computersToCollect:
        'La demande est vide\u00a0: indiquez au moins un matériel à collecter ou un emballage à envoyer',
    });
  });

  it('requires the offer number', () => {
    expect(errorsOf(materialConditioningInputSchema, { ...valid, offerNumber: ' ' })).toEqual({
      offerNumber: "Le numéro d'offre est requis",
    });
  });

  it.each([
    ['computersToCollect', "Le nombre d'ordinateurs", MAX_COUNT],
    ['pcFixesToSend', 'Le nombre de PC fixes', MAX_COUNT],
    ['phonesToCollect', 'Le nombre de téléphones', MAX_COUNT],
    ['tabletsToCollect', 'Le nombre de tablettes', MAX_COUNT],
    ['screensToCollect', "Le nombre d'écrans", MAX_COUNT],
    ['d3eBoxesToFill', 'Le nombre de cartons D3E', MAX_COUNT],
    ['pcEnvelopes', "Le nombre d'enveloppes PC", MAX_PACKAGING_COUNT],
    ['phoneEnvelopes', "Le nombre d'enveloppes téléphone", MAX_PACKAGING_COUNT],
    ['tabletEnvelopes', "Le nombre d'enveloppes tablette", MAX_PACKAGING_COUNT],
    ['standardBoxes', 'Le nombre de cartons standard', MAX_PACKAGING_COUNT],
    ['screenBoxes', 'Le nombre de cartons écran', MAX_PACKAGING_COUNT],
    ['d3eBoxes', 'Le nombre de cartons D3E', MAX_PACKAGING_COUNT],
    ['palletQuantity', 'Le nombre de palettes', MAX_COUNT],
  ])('%s is a whole count from 0 to its bound: "%s …"', (field, subject, max) => {
    const messages = countMessages(subject, max);
    const cases: [unknown, string][] = [
      [-1, `${subject} doit être positif`],
      [-1e20, `${subject} doit être positif`],
      [max + 1, messages.tooLarge],
      [99_999_999_999, messages.tooLarge],
      [1e20, messages.tooLarge],
      [1.5, `${subject} doit être un nombre entier`],
      ['2', `${subject} doit être un nombre entier`],
      [null, `${subject} doit être un nombre entier`],
    ];
    for (const [value, message] of cases) {
      expect(errorsOf(materialConditioningInputSchema, { ...valid, [field]: value }), String(value)).toEqual({
        [field]: message,
      });
    }
    expect(messages.tooLarge).toMatch(/ ne peut pas dépasser \d{3}\u202f000$/);
    for (const value of [0, max]) {
      expect(errorsOf(materialConditioningInputSchema, { ...valid, [field]: value })).toEqual({});
    }
  });

  it('accepts the packaging counts the calculation gives for the largest equipment counts', () => {
    const parsed = materialConditioningInputSchema.parse({
      ...valid,
      computersToCollect: MAX_COUNT,
      phonesToCollect: MAX_COUNT,
      tabletsToCollect: MAX_COUNT,
      screensToCollect: MAX_COUNT,
      d3eBoxesToFill: MAX_COUNT,
      // 110 % envelopes; (300 000 + 22 000 + 70 000) kg / 21 kg + the D3E boxes.
      pcEnvelopes: 110_000,
      standardBoxes: 118_667,
    });
    expect(parsed.standardBoxes).toBe(118_667);
  });

  it.each([
    ['palletLength', 'La longueur', 'La longueur doit être positive', '1000 cm'],
    ['palletWidth', 'La largeur', 'La largeur doit être positive', '1000 cm'],
    ['palletHeight', 'La hauteur', 'La hauteur doit être positive', '1000 cm'],
    ['palletWeight', 'Le poids', 'Le poids doit être positif', '10\u202f000 kg'],
  ])('%s is optional, ≥ 0, bounded and may have decimals', (field, subject, tooSmall, bound) => {
    const cases: [unknown, string][] = [
      [-0.1, tooSmall],
      ['80', `${subject} doit être un nombre`],
      [1e9, `${subject} ne peut pas dépasser ${bound}`],
    ];
    for (const [value, message] of cases) {
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
  const valid = { ...contact, type: 'package', shippingAddressId: 1, desiredDate: future };

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
          { width: 1001, length: 2 ** 31, height: 1e12, weight: 10_001 },
        ],
      }),
    ).toEqual({
      [`${rows}.1.width`]: 'La largeur doit être positive',
      [`${rows}.1.length`]: 'La longueur doit être positive',
      [`${rows}.1.height`]: 'La hauteur doit être un nombre',
      [`${rows}.1.weight`]: 'Le poids doit être un nombre',
      [`${rows}.2.width`]: 'La largeur ne peut pas dépasser 1000 cm',
      [`${rows}.2.length`]: 'La longueur ne peut pas dépasser 1000 cm',
      [`${rows}.2.height`]: 'La hauteur ne peut pas dépasser 1000 cm',
      [`${rows}.2.weight`]: 'Le poids ne peut pas dépasser 10\u202f000 kg',
    });
  });

  it('accepts up to 200 rows', () => {
    const row = { width: 1, length: 1, height: 1, weight: 1 };
    expect(errorsOf(packagePickupInputSchema, { ...valid, packageDetails: Array(200).fill(row) })).toEqual(
      {},
    );
    expect(errorsOf(packagePickupInputSchema, { ...valid, packageDetails: Array(201).fill(row) })).toEqual({
      packageDetails:
        'Un enlèvement compte au plus 200\u00a0colis\u00a0: au-delà, faites une seconde demande',
    });
  });

  it('refuses a count that differs from its rows, and takes the rows when the count is left out', () => {
    const row = { width: 1, length: 1, height: 1, weight: 1 };
    expect(
      errorsOf(packagePickupInputSchema, {
        ...valid,
        type: 'pallet',
        palletDetails: [row, row],
        numberOfPallets: 3,
      }),
    ).toEqual({
      numberOfPallets: 'Le nombre de palettes (3) doit être égal au nombre de lignes de palettes (2)',
    });
    expect(
      errorsOf(packagePickupInputSchema, {
        ...valid,
        type: 'pallet',
        palletDetails: [row, row],
        numberOfPallets: 2,
      }),
    ).toEqual({});
  });

  it('bounds the parcel and pallet counts, in French', () => {
    const row = [{ width: 1, length: 1, height: 1, weight: 1 }];
    expect(
      errorsOf(packagePickupInputSchema, {
        ...valid,
        packageDetails: row,
        numberOfPackages: -1,
        numberOfPallets: 2 ** 31,
      }),
    ).toEqual({
      numberOfPackages: 'Le nombre de colis doit être positif',
      numberOfPallets: 'Le nombre de palettes ne peut pas dépasser 100\u202f000',
    });
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
  const valid = { ...contact, desiredDate: future };

  it.each([
    ['computersToCollect', "Le nombre d'ordinateurs"],
    ['pcFixesToCollect', 'Le nombre de PC fixes'],
    ['phonesToCollect', 'Le nombre de téléphones'],
    ['tabletsToCollect', 'Le nombre de tablettes'],
    ['screensToCollect', "Le nombre d'écrans"],
    ['d3eBoxes', 'Le nombre de cartons D3E'],
  ])('%s is a whole count from 0 to 100 000: "%s …"', (field, subject) => {
    const cases: [unknown, string][] = [
      [-1, `${subject} doit être positif`],
      [0.5, `${subject} doit être un nombre entier`],
      ['abc', `${subject} doit être un nombre entier`],
      [99_999_999_999, `${subject} ne peut pas dépasser 100\u202f000`],
    ];
    for (const [value, message] of cases) {
      expect(errorsOf(regionalCollectionInputSchema, { ...valid, [field]: value }), String(value)).toEqual({
        [field]: message,
      });
    }
    expect(regionalCollectionInputSchema.parse(valid)).toMatchObject({ [field]: 0 });
  });

  it('collects only in Île-de-France: the address needs a postal code of 75, 77, 78, 91, 92, 93, 94 or 95', () => {
    for (const companyAddress of [
      '75001 Paris',
      'Paris 75015',
      '93200 Saint-Denis',
      '5 rue de la Paix, 92100 Boulogne-Billancourt',
      '12000 route de Lyon, 93200 Saint-Denis',
      '1 place du Marché, 77000 Melun, tél. 0164000000',
    ]) {
      expect(errorsOf(regionalCollectionInputSchema, { ...valid, companyAddress }), companyAddress).toEqual(
        {},
      );
    }
    for (const companyAddress of [
      '5 rue de la République, 69001 Lyon',
      'Paris',
      '75 001 Paris',
      '75012 avenue fictive, 69001 Lyon',
      'Hauptstraße 5, 75172 Pforzheim, Allemagne',
    ]) {
      expect(errorsOf(regionalCollectionInputSchema, { ...valid, companyAddress }), companyAddress).toEqual({
        companyAddress: ileDeFranceMessage,
      });
    }
    expect(errorsOf(regionalCollectionInputSchema, { ...valid, companyAddress: ' ' })).toEqual({
      companyAddress: "L'adresse est requise",
    });
  });

  it('knows three time slots', () => {
    expect(errorsOf(regionalCollectionInputSchema, { ...valid, preferredTimeSlot: 'soir' })).toEqual({
      preferredTimeSlot: 'Choisissez un créneau\u00a0: matin, après-midi ou heure spécifique',
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
    for (const specificTime of ['25:00', 930]) {
      expect(
        errorsOf(regionalCollectionInputSchema, {
          ...valid,
          preferredTimeSlot: 'specific_time',
          specificTime,
        }),
      ).toEqual({ specificTime: "Saisissez l'heure au format HH:MM (ex. 14:30)" });
    }
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
      from: 'Saisissez une date valide',
      to: 'Saisissez une date valide',
      q: 'Caractère non autorisé',
    });
    expect(requestListQuerySchema.parse({ q: '  dupont ' }).q).toBe('dupont');
  });
});

describe('decision', () => {
  it('is completed or rejected, with an optional reason (blank means none)', () => {
    expect(errorsOf(requestDecisionSchema, { status: 'pending' })).toEqual({
      status: 'Choisissez une décision\u00a0: accepter ou refuser la demande.',
    });
    expect(requestDecisionSchema.parse({ status: 'rejected', rejectionReason: '  ' })).toEqual({
      status: 'rejected',
      rejectionReason: null,
    });
    expect(
      requestDecisionSchema.parse({ status: 'rejected', rejectionReason: ' Hors zone ' }).rejectionReason,
    ).toBe('Hors zone');
    expect(
      errorsOf(requestDecisionSchema, { status: 'rejected', rejectionReason: 'x'.repeat(1001) }),
    ).toEqual({
      rejectionReason: 'Saisissez au plus 1000 caractères',
    });
  });
});
