/**
 * Query keys of the general settings (carton and europallet presets, the offer number prefix): read by the
 * request forms, edited in Paramètres › Général.
 */
export const generalSettingsKeys = {
  all: ['general-settings'] as const,
};
