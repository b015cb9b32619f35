/** Schemas shared by many routes: numeric ids in the path, list paging in the query string. */
import { MAX_SERIAL_ID } from '@shared/numbers';
import { z } from 'zod';

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Identifiant invalide' })
    .int('Identifiant invalide')
    .positive('Identifiant invalide')
    .max(MAX_SERIAL_ID, 'Identifiant invalide'),
});

export const pagingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});
export type Paging = z.infer<typeof pagingQuerySchema>;
