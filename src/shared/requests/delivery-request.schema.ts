/** Transports (spec §3 "Delivery request", §5 "Delivery request"): a collecte or a livraison, sender → recipient. */

import { z } from 'zod';
import { fulfilmentListFields, type RequestFulfilment } from '../fulfilment/fulfilment-stages';
import { boundedNumber, MAX_DIMENSION_CM, MAX_WEIGHT_KG } from '../numbers';
import { phoneField } from '../phone';
import { emailMessage } from '../text-fields';
import {
  type DeliveryRequestType,
  deliveryPackageTypes,
  deliveryRequestTypes,
} from './delivery-request.labels';
import {
  calendarDate,
  clientLinkField,
  isPastDate,
  optionalFreeText,
  optionalText,
  requiredFreeText,
  requiredText,
} from './request-fields';

export {
  type DeliveryPackageType,
  type DeliveryRequestType,
  deliveryPackageTypeLabels,
  deliveryPackageTypes,
  deliveryRequestTypeLabels,
  deliveryRequestTypes,
} from './delivery-request.labels';

export const MAX_DELIVERY_PACKAGES = 200;

export const deliveryMessages = {
  requestType: 'Choisissez le type de demande\u00a0: collecte ou livraison',
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
  collectionDatePast: 'La date de collecte ne peut pas être dans le passé.',
  packages: 'Au moins un colis est requis',
  packagesMax: `Saisissez au plus ${MAX_DELIVERY_PACKAGES} colis ou palettes`,
  packagesList: 'Les colis doivent être une liste de colis ou de palettes',
  packageType: 'Choisissez le type\u00a0: colis ou palette',
  noDimensions: 'Indiquez si des dimensions sont requises (oui ou non)',
} as const;

/** A required email: blank says which one is missing, a malformed one "Email invalide" (spec §5). */
const requiredEmail = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(254, emailMessage).pipe(z.email(emailMessage));

/** An optional measure of a package row: positive, decimals allowed; blank means none. */
const measure = (subject: string, tooSmall: string, max: number, unit: string) =>
  boundedNumber({ subject, tooSmall, min: 0.01, max, unit, whole: false }).nullish();

export const deliveryPackageSchema = z.object(
  {
    type: z.enum(deliveryPackageTypes, { error: deliveryMessages.packageType }),
    width: measure('La largeur', 'La largeur doit être positive', MAX_DIMENSION_CM, 'cm'),
    length: measure('La longueur', 'La longueur doit être positive', MAX_DIMENSION_CM, 'cm'),
    height: measure('La hauteur', 'La hauteur doit être positive', MAX_DIMENSION_CM, 'cm'),
    weight: measure('Le poids', 'Le poids doit être positif', MAX_WEIGHT_KG, 'kg'),
    /** Free text ("1 200 €"): the value as the sender declares it. */
    value: optionalText(100),
  },
  { error: deliveryMessages.packagesList },
);
export type DeliveryPackageInput = z.input<typeof deliveryPackageSchema>;
export type DeliveryPackage = z.output<typeof deliveryPackageSchema>;

/** A new row of the form: a parcel, nothing measured yet. */
export const emptyDeliveryPackage = (): DeliveryPackageInput => ({
  type: 'package',
  width: null,
  length: null,
  height: null,
  weight: null,
  value: '',
});

/** Each side of the transport: the company is optional (a private person), the rest is required. */
const senderFields = {
  senderClientId: clientLinkField,
  senderCompanyName: optionalText(500),
  senderContactName: requiredText(deliveryMessages.senderContactName),
  senderPhone: phoneField(deliveryMessages.senderPhone),
  senderEmail: requiredEmail(deliveryMessages.senderEmail),
  senderAddress: requiredFreeText(deliveryMessages.senderAddress, 1000),
};
const recipientFields = {
  recipientClientId: clientLinkField,
  recipientCompanyName: optionalText(500),
  recipientContactName: requiredText(deliveryMessages.recipientContactName),
  recipientPhone: phoneField(deliveryMessages.recipientPhone),
  recipientEmail: requiredEmail(deliveryMessages.recipientEmail),
  recipientAddress: requiredFreeText(deliveryMessages.recipientAddress, 1000),
};

