/**
 * The suivi of accepted requests, the same for the five kinds (stages as data: fulfilment-stages.ts; what
 * differs per kind — what it declared, what a cancellation undoes — in request-kinds.ts). Anyone signed in
 * moves a request to its next stage with that stage's fields; administrators step back one stage or cancel.
 * Each move is one guarded UPDATE (… WHERE stage = the stage the person saw), so of two people moving the
 * same request at once exactly one wins and the other gets 409; what goes with a move (the reception
 * counted, the packaging given back) is written in the same transaction, and the history triggers record it.
 */

import { deviceMessages } from '@shared/devices/device.schema';
import { fulfilmentMessages, stageFieldsSchema } from '@shared/fulfilment/fulfilment.schema';
import {
  CANCELLED_STAGE,
  type EquipmentQuantities,
  type FulfilmentStage,
  findStage,
  isCancellable,
  nextStage,
  previousStage,
  stageLabel,
  stagesOf,
} from '@shared/fulfilment/fulfilment-stages';
import type { WasteTags } from '@shared/fulfilment/waste';
import { messages } from '@shared/http/api-error';
import { requestMessages } from '@shared/requests/request-list.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { findLiveCarrier } from '../carriers/carriers.repository';
import { lotDeviceCount } from '../devices/devices.repository';
import type { Notifications } from '../mail/notifications';
import { actAs } from '../request-history/actor';
import type { RequestKindDefinition } from '../requests/request-kinds';
import { type RequestTable, requestRepository } from '../requests/requests.repository';
import { withFulfilment } from '../requests/requests.service';
import type { UserRow } from '../users/users.repository';
import {
  type CountedValues,
  correctReception,
  deleteReception,
  insertReception,
} from './receptions.repository';

type Fields = Record<string, unknown>;

/** Stage fields copied into their own columns (indexes, the carrier's foreign key, spec §3's trackingNumber). */
const copiedColumns = {
  plannedDate: 'plannedDate',
  carrierId: 'carrierId',
  trackingNumber: 'trackingNumber',
};

/** A stage that records what the warehouse received (request_receptions). */
const isReception = (stage: FulfilmentStage) => stage.role === 'reception';

/** What a reception stage's fields say was counted. */
const counted = (fields: Fields): CountedValues => ({
  received: (fields.received as EquipmentQuantities | undefined) ?? null,
  unitsReceived: (fields.receivedUnits as number | undefined) ?? null,
  weightKg: fields.receivedWeightKg as number,
  weightEstimated: fields.weightEstimated === true,
  remark: (fields.remark as string | undefined) ?? null,
  wasteTags: (fields.wasteTags as WasteTags | undefined) ?? {},
});

/** The fields as stored: what was given, nothing for what was left blank. */
const given = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));

