/**
 * Collectes hors Île-de-France (spec §3 "Collection request", §5 "Collection request"): where the regional
 * form sends the addresses it refuses. The client's block uses the other forms' wording; the materials are
 * free text. It has no day of its own: the team agrees on one with the client.
 */

import { z } from 'zod';
import { isIleDeFranceAddress } from '../address';
import { fulfilmentListFields, type RequestFulfilment } from '../fulfilment/fulfilment-stages';
import { phoneField } from '../phone';
import { emailField, tooLongMessage } from '../text-fields';
import { insideIleDeFranceMessage } from './ile-de-france';
import {
  clientLinkField,
  freeTextProblem,
  optionalFreeText,
  requiredFreeText,
  requiredText,
} from './request-fields';

export const collectionMessages = {
  clientName: "Le nom de l'entreprise client est requis",
  clientContactName: 'Le nom du contact est requis',
  clientPhone: 'Le téléphone est requis',
  clientAddress: "L'adresse est requise",
  materials: 'La description du matériel est requise',
} as const;

export const MAX_MATERIALS_LENGTH = 5000;

/**
 * One schema for POST, PUT and the form: with no date there is nothing that differs between creating and
 * editing.
 */
export const collectionRequestInputSchema = z.object({
  clientId: clientLinkField,
  clientName: requiredText(collectionMessages.clientName),
  clientContactName: requiredText(collectionMessages.clientContactName),
  clientPhone: phoneField(collectionMessages.clientPhone),
  clientEmail: emailField(),
  // Mirror of the regional form's rule: an address in Île-de-France belongs to « Collectes Région Parisienne ».
  clientAddress: requiredFreeText(collectionMessages.clientAddress, 1000).refine(
    (address) => !isIleDeFranceAddress(address),
    insideIleDeFranceMessage,
  ),
  materials: z
    .string({ error: collectionMessages.materials })
    .trim()
    .min(1, collectionMessages.materials)
    .max(MAX_MATERIALS_LENGTH, tooLongMessage(MAX_MATERIALS_LENGTH))
    .superRefine((value, ctx) => {
      const message = freeTextProblem(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  comments: optionalFreeText(2000),
});
export const collectionRequestCreateSchema = collectionRequestInputSchema;
export type CollectionRequestInput = z.input<typeof collectionRequestInputSchema>;

export interface CollectionRequest extends RequestFulfilment {
  id: number;
  /** « CHI-2026-00042 » (src/shared/requests/request-reference.ts, decision 0087). */
  reference: string;
  materials: string;
  /** The directory's client the request belongs to (decision 0065), null when none is linked. */
  clientId: number | null;
  clientName: string;
  clientContactName: string;
  clientPhone: string;
  clientEmail: string;
  clientAddress: string;
  comments: string | null;
  status: string;
  createdBy: number | null;
  decidedBy: number | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The list's few fields for a calendar-like view (not used by a page; the API answers it for every kind). */
export const collectionRequestCalendarFields = [
  'id',
  'reference',
  'status',
  'clientName',
  'clientContactName',
  'createdAt',
  ...fulfilmentListFields,
] as const satisfies readonly (keyof CollectionRequest)[];
export type CollectionRequestCalendarItem = Pick<
  CollectionRequest,
  (typeof collectionRequestCalendarFields)[number]
>;

/** A list's card (`view=card`): the client's block, the materials and comments, the decision. */
export const collectionRequestCardFields = [
  ...collectionRequestCalendarFields,
  'clientPhone',
  'clientEmail',
  'clientAddress',
  'materials',
  'comments',
  'rejectionReason',
] as const satisfies readonly (keyof CollectionRequest)[];
export type CollectionRequestCardItem = Pick<CollectionRequest, (typeof collectionRequestCardFields)[number]>;