/** Any real day (the stored form, PUT: the server checks a past day against the stored one). */
export const collectionDate = z
  .string({ error: deliveryMessages.collectionDate })
  .trim()
  .min(1, deliveryMessages.collectionDate)
  .pipe(calendarDate());
const upcomingCollectionDate = collectionDate.refine(
  (day) => !isPastDate(day),
  deliveryMessages.collectionDatePast,
);
const keptOrUpcomingCollectionDate = (stored: string) =>
  collectionDate.refine((day) => day === stored || !isPastDate(day), deliveryMessages.collectionDatePast);

const build = (date: typeof collectionDate) =>
  z
    .object({
      requestType: z.enum(deliveryRequestTypes, { error: deliveryMessages.requestType }),
      requester: requiredText(deliveryMessages.requester, 200),
      ...senderFields,
      ...recipientFields,
      collectionDate: date,
      noDimensionsRequired: z.boolean({ error: deliveryMessages.noDimensions }).default(false),
      packages: z
        .array(deliveryPackageSchema, { error: deliveryMessages.packagesList })
        .min(1, deliveryMessages.packages)
        .max(MAX_DELIVERY_PACKAGES, deliveryMessages.packagesMax),
      description: optionalFreeText(5000),
    })
    // "Aucune dimension requise": the rows' sizes are not asked for, so none is kept (weight and value stay).
    .transform((value) =>
      value.noDimensionsRequired
        ? {
            ...value,
            packages: value.packages.map((row) => ({ ...row, width: null, length: null, height: null })),
          }
        : value,
    );

/** Any real collection date: the stored form, and PUT. */
export const deliveryRequestInputSchema = build(collectionDate);
/** POST and the creation form: the collection date is today or later (Europe/Paris). */
export const deliveryRequestCreateSchema = build(upcomingCollectionDate);
/** The form's schema: creation for null, else the edit of `request` (its own past date stays valid). */
export const deliveryRequestFormSchema = (request: { collectionDate: string } | null) =>
  request ? build(keptOrUpcomingCollectionDate(request.collectionDate)) : deliveryRequestCreateSchema;
export type DeliveryRequestInput = z.input<typeof deliveryRequestInputSchema>;

export interface DeliveryRequest extends RequestFulfilment {
  id: number;
  /** « TRA-2026-00042 » (src/shared/requests/request-reference.ts, decision 0087). */
  reference: string;
  requestType: DeliveryRequestType | string;
  description: string | null;
  noDimensionsRequired: boolean;
  requester: string;
  /** The directory's clients of each party (decision 0065), null when none is linked. */
  senderClientId: number | null;
  recipientClientId: number | null;
  senderCompanyName: string | null;
  senderContactName: string;
  senderPhone: string;
  senderEmail: string;
  senderAddress: string;
  recipientCompanyName: string | null;
  recipientContactName: string;
  recipientPhone: string;
  recipientEmail: string;
  recipientAddress: string;
  collectionDate: string;
  packages: DeliveryPackage[];
  status: string;
  createdBy: number | null;
  decidedBy: number | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The list's few fields for a calendar-like view (not used by a page yet; the API answers it for every kind). */
export const deliveryRequestCalendarFields = [
  'id',
  'reference',
  'status',
  'requestType',
  'senderCompanyName',
  'senderContactName',
  'recipientCompanyName',
  'recipientContactName',
  'collectionDate',
  ...fulfilmentListFields,
] as const satisfies readonly (keyof DeliveryRequest)[];
export type DeliveryRequestCalendarItem = Pick<
  DeliveryRequest,
  (typeof deliveryRequestCalendarFields)[number]
>;

/** A list's card (`view=card`): both parties, the date, the packages and the decision. */
export const deliveryRequestCardFields = [
  ...deliveryRequestCalendarFields,
  'requester',
  'senderPhone',
  'senderEmail',
  'senderAddress',
  'recipientPhone',
  'recipientEmail',
  'recipientAddress',
  'noDimensionsRequired',
  'packages',
  'createdAt',
  'rejectionReason',
] as const satisfies readonly (keyof DeliveryRequest)[];
export type DeliveryRequestCardItem = Pick<DeliveryRequest, (typeof deliveryRequestCardFields)[number]>;