export function fulfilmentService<T extends RequestTable, S extends z.ZodType>(
  definition: RequestKindDefinition<T, S>,
  notifications: Notifications,
) {
  const { kind } = definition;
  type Row = T['$inferSelect'];
  const repository = requestRepository(
    definition.table,
    definition.calendarFields,
    definition.cardFields,
    definition.columns,
  );
  const stored = (definition.table as unknown as { fulfilment: PgColumn }).fulfilment;
  const answer = (row: Row, extra: Fields = {}) => ({ ...withFulfilment(row), ...extra });

  /** The request, accepted: 404 when there is none, 409 before the decision (or after a refusal). */
  async function accepted(db: Executor, id: number): Promise<Row> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound(requestMessages.notFound);
    if (row.status !== 'completed') throw conflict(fulfilmentMessages.notAccepted);
    return row;
  }

  /** Why a guarded move wrote nothing: the request is gone or no longer where the person saw it. */
  async function notMoved(db: Executor, id: number): Promise<never> {
    const row = await accepted(db, id);
    throw conflict(fulfilmentMessages.movedMeanwhile(stageLabel(kind, row.stage)));
  }

  /** A stage naming a carrier needs a live one, and its tracking number unless the carrier has no page. */
  async function checkCarrier(db: Executor, stage: FulfilmentStage, fields: Fields) {
    if (!stage.fields.some((field) => field.type === 'carrier')) return;
    const carrier = await findLiveCarrier(db, fields.carrierId as number);
    if (!carrier) throw badRequest(messages.validation, { carrierId: fulfilmentMessages.unknownCarrier });
    const asksNumber = stage.fields.some((field) => field.type === 'tracking-number');
    if (asksNumber && carrier.trackingUrlTemplate && !fields.trackingNumber) {
      throw badRequest(messages.validation, { trackingNumber: fulfilmentMessages.trackingNumberRequired });
    }
  }

  /** `fulfilment || fields` and the copied columns the fields set. */
  function recording(fields: Fields): Fields {
    const values: Fields = { fulfilment: sql`${stored} || ${JSON.stringify(fields)}::jsonb` };
    for (const [field, column] of Object.entries(copiedColumns)) {
      if (field in fields) values[column] = fields[field];
    }
    return values;
  }

  /** `fulfilment` without the stage's fields, and the copied columns they had set, emptied. */
  function forgetting(stage: FulfilmentStage): Fields {
    const names = stage.fields.map((field) => field.name);
    const without = names.reduce<SQL>((json, name) => sql`${json} - ${name}::text`, sql`${stored}`);
    const values: Fields = { fulfilment: without };
    for (const [field, column] of Object.entries(copiedColumns)) {
      if (names.includes(field)) values[column] = null;
    }
    return values;
  }

  /** The stage's fields replaced by `fields` (one left blank is removed), and their copied columns. */
  function replacing(stage: FulfilmentStage, fields: Fields): Fields {
    const { fulfilment: without, ...emptied } = forgetting(stage);
    const { fulfilment: _added, ...copied } = recording(fields);
    return {
      ...emptied,
      ...copied,
      fulfilment: sql`(${without as SQL}) || ${JSON.stringify(fields)}::jsonb`,
    };
  }

  return {
    /**
     * Moves the request to its next stage, `{stage, …that stage's fields}`; `clientMailQueued` says whether
     * the client contact's mail of that stage will be sent (mail configured, the mail switched on).
     */
    async advance(db: Db, actor: UserRow, id: number, body: { stage: string } & Fields) {
      const target = stagesOf(kind).find((stage) => stage.id === body.stage);
      if (!target) throw badRequest(messages.validation, { stage: fulfilmentMessages.unknownStage });
      // The body first (400, each field's French message: the error handler answers a ZodError so), then
      // where the request stands (409).
      const fields = given(stageFieldsSchema(target).parse(body));
      const row = await accepted(db, id);
      const next = nextStage(kind, row.stage);
      if (next?.id !== target.id) {
        throw conflict(fulfilmentMessages.notNext(stageLabel(kind, row.stage), next?.label));
      }
      await checkCarrier(db, target, fields);

      const { moved, clientMailQueued } = await db.transaction(async (tx) => {
        await actAs(tx, actor);
        const moved =
          (await repository.updateIfAtStage(tx, id, [row.stage], {
            stage: target.id,
            stageAt: new Date(),
            ...recording(fields),
          } as Partial<T['$inferInsert']>)) ?? (await notMoved(tx, id));
        const declared = isReception(target)
          ? (definition.declared?.(moved) ?? { quantities: null, units: null })
          : null;
        if (declared) {
          await insertReception(tx, {
            kind,
            requestId: id,
            receivedBy: actor.id,
            declared: declared.quantities,
            unitsDeclared: declared.units,
            ...counted(fields),
          });
        }
        // The client contact's mail (planned, shipped, received), queued with the stage: both or neither;
        // sending comes later and can never undo the stage.
        const clientMailQueued = await notifications.clientStage(tx, {
          kind,
          stage: target,
          fields,
          request: moved as Record<string, unknown>,
          declared,
          actor,
        });
        return { moved, clientMailQueued };
      });
      if (clientMailQueued) notifications.wake();
      return answer(moved, { clientMailQueued });
    },

    /**
     * Corrects what the current stage recorded (issue 30 point 9), by whoever may move the request on
     * (anyone signed in): `{stage, …that stage's fields}`, `stage` being the one the person saw — 409 when the
     * request has moved meanwhile, or is cancelled, or stands at a stage that records nothing. The request
     * stays where it is (stage_at too); a reception's counts follow; the history records a 'corrected'
     * event with each changed field before and after (drizzle/0034). No mail: the client heard of the stage.
     */
    async correct(db: Db, actor: UserRow, id: number, body: { stage: string } & Fields) {
      const stage = stagesOf(kind).find((candidate) => candidate.id === body.stage);
      if (!stage) throw badRequest(messages.validation, { stage: fulfilmentMessages.unknownStage });
      const fields = given(stageFieldsSchema(stage).parse(body));
      const row = await accepted(db, id);
      if (row.stage === CANCELLED_STAGE) throw conflict(fulfilmentMessages.cancelledNoCorrection);
      if (row.stage !== stage.id) throw conflict(fulfilmentMessages.notCurrent(stageLabel(kind, row.stage)));
      if (stage.fields.length === 0) throw conflict(fulfilmentMessages.nothingToCorrect(stage.label));
      await checkCarrier(db, stage, fields);

      return db.transaction(async (tx) => {
        await actAs(tx, actor);
        const corrected =
          (await repository.updateIfAtStage(
            tx,
            id,
            [stage.id],
            replacing(stage, fields) as Partial<T['$inferInsert']>,
          )) ?? (await notMoved(tx, id));
        if (isReception(stage)) await correctReception(tx, kind, id, counted(fields));
        return answer(corrected);
      });
    },

    /**
     * Administrators: back to the stage before `undone` — the stage they saw, named in the call — forgetting
     * what it recorded. Refused (409) when the request is no longer at `undone`: the UPDATE is guarded by
     * `WHERE stage = undone` (not by the stage read just before), so of twenty undos sent at once exactly one
     * steps back, on PGlite as on PostgreSQL.
     */
    async undo(db: Db, actor: UserRow, id: number, undone: string) {
      const row = await accepted(db, id);
      if (row.stage === CANCELLED_STAGE) throw conflict(fulfilmentMessages.cancelledNoUndo);
      if (row.stage !== undone)
        throw conflict(fulfilmentMessages.movedMeanwhile(stageLabel(kind, row.stage)));
      const previous = previousStage(kind, undone);
      const current = findStage(kind, undone);
      if (!previous || !current) throw conflict(fulfilmentMessages.nothingToUndo(stageLabel(kind, undone)));

      return db.transaction(async (tx) => {
        await actAs(tx, actor);
        const moved =
          (await repository.updateIfAtStage(tx, id, [undone], {
            stage: previous.id,
            stageAt: new Date(),
            ...forgetting(current),
          } as Partial<T['$inferInsert']>)) ?? (await notMoved(tx, id));
        if (isReception(current)) {
          await deleteReception(tx, kind, id);
          // Counted once the reception row is deleted (locked): a device added meanwhile held it (FOR SHARE).
          const devices = await lotDeviceCount(tx, kind, id);
          if (devices > 0) throw conflict(deviceMessages.devicesOnLot(devices));
        }
        return answer(moved);
      });
    },

    /** Administrators: « Annulée », with a reason, before the equipment has left or been handed over. */
    async cancel(db: Db, actor: UserRow, id: number, reason: string) {
      const row = await accepted(db, id);
      if (row.stage === CANCELLED_STAGE) throw conflict(fulfilmentMessages.alreadyCancelled);
      if (!isCancellable(kind, row.stage)) {
        throw conflict(fulfilmentMessages.tooLateToCancel(stageLabel(kind, row.stage)));
      }

      return db.transaction(async (tx) => {
        await actAs(tx, actor);
        const moved =
          (await repository.updateIfAtStage(tx, id, [row.stage], {
            stage: CANCELLED_STAGE,
            stageAt: new Date(),
            ...recording({ cancelReason: reason, cancelledFrom: row.stage }),
          } as Partial<T['$inferInsert']>)) ?? (await notMoved(tx, id));
        const extra = (await definition.onCancel?.(tx, moved, actor, row.stage)) ?? {};
        return answer(moved, extra);
      });
    },
  };
}

export type FulfilmentService = ReturnType<typeof fulfilmentService>;
