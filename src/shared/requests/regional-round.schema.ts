/** The API's schemas of « Tournée du jour » (types and rules: regional-round.ts). */
import { z } from 'zod';
import { MAX_SERIAL_ID } from '../numbers';
import { regionalRoundMessages } from './regional-round';
import { calendarDate } from './request-fields';

/** ?date=YYYY-MM-DD, the day of the round. */
export const regionalRoundQuerySchema = z.object({ date: calendarDate() });

/** A day's collections are a few dozen at most; the bound keeps a body from being a denial of service. */
export const MAX_ROUND_STOPS = 500;

const invalidId = 'Identifiant de collecte invalide';

/** PUT body: the ids of the day's planned collections, in visiting order. */
export const regionalRoundOrderSchema = z.object({
  order: z
    .array(z.number({ error: invalidId }).int(invalidId).positive(invalidId).max(MAX_SERIAL_ID, invalidId), {
      error: "L'ordre de la tournée est requis",
    })
    .max(MAX_ROUND_STOPS, `Une tournée compte au plus ${MAX_ROUND_STOPS} collectes`)
    .refine((ids) => new Set(ids).size === ids.length, regionalRoundMessages.duplicate),
});
export type RegionalRoundOrder = z.infer<typeof regionalRoundOrderSchema>;
