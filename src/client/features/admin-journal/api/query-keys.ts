/**
 * Query keys of the administration journal (Paramètres › Journal): its pages for given filters, and the
 * accounts the « Personne » filter offers.
 */
export const adminJournalKeys = {
  all: ['admin-journal'] as const,
  pages: (filters: object) => [...adminJournalKeys.all, 'pages', filters] as const,
  actors: () => [...adminJournalKeys.all, 'actors'] as const,
};
