/**
 * The pickup types with their French labels, without zod: the list's cards and details need them on the
 * first load, the schema (package-pickup.schema re-exports them) only with the form.
 */
export const pickupTypes = ['package', 'pallet'] as const;
export type PickupType = (typeof pickupTypes)[number];
export const pickupTypeLabels: Record<PickupType, string> = { package: 'Colis', pallet: 'Palette' };
