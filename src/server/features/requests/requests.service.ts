/**
 * The request workflow, the same for the three kinds (spec §4): creation as pending with a queued
 * notification in the same transaction; lists, counts and one request; edits while pending; a decision
 * (pending → completed | rejected) taken atomically, once.
 */

import { fulfilmentMessages } from '@shared/fulfilment/fulfilment.schema';
import { CANCELLED_STAGE, findStage, stagesOf } from '@shared/fulfilment/fulfilment-stages';
import { messages } from '@shared/http/api-error';
import { versionMessages } from '@shared/http/row-version';
import { isPastDate } from '@shared/requests/request-fields';
import type { RequestKind } from '@shared/requests/request-kinds';
import type { RequestCounts } from '@shared/requests/request-list.schema';
import { requestMessages } from '@shared/requests/request-list.schema';
import type { RequestStatus } from '@shared/requests/request-status';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { decodeListCursor, encodeListCursor } from '../../lib/list-cursor';
import type { Notifications } from '../mail/notifications';
import { actAs } from '../request-history/actor';
import { lastChange } from '../request-history/request-history.repository';
import type { UserRow } from '../users/users.repository';
import { checkClientLinks } from './client-links';
import { storedCounts, storedStageCount } from './request-counts.repository';
import type { RequestKindDefinition } from './request-kinds';
import {
  type BoundedCount,
  type ListPage,
  NO_STAGE_FILTER,
  type RequestFilters,
  type RequestTable,
  requestRepository,
} from './requests.repository';

/**
 * Counters are stored per kind and status, and per kind and stage (request-counts.repository.ts): a text
 * search or a desired-date range is counted by a query, which that filter bounds.
 */
const isNarrowed = (filters: RequestFilters) => Boolean(filters.q || filters.from || filters.to);

/**
 * A request as the API answers it with its suivi: `fulfilment` is `{stage, stageAt, …the fields its stages
 * recorded}` once accepted, null before (spec §4's decision comes first).
 */
export function withFulfilment<Row extends { status: string; stage: string | null; stageAt: Date | null }>(
  row: Row,
) {
  const { fulfilment, ...rest } = row as Row & { fulfilment: Record<string, unknown> };
  return {
    ...rest,
    fulfilment: row.status === 'completed' ? { ...fulfilment, stage: row.stage, stageAt: row.stageAt } : null,
  };
}

/** A stage filter names one of the kind's stages, « Annulée », or `none` (the list and its CSV export). */
export function checkStageFilter(kind: RequestKind, stage: string | undefined) {
  if (!stage || stage === NO_STAGE_FILTER || stage === CANCELLED_STAGE) return;
  if (!findStage(kind, stage)) {
    throw badRequest(messages.validation, { stage: fulfilmentMessages.unknownStage });
  }
}

export interface Decision {
  status: 'completed' | 'rejected';
  rejectionReason: string | null;
}

type Serialized<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/**
 * Rows are answered as stored: JSON serialization writes Date columns as ISO strings (Date#toJSON), so no
 * per-row copy is made — lists of hundreds of rows stay cheap. The type says what the client receives.
 */
const toApi = <Row>(row: Row) => row as Serialized<Row>;

