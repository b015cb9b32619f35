/**
 * Edits never overwrite silently (issue 24, decision 0076): every editable resource answers its `version`
 * (an integer raised by each change); a PUT sends back the version it was based on, and a stale one is
 * refused with 409 naming who changed the resource and when.
 */
import { z } from 'zod';

export const versionMessages = {
  required: 'La version de l’élément modifié est requise\u00a0: rechargez la page puis recommencez.',
  /** « Modifié entre-temps par Jeanne Martin le 27/11/2026 à 10:42. Rechargez pour voir ses changements. » */
  stale: (who: string | null, at: Date | null) =>
    `Modifié entre-temps${who ? ` par ${who}` : ''}${at ? ` le ${frenchDateTime(at)}` : ''}. Rechargez pour voir ses changements.`,
  reload: 'Recharger',
} as const;

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** « 27/11/2026 à 10:42 », Paris time. */
export function frenchDateTime(at: Date): string {
  const parts = Object.fromEntries(parisDateTime.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}`;
}

/** The `version` a PUT must carry: the one its form was loaded with. */
export const versionField = z
  .number({ error: versionMessages.required })
  .int(versionMessages.required)
  .positive(versionMessages.required)
  .max(2_147_483_647, versionMessages.required);

/** A PUT body: the resource's form and the version it was based on. */
export const withVersion = <S extends z.ZodType>(schema: S) =>
  z.intersection(z.object({ version: versionField }), schema);

/** The body of a 409 for a stale version: the current version, who changed it and when. */
export interface StaleVersionBody {
  message: string;
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}
