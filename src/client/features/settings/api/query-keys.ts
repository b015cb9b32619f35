/**
 * Query keys of the settings data: general settings (carton presets, offer prefix), saved addresses.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  general: () => [...settingsKeys.all, 'general'] as const,
};