export function requestService<T extends RequestTable, S extends z.ZodType>(
  definition: RequestKindDefinition<T, S>,
  notifications: Notifications,
) {
  const repository = requestRepository(
    definition.table,
    definition.calendarFields,
    definition.cardFields,
    definition.columns,
  );
  /** The form field of the kind's day (desiredDate, collectionDate), if it has one. */
  const dateField = definition.columns.date;
  const firstStage = stagesOf(definition.kind)[0]?.id;

  /**
   * Why a guarded update wrote nothing: the request does not exist → 404; it is no longer pending → 409;
   * else (only an edit adds that condition) the kind's day was changed to a past day → 400 on that field.
   */
  async function notUpdated(db: Executor, id: number, version?: number): Promise<never> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound(requestMessages.notFound);
    if (row.status !== 'pending') throw conflict(requestMessages.alreadyDecided);
    if (version !== undefined && row.version !== version) {
      // Who changed it last, and when: the request's history (its latest event).
      const last = await lastChange(db, definition.kind, id);
      throw conflict(versionMessages.stale(last?.actorName ?? null, last?.createdAt ?? null), undefined, {
        version: row.version,
        changedBy: last?.actorName ?? null,
        changedAt: last?.createdAt?.toISOString() ?? null,
      });
    }
    throw badRequest(messages.validation, dateField ? { [dateField]: definition.pastDateMessage ?? '' } : {});
  }

  /**
   * A list's total: the stored counter of its status tab or of its stage, or a count bounded by the search
   * or date range (or by the accepted requests without a stage, which no counter holds) and by
   * SEARCH_COUNT_LIMIT.
   */
  async function count(db: Db, filters: RequestFilters): Promise<BoundedCount> {
    const { stage, status } = filters;
    if (isNarrowed(filters) || stage === NO_STAGE_FILTER) return repository.count(db, filters);
    const exact = (value: number) => ({ value, capped: false });
    if (stage) {
      // Only accepted requests have a stage: another status tab has none of them.
      return exact(
        !status || status === 'completed' ? await storedStageCount(db, definition.kind, stage) : 0,
      );
    }
    const counts = await storedCounts(db, definition.kind);
    return exact(status ? counts[status as RequestStatus] : counts.total);
  }

  return {
    /** The new request, and whether the logistics team's mail was queued (mail configured). */
    async create(db: Db, author: UserRow, input: z.output<S>) {
      const { row, notificationQueued } = await db.transaction(async (tx) => {
        await actAs(tx, author);
        await checkClientLinks(tx, definition.clientLinks, input as Record<string, unknown>);
        const values = await definition.toValues(tx, input);
        const created = await repository.insert(tx, {
          ...values,
          status: 'pending',
          createdBy: author.id,
        } as T['$inferInsert']);
        // The logistics team's notification is queued with the request: both or neither.
        const queued = await notifications.requestCreated(tx, definition.kind, created.id as number);
        return { row: created, notificationQueued: queued };
      });
      if (notificationQueued) notifications.wake();
      return { ...toApi(withFulfilment(row)), notificationQueued };
    },

    /**
     * A page and the list's total. `cursor` (the previous page's `nextCursor`) starts the page after that
     * page's last row; `nextCursor` is set when this page is full (a next page may exist).
     */
    async list(
      db: Db,
      filters: RequestFilters,
      { cursor, ...paging }: Omit<ListPage, 'after'> & { cursor?: string | undefined },
    ) {
      checkStageFilter(definition.kind, filters.stage);
      if (cursor && paging.offset > 0) {
        throw badRequest(messages.validation, { cursor: requestMessages.cursorWithOffset });
      }
      const after = cursor
        ? decodeListCursor(paging.sort, cursor, Boolean(definition.columns.date))
        : undefined;
      const [{ rows, cursor: last }, total] = await Promise.all([
        repository.list(db, filters, { ...paging, after }),
        count(db, filters),
      ]);
      // The full view answers each request as GET /{id} does, and so does the regional calendar its suivi
      // (the slot a collection was planned in); cards carry `stage` and its copied columns only.
      const items = rows.map((row) => ('fulfilment' in row ? withFulfilment(row as T['$inferSelect']) : row));
      return {
        items: items.map(toApi),
        total: total.value,
        totalCapped: total.capped,
        nextCursor: last ? encodeListCursor(paging.sort, last) : undefined,
      };
    },

    counts(db: Db, filters: Omit<RequestFilters, 'status'>): Promise<RequestCounts> {
      return isNarrowed(filters) ? repository.counts(db, filters) : storedCounts(db, definition.kind);
    },

    async get(db: Db, id: number) {
      const row = await repository.findById(db, id);
      if (!row) throw notFound(requestMessages.notFound);
      return toApi(withFulfilment(row));
    },

    /**
     * Edits a pending request. A past day (the kind's `columns.date`) is accepted only if it is the stored
     * one (a request whose day has gone by can still be corrected); changing it to another past day is refused.
     */
    async edit(db: Db, editor: UserRow, id: number, input: z.output<S>, version: number) {
      const day = dateField ? (input as Record<string, string>)[dateField] : undefined;
      const row = await db.transaction(async (tx) => {
        await actAs(tx, editor);
        await checkClientLinks(tx, definition.clientLinks, input as Record<string, unknown>);
        const values = await definition.toValues(tx, input);
        return (
          (await repository.updateIfPending(
            tx,
            id,
            values as Partial<T['$inferInsert']>,
            day !== undefined && isPastDate(day) ? day : undefined,
            version,
          )) ?? notUpdated(tx, id, version)
        );
      });
      return toApi(withFulfilment(row));
    },

    /** pending → completed | rejected, once; an acceptance also runs the kind's onAccept in the same transaction. */
    async decide(db: Db, decider: UserRow, id: number, decision: Decision) {
      const { answer, notified } = await db.transaction(async (tx) => {
        await actAs(tx, decider);
        const row =
          (await repository.updateIfPending(tx, id, {
            status: decision.status,
            decidedBy: decider.id,
            decidedAt: new Date(),
            // A reason only accompanies a rejection.
            rejectionReason: decision.status === 'rejected' ? decision.rejectionReason : null,
            // The suivi starts with the acceptance, at the kind's first stage.
            ...(decision.status === 'completed' ? { stage: firstStage, stageAt: new Date() } : {}),
          } as Partial<T['$inferInsert']>)) ?? (await notUpdated(tx, id));
        const extra =
          decision.status === 'completed' && definition.onAccept
            ? await definition.onAccept(tx, row, decider)
            : {};
        // The author hears of the decision, unless they took it or turned these mails off (Mon compte).
        const queued = await notifications.requestDecided(
          tx,
          definition.kind,
          { id: row.id as number, createdBy: row.createdBy as number | null },
          decider,
        );
        return { answer: { ...toApi(withFulfilment(row)), ...extra }, notified: queued };
      });
      if (notified) notifications.wake();
      return answer;
    },
  };
}

export type RequestService = ReturnType<typeof requestService>;
