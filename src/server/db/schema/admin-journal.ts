/**
 * The administration journal (issue 24, decision 0081): one row per administrative act, written in the
 * transaction of the change it records (features/admin-journal). Append-only: a trigger (drizzle/0027)
 * refuses UPDATE and DELETE, except the foreign key's own SET NULL when an account disappears — the
 * actor's name and email are copied, so the row still says who.
 */

import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const adminJournal = pgTable(
  'admin_journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor as they were named then (null: the system, e.g. `npm run restore`). */
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    /** One of adminJournalActions (src/shared/admin-journal). */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** `{field: {from, to}}`; a secret field only `{changed: true}`. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('admin_journal_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_journal_actor_at_idx').on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_journal_action_at_idx').on(t.action, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
