/**
 * The clients directory without zod: page sizes, messages and the company comparison that the clients page
 * and the request pages need on their first load (client.schema re-exports them).
 */
export const CLIENT_PAGE_SIZE = 20;
export const MAX_CLIENT_PAGE_SIZE = 200;
/** The request forms' suggestions: a few names to pick from, not a list to read. */
export const CLIENT_SUGGESTION_LIMIT = 8;
/** Fewer letters than this match too many companies to be worth a query. */
export const CLIENT_SUGGESTION_MIN_LENGTH = 2;

export const clientMessages = {
  notFound: 'Client introuvable.',
  /** 409 of a POST or PUT that would make a second client of the same company at the same address. */
  duplicate: 'Ce client existe déjà',
  inUse: 'Ce client ne peut pas être supprimé\u00a0: des demandes y font référence.',
  /** A request's `clientId` (or a transport's party) that is no client's id. */
  linkInvalid: "Choisissez un client de l'annuaire",
  linkUnknown: "Ce client n'existe pas dans l'annuaire (il a peut-être été supprimé)",
  /** POST /api/clients `fromRequest`: a transport names the party, the other kinds have one client. */
  partyRequired: "Précisez la partie du transport\u00a0: l'expéditeur ou le destinataire",
  partyForbidden: 'Seul un transport a un expéditeur et un destinataire',
} as const;

/** Two company names are the same client's whatever the case and the surrounding spaces. */
export function sameCompany(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
