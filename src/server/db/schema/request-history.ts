/**
 * Each request's history (its details dialog's timeline): one row per event, written in the transaction of
 * the change it records and never changed afterwards (drizzle/0007: a trigger refuses UPDATE). Mail events
 * are read from the notification outbox, whose rows already record each mail's state.
 */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const requestHistory = pgTable(
  'request_history',
  {
    id: serial('id').primaryKey(),
    /** The request's kind (src/shared/requests/request-kinds.ts) and id. */
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    /** created | edited | decided */
    event: text('event').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened: the history still says who after the account is renamed or deleted. */
    actorName: text('actor_name'),
    /** edited: the changed fields, from → to; decided: the status and the reason. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('request_history_request_idx').on(t.kind, t.requestId, t.id)],
);
