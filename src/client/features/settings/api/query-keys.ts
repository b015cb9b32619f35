/**
 * Query keys of the settings data: general settings (carton presets, offer prefix), saved addresses, and
 * mail: the logistics team's notification address, whether mail goes out (anyone), and the mail-sending
 * status (administrators' Gmail tab). The three mail keys share a prefix, so what changes the setup (an
 * authorization, a refreshed status) invalidates them together.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  general: () => [...settingsKeys.all, 'general'] as const,
  savedAddresses: () => [...settingsKeys.all, 'saved-addresses'] as const,
  mail: () => [...settingsKeys.all, 'mail'] as const,
  backups: () => [...settingsKeys.all, 'backups'] as const,
  journal: () => [...settingsKeys.all, 'journal'] as const,
  journalPages: (filters: object) => [...settingsKeys.journal(), 'pages', filters] as const,
  journalActors: () => [...settingsKeys.journal(), 'actors'] as const,
  notifications: () => [...settingsKeys.mail(), 'notifications'] as const,
  mailAvailability: () => [...settingsKeys.mail(), 'availability'] as const,
  mailStatus: () => [...settingsKeys.mail(), 'status'] as const,
};
