/**
 * What a stale edit says (decision 0076), without zod: the notice of a request's details dialog shows on the
 * first load of every request page; the schema (row-version.ts re-exports this) only comes with a form.
 */
import { frenchDateTime } from '../french-dates';

export const versionMessages = {
  required: 'La version de l’élément modifié est requise\u00a0: rechargez la page puis recommencez.',
  /** « Modifié entre-temps par Jeanne Martin le 27 novembre 2026 à 10 h 42. Rechargez pour voir ses changements. » */
  stale: (who: string | null, at: Date | null) =>
    `Modifié entre-temps${who ? ` par ${who}` : ''}${at ? ` le ${frenchDateTime(at)}` : ''}. Rechargez pour voir ses changements.`,
  reload: 'Recharger',
} as const;

/** The body of a 409 for a stale version: the current version, who changed it and when. */
export interface StaleVersionBody {
  message: string;
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}
