/** Saved shipping address (spec §3, §5 "Saved address"): all six fields required. */
import { z } from 'zod';

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(500);

export const savedAddressInputSchema = z.object({
  name: required("Le nom de l'adresse est requis"),
  companyName: required('Le nom de la société est requis'),
  contactName: required('Le nom du contact est requis'),
  contactEmail: z.string({ error: 'Email invalide' }).trim().pipe(z.email('Email invalide')),
  contactPhone: required('Le téléphone du contact est requis'),
  deliveryAddress: required("L'adresse de livraison est requise"),
});
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;

export interface SavedAddress extends SavedAddressInput {
  id: number;
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
