/**
 * Query keys of the saved shipping addresses: listed in Paramètres › Adresses d'expédition and offered by
 * the pickup and transport forms.
 */
export const savedAddressKeys = {
  all: ['saved-addresses'] as const,
};
