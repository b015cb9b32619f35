/**
 * GET /api/admin/journal and its CSV export (decision 0081): filters by person (`actor`, a user id),
 * `action`, and Europe/Paris days `from`–`to` (yyyy-MM-dd, `to` included); `cursor` is the previous
 * page's X-Next-Cursor (keyset paging, opaque to the client).
 */
import { z } from 'zod';
import { MAX_SERIAL_ID } from '../numbers';
import { calendarDate } from '../requests/request-fields';
import { adminJournalActions, adminJournalMessages } from './admin-journal.labels';

export * from './admin-journal.labels';

const journalQueryFields = z.object({
  actor: z.coerce
    .number({ error: adminJournalMessages.invalidActor })
    .int(adminJournalMessages.invalidActor)
    .positive(adminJournalMessages.invalidActor)
    .max(MAX_SERIAL_ID, adminJournalMessages.invalidActor)
    .optional(),
  action: z.enum(adminJournalActions, { error: adminJournalMessages.invalidAction }).optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  cursor: z
    .string()
    .max(200, adminJournalMessages.invalidCursor)
    .regex(/^[A-Za-z0-9_-]+$/, adminJournalMessages.invalidCursor)
    .optional(),
});

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const fromNotAfterToError = { path: ['to'], message: adminJournalMessages.toBeforeFrom };

export const adminJournalQuerySchema = journalQueryFields.refine(fromNotAfterTo, fromNotAfterToError);
/** The CSV export: the same filters, every page. */
export const adminJournalExportQuerySchema = journalQueryFields
  .omit({ cursor: true })
  .refine(fromNotAfterTo, fromNotAfterToError);
export type AdminJournalQuery = z.input<typeof adminJournalQuerySchema>;
export type AdminJournalFilters = z.output<typeof adminJournalQuerySchema>;
