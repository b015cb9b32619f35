/**
 * Query keys of the settings data: general settings (carton presets, offer prefix), saved addresses, the
 * logistics team's notification address, and the mail-sending status (administrators' Gmail tab).
 */
export const settingsKeys = {
  all: ['settings'] as const,
  general: () => [...settingsKeys.all, 'general'] as const,
  savedAddresses: () => [...settingsKeys.all, 'saved-addresses'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
  mailStatus: () => [...settingsKeys.all, 'mail-status'] as const,
};
