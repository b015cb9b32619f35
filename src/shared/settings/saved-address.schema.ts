/** Saved shipping address (spec §3, §5 "Saved address"): all six fields required. */
import { z } from 'zod';
import { addressField } from '../address';
import { phoneField } from '../phone';
import { emailField, requiredText } from '../text-fields';

export const savedAddressInputSchema = z.object({
  name: requiredText("Le nom de l'adresse est requis"),
  companyName: requiredText('Le nom de la société est requis'),
  contactName: requiredText('Le nom du contact est requis'),
  contactEmail: emailField(),
  contactPhone: phoneField('Le téléphone du contact est requis'),
  deliveryAddress: addressField("L'adresse de livraison est requise"),
});
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;

export interface SavedAddress extends SavedAddressInput {
  id: number;
  /** Decision 0076: a PUT sends it back; raised by every change. */
  version: number;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** Spec §9: case-insensitive substring match on name, company, delivery address and contact. */
export function matchesAddressSearch(address: SavedAddressInput, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [address.name, address.companyName, address.deliveryAddress, address.contactName].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
