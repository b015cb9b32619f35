import '../zod-fr';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { phoneMessages } from '../phone';
import { collectionRequestInputSchema } from './collection-request.schema';
import {
  deliveryRequestCreateSchema,
  deliveryRequestFormSchema,
  deliveryRequestInputSchema,
} from './delivery-request.schema';
import { insideIleDeFranceMessage } from './ile-de-france';
import { parisToday } from './request-fields';
import { requestHeadline, requestSections } from './request-summary';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const day = (offset: number) => {
  const date = new Date(`${parisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const delivery = {
  requestType: 'livraison',
  requester: 'Léa Martin',
  senderCompanyName: 'Expé SA',
  senderContactName: 'Jeanne',
  senderPhone: '01 23 45 67 89',
  senderEmail: 'jeanne@expe.test',
  senderAddress: '1 rue de Rivoli, 75001 Paris',
  recipientCompanyName: '',
  recipientContactName: 'Marc',
  recipientPhone: '04 72 00 00 00',
  recipientEmail: 'marc@dest.test',
  recipientAddress: '5 rue de la République, 69001 Lyon',
  collectionDate: day(3),
  packages: [{ type: 'package', width: 40, length: 30, height: 20, weight: 8, value: '1 200 €' }],
};

describe('delivery request schema (spec §5 "Delivery request")', () => {
  it('accepts a valid request; a blank company and description become null', () => {
    const parsed = deliveryRequestCreateSchema.parse(delivery);
    expect(parsed.recipientCompanyName).toBeNull();
    expect(parsed.description).toBeNull();
    expect(parsed.noDimensionsRequired).toBe(false);
    expect(parsed.packages[0]).toMatchObject({ type: 'package', width: 40, value: '1 200 €' });
  });

  it('says what is missing in the spec words', () => {
    expect(errorsOf(deliveryRequestCreateSchema, {})).toMatchObject({
      requester: 'Le nom du demandeur est requis',
      senderContactName: 'Le nom du contact expéditeur est requis',
      senderPhone: "Le téléphone de l'expéditeur est requis",
      senderEmail: "L'email de l'expéditeur est requis",
      senderAddress: "L'adresse de l'expéditeur est requise",
      recipientContactName: 'Le nom du contact destinataire est requis',
      recipientPhone: 'Le téléphone du destinataire est requis',
      recipientEmail: "L'email du destinataire est requis",
      recipientAddress: "L'adresse du destinataire est requise",
      collectionDate: 'La date de collecte est requise',
    });
    const blank = Object.fromEntries(Object.keys(delivery).map((key) => [key, '']));
    expect(errorsOf(deliveryRequestCreateSchema, { ...delivery, ...blank, packages: [] })).toMatchObject({
      requester: 'Le nom du demandeur est requis',
      senderEmail: "L'email de l'expéditeur est requis",
      recipientEmail: "L'email du destinataire est requis",
      collectionDate: 'La date de collecte est requise',
      packages: 'Au moins un colis est requis',
    });
  });

  it('checks both phones with the shared phone rule and stores them formatted', () => {
    expect(
      errorsOf(deliveryRequestCreateSchema, { ...delivery, senderPhone: '01', recipientPhone: 'abc' }),
    ).toEqual({
      senderPhone: phoneMessages.invalid,
      recipientPhone: phoneMessages.invalid,
    });
    const parsed = deliveryRequestCreateSchema.parse({
      ...delivery,
      senderPhone: '0123456789',
      recipientPhone: '0044 20 7946 0958',
    });
    expect([parsed.senderPhone, parsed.recipientPhone]).toEqual(['01 23 45 67 89', '+44 20 7946 0958']);
  });

  it('refuses a malformed email, an unknown type and a non-positive measure', () => {
    expect(
      errorsOf(deliveryRequestCreateSchema, {
        ...delivery,
        senderEmail: 'pas-un-email',
        requestType: 'collection',
        packages: [{ type: 'box', width: 0, weight: -1 }],
      }),
    ).toEqual({
      senderEmail: 'Email invalide',
      requestType: 'Choisissez le type de demande\u00a0: collecte ou livraison',
      'packages.0.type': 'Choisissez le type\u00a0: colis ou palette',
      'packages.0.width': 'La largeur doit être positive',
      'packages.0.weight': 'Le poids doit être positif',
    });
  });

  it('wants a collection date of today or later on creation, any real day on edit', () => {
    const past = { ...delivery, collectionDate: day(-2) };
    expect(errorsOf(deliveryRequestCreateSchema, past)).toEqual({
      collectionDate: 'La date de collecte ne peut pas être dans le passé.',
    });
    expect(errorsOf(deliveryRequestCreateSchema, { ...delivery, collectionDate: parisToday() })).toEqual({});
    expect(errorsOf(deliveryRequestInputSchema, past)).toEqual({});
    // The form of an edit keeps the request's own past day, and refuses another past day.
    expect(errorsOf(deliveryRequestFormSchema({ collectionDate: day(-2) }), past)).toEqual({});
    expect(errorsOf(deliveryRequestFormSchema({ collectionDate: day(-5) }), past)).toEqual({
      collectionDate: 'La date de collecte ne peut pas être dans le passé.',
    });
  });

  it('drops the rows sizes when no dimension is required, keeping weight and value', () => {
    const parsed = deliveryRequestCreateSchema.parse({ ...delivery, noDimensionsRequired: true });
    expect(parsed.packages[0]).toEqual({
      type: 'package',
      width: null,
      length: null,
      height: null,
      weight: 8,
      value: '1 200 €',
    });
  });
});

const collection = {
  clientName: 'Lyon Recyclage',
  clientContactName: 'Paul',
  clientPhone: '04 78 00 00 00',
  clientEmail: 'paul@lyon.test',
  clientAddress: '5 rue de la République, 69001 Lyon',
  materials: '3 ordinateurs, 2 écrans',
};

describe('collection request schema (spec §5 "Collection request")', () => {
  it('accepts a valid request; blank comments become null', () => {
    expect(collectionRequestInputSchema.parse({ ...collection, comments: ' ' }).comments).toBeNull();
  });

  it('requires the client fields with the other forms wording, and the materials', () => {
    expect(errorsOf(collectionRequestInputSchema, {})).toEqual({
      clientName: "Le nom de l'entreprise client est requis",
      clientContactName: 'Le nom du contact est requis',
      clientPhone: 'Le téléphone est requis',
      clientEmail: 'Email invalide',
      clientAddress: "L'adresse est requise",
      materials: 'La description du matériel est requise',
    });
    expect(errorsOf(collectionRequestInputSchema, { ...collection, materials: '   ' })).toEqual({
      materials: 'La description du matériel est requise',
    });
  });

  it("checks the client's phone with the shared phone rule and stores it formatted", () => {
    expect(errorsOf(collectionRequestInputSchema, { ...collection, clientPhone: '12345' })).toEqual({
      clientPhone: phoneMessages.invalid,
    });
    expect(
      collectionRequestInputSchema.parse({ ...collection, clientPhone: '+33478000000' }).clientPhone,
    ).toBe('04 78 00 00 00');
  });
});

describe('collection outside Île-de-France: the mirror of the regional rule', () => {
  it.each(['1 place Jean Jaurès, 93100 Montreuil', '8 rue de Rivoli\n75004 Paris', 'Versailles 78000'])(
    'refuses %s: a collection in Île-de-France is a regional one',
    (clientAddress) => {
      expect(errorsOf(collectionRequestInputSchema, { ...collection, clientAddress })).toEqual({
        clientAddress: insideIleDeFranceMessage,
      });
    },
  );

  it.each([
    '5 rue de la République, 69001 Lyon',
    '12000 route de Lyon, 60000 Beauvais',
    'Rue Neuve 1, Bruxelles',
    'Hauptstraße 5, 75172 Pforzheim, Allemagne',
  ])('accepts %s', (clientAddress) => {
    expect(collectionRequestInputSchema.safeParse({ ...collection, clientAddress }).success).toBe(true);
  });
});

/** A pending request's suivi columns, as lists answer them. */
const noFulfilment = { stage: null, plannedDate: null, carrierId: null, trackingNumber: null };

describe('summaries of the two kinds', () => {
  it('shows a transport from sender to recipient, its types in French, its collection date', () => {
    const request = {
      ...deliveryRequestCreateSchema.parse(delivery),
      id: 1,
      reference: 'TRA-2026-00001',
      status: 'pending',
      createdAt: '',
      rejectionReason: null,
      ...noFulfilment,
    };
    const headline = requestHeadline('delivery', request);
    expect(headline.title).toBe('Expé SA → Marc');
    expect(headline.subtitle).toBe('Livraison · Léa Martin');
    expect(headline.day).toEqual({ label: 'Date de collecte', value: delivery.collectionDate });
    expect(headline.parties.map((party) => party.title)).toEqual(['Expéditeur', 'Destinataire']);
    const items = requestSections('delivery', request).flatMap((section) => section.items);
    expect(items).toContainEqual({ label: 'Type de demande', value: 'Livraison' });
    expect(items).toContainEqual({
      label: 'Colis 1',
      value: '40\u00a0×\u00a030\u00a0×\u00a020\u00a0cm, 8\u00a0kg, 1 200 €',
    });
    expect(JSON.stringify(items)).not.toMatch(/livraison|"package"/);
  });

  it('shows a collection outside Île-de-France without a day, with its materials', () => {
    const request = {
      ...collectionRequestInputSchema.parse(collection),
      id: 2,
      reference: 'CHI-2026-00002',
      status: 'pending',
      createdAt: '',
      rejectionReason: null,
      ...noFulfilment,
    };
    const headline = requestHeadline('collection', request);
    expect(headline).toMatchObject({ title: 'Lyon Recyclage', subtitle: 'Paul', day: null });
    expect(requestSections('collection', request)[0]?.items).toEqual([
      { label: 'Description', value: '3 ordinateurs, 2 écrans' },
    ]);
  });
});
