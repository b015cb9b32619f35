/**
 * The equipment and packaging counts with their French labels, without zod: the list's cards, details and
 * the accept dialog's deduction preview need them on the first load, the schema
 * (material-conditioning.schema re-exports them) only with the form.
 */
/** The equipment counts of the form, in the order the screens show them. */
export const conditioningEquipmentLabels = {
  computersToCollect: 'Ordinateurs à collecter',
  pcFixesToSend: 'PC fixes à envoyer',
  phonesToCollect: 'Téléphones à collecter',
  tabletsToCollect: 'Tablettes à collecter',
  screensToCollect: 'Écrans à collecter',
  d3eBoxesToFill: 'Cartons D3E à remplir',
} as const;
export type ConditioningEquipmentField = keyof typeof conditioningEquipmentLabels;

/** The packaging counts (calculated, adjustable), in the order the screens show them. */
export const conditioningPackagingLabels = {
  pcEnvelopes: 'Enveloppes PC',
  phoneEnvelopes: 'Enveloppes téléphones',
  tabletEnvelopes: 'Enveloppes tablettes',
  standardBoxes: 'Cartons standard',
  screenBoxes: 'Cartons écrans',
  d3eBoxes: 'Cartons D3E',
} as const;
export type ConditioningPackagingField = keyof typeof conditioningPackagingLabels;
