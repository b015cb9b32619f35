/** A carrier as Settings › Transporteurs edits it: one schema for the API and the form. */
import { z } from 'zod';
import { optionalSiretField } from '../company/company.schema';
import { requiredText } from '../text-fields';
import { TRACKING_NUMBER_PLACEHOLDER } from './carriers';

export const carrierMessages = {
  name: 'Le nom du transporteur est requis',
  template:
    "L'adresse de suivi doit être une adresse web (https://…) contenant {numero} à l'endroit du numéro de suivi.",
  wasteTransportReceipt: 'Le numéro de récépissé tient sur une ligne de 100 caractères au plus.',
  nameTaken: 'Un transporteur porte déjà ce nom.',
  notFound: 'Transporteur introuvable.',
} as const;

const MAX_TEMPLATE_LENGTH = 500;
export const MAX_WASTE_TRANSPORT_RECEIPT_LENGTH = 100;

/** An http(s) address with exactly one `{numero}`, which a real number then replaces. */
function isTrackingTemplate(value: string): boolean {
  if (value.split(TRACKING_NUMBER_PLACEHOLDER).length !== 2) return false;
  try {
    const url = new URL(value.replace(TRACKING_NUMBER_PLACEHOLDER, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const carrierInputSchema = z.object({
  name: requiredText(carrierMessages.name, 100),
  trackingUrlTemplate: z
    .string({ error: carrierMessages.template })
    .trim()
    .max(MAX_TEMPLATE_LENGTH, carrierMessages.template)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isTrackingTemplate(value), carrierMessages.template),
  /** Optional; typed with or without spaces, stored as its 14 digits (INSEE check, as the company's). */
  siret: optionalSiretField(),
  /** The prefecture's receipt number, free text on one line (decision 0089); empty means unknown. */
  wasteTransportReceipt: z
    .string({ error: carrierMessages.wasteTransportReceipt })
    .trim()
    .max(MAX_WASTE_TRANSPORT_RECEIPT_LENGTH, carrierMessages.wasteTransportReceipt)
    .regex(/^[^\r\n]*$/, carrierMessages.wasteTransportReceipt)
    .nullish()
    .transform((value) => value || null),
});
export type CarrierInput = z.input<typeof carrierInputSchema>;
