/**
 * Query keys of the company's identity: read by the documents and the round (anyone signed in), edited in
 * Paramètres › Identité de l'entreprise, whose saves and logo changes set the answer in the cache.
 */
export const companyKeys = {
  all: ['company'] as const,
  settings: () => [...companyKeys.all, 'settings'] as const,
};
