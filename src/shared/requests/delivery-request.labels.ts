/**
 * The transports' kinds and package types with their French labels, without zod: the list's cards and
 * details need them on the first load, the schema (delivery-request.schema re-exports them) only with the form.
 */
export const deliveryRequestTypes = ['collecte', 'livraison'] as const;
export type DeliveryRequestType = (typeof deliveryRequestTypes)[number];
/** Shown on every screen and mail: never the stored value. */
export const deliveryRequestTypeLabels: Record<DeliveryRequestType, string> = {
  collecte: 'Collecte',
  livraison: 'Livraison',
};

export const deliveryPackageTypes = ['package', 'pallet'] as const;
export type DeliveryPackageType = (typeof deliveryPackageTypes)[number];
export const deliveryPackageTypeLabels: Record<DeliveryPackageType, string> = {
  package: 'Colis',
  pallet: 'Palette',
};
