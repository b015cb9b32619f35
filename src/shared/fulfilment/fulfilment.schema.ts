/**
 * Validation of the suivi's moves, built from the stages' own field lists (fulfilment-stages.ts): one zod
 * object per stage, used by the server on POST …/fulfilment and by the client's stage form, so both say
 * the same French messages. Dates of facts (a shipment, a delivery) cannot be in the future; every number
 * has its bounds; texts are trimmed and bounded; a tracking number is one line of printable characters.
 */
import { z } from 'zod';
import { MAX_COUNT, MAX_SERIAL_ID } from '../number-bounds';
import { boundedNumber, numberMessages } from '../numbers';
import { timeSlots } from '../requests/regional-collection.labels';
import { specificTimeRequired, timeSlotMessage } from '../requests/regional-collection.schema';
import { calendarDate, parisToday } from '../requests/request-fields';
import {
  invalidCharacterMessage,
  isStorable,
  optionalFreeText,
  optionalText,
  requiredFreeText,
  requiredText,
  tooLongMessage,
} from '../text-fields';
import { fulfilmentMessages } from './fulfilment-messages';
import {
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
  type FulfilmentField,
  type FulfilmentStage,
} from './fulfilment-stages';
import { isWasteTag, WASTE_LOT, type WasteTagKey, wasteTagKeyLabel, wasteTagKeysRequired } from './waste';

/** The heaviest reception recorded (kg): a full truck is about 25 t. */
export const MAX_RECEIVED_WEIGHT_KG = 100_000;
export const MAX_TRACKING_NUMBER_LENGTH = 60;
const MAX_FIELD_TEXT = 500;

export { fulfilmentMessages };

/** Dates of facts already happened: a shipment or a delivery day cannot be after today (Europe/Paris). */
const eventDateFields = new Set(['shippedOn', 'deliveredOn']);

// One line of printable characters: no control character (a tab or a new line would break a mail header
// or a CSV cell), letters, digits, spaces and the separators carriers print.
const trackingNumberPattern = /^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u;

function quantities(label: string, required: boolean) {
  const shape = Object.fromEntries(
    equipmentCategories.map((category) => [
      category,
      boundedNumber({
        subject: `«\u00a0${equipmentCategoryLabels[category]}\u00a0»`,
        min: 0,
        max: MAX_COUNT,
        tooSmall: `«\u00a0${equipmentCategoryLabels[category]}\u00a0» doit être positif`,
        whole: true,
      }).default(0),
    ]),
  ) as Record<EquipmentCategory, z.ZodDefault<z.ZodNumber>>;
  const object = z.object(shape, { error: fulfilmentMessages.required(label) });
  return required ? object : object.nullish();
}

function fieldSchema(field: FulfilmentField): z.ZodType {
  const { label, required } = field;
  const requiredMessage = fulfilmentMessages.required(label);
  const optional = <T extends z.ZodType>(schema: T) => (required ? schema : schema.nullish());
  switch (field.type) {
    case 'date': {
      const day = calendarDate();
      const checked = eventDateFields.has(field.name)
        ? day.refine((value) => value <= parisToday(), fulfilmentMessages.futureDate(label))
        : day;
      return required
        ? z.string({ error: requiredMessage }).min(1, requiredMessage).pipe(checked)
        : checked.nullish();
    }
    case 'time-slot':
      return optional(
        z
          .object(
            {
              preferredTimeSlot: z.enum(timeSlots, { error: timeSlotMessage }),
              specificTime: z
                .string()
                .trim()
                .nullish()
                .transform((value) => value || null)
                .pipe(
                  z
                    .string()
                    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Saisissez l'heure au format HH:MM (ex. 14:30)")
                    .nullable(),
                ),
            },
            { error: requiredMessage },
          )
          .superRefine((value, ctx) => {
            if (value.preferredTimeSlot === 'specific_time' && !value.specificTime) {
              ctx.addIssue({ code: 'custom', path: ['specificTime'], message: specificTimeRequired });
            }
          })
          .transform((value) =>
            value.preferredTimeSlot === 'specific_time' ? value : { ...value, specificTime: null },
          ),
      );
    case 'text':
      if (field.multiline) {
        return required
          ? requiredFreeText(requiredMessage, MAX_FIELD_TEXT)
          : optionalFreeText(MAX_FIELD_TEXT);
      }
      return required ? requiredText(requiredMessage, MAX_FIELD_TEXT) : optionalText(MAX_FIELD_TEXT);
    case 'carrier':
      return optional(
        z
          .number({ error: requiredMessage })
          .int(fulfilmentMessages.unknownCarrier)
          .positive(fulfilmentMessages.unknownCarrier)
          .max(MAX_SERIAL_ID, fulfilmentMessages.unknownCarrier),
      );
    case 'tracking-number':
      // Required or not depends on the carrier (one without a tracking page needs none): the service decides.
      return z
        .string({ error: fulfilmentMessages.trackingNumber })
        .trim()
        .max(MAX_TRACKING_NUMBER_LENGTH, tooLongMessage(MAX_TRACKING_NUMBER_LENGTH))
        .refine(isStorable, invalidCharacterMessage)
        .refine(
          (value) => value === '' || trackingNumberPattern.test(value),
          fulfilmentMessages.trackingNumber,
        )
        .nullish()
        .transform((value) => value || null);
    case 'integer':
    case 'number': {
      const rule = {
        subject: `«\u00a0${label}\u00a0»`,
        min: 0,
        max: field.type === 'number' ? MAX_RECEIVED_WEIGHT_KG : MAX_COUNT,
        tooSmall: `«\u00a0${label}\u00a0» doit être positif`,
        whole: field.type === 'integer',
        unit: field.unit,
      };
      const number = boundedNumber(rule);
      if (!required) return number.nullish();
      // Missing is "requis"; something that is not a number (text the form could not read) says so.
      const notANumber = numberMessages(rule).notANumber;
      return z
        .number({ error: (issue) => (issue.input == null ? requiredMessage : notANumber) })
        .pipe(number);
    }
    case 'boolean': {
      const flag = z.boolean({ error: `«\u00a0${label}\u00a0» : oui ou non.` });
      // A hidden flag is recorded only when set (`afterTheFact`): a plan on time stores nothing of it.
      return field.hidden ? flag.optional().transform((value) => value || undefined) : flag.default(false);
    }
    case 'choice': {
      const values = (field.options ?? []).map((option) => option.value) as [string, ...string[]];
      return optional(z.enum(values, { error: requiredMessage }));
    }
    case 'quantities':
      return quantities(label, required);
    case 'waste-tags':
      // Which keys are required, and what each may be, depends on what was received: `withWasteTags`
      // checks it, with a message per category, even when another field of the stage is wrong too.
      return z.record(z.string(), z.unknown(), { error: requiredMessage }).nullish();
  }
}

/** « Choisissez le devenir des « Ordinateurs » reçus : … » */
export const wasteTagMessage = (key: WasteTagKey) =>
  key === WASTE_LOT
    ? 'Choisissez le devenir du lot reçu\u00a0: Réemploi, ou DEEE avec son code déchet.'
    : `Choisissez le devenir des «\u00a0${wasteTagKeyLabel(key)}\u00a0» reçus\u00a0: Réemploi, ou DEEE avec son code déchet.`;

/**
 * A `waste-tags` field needs a tag for each category received above 0 (a pickup: for its lot), and keeps
 * only those: a tag left on a category received at 0 is dropped.
 */
function withWasteTags(stage: FulfilmentStage, object: z.ZodObject) {
  const field = stage.fields.find((candidate) => candidate.type === 'waste-tags');
  if (!field) return object;
  const required = (value: Record<string, unknown>) =>
    wasteTagKeysRequired(
      value.received as Record<EquipmentCategory, unknown> | undefined,
      value.receivedUnits as number | undefined,
    );
  return object
    .superRefine(
      (value, ctx) => {
        const raw = value[field.name];
        const tags = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
        for (const key of required(value)) {
          if (!isWasteTag(tags[key])) {
            ctx.addIssue({ code: 'custom', path: [field.name, key], message: wasteTagMessage(key) });
          }
        }
      },
      // Run even when another field failed: every missing tag is named at once.
      { when: () => true },
    )
    .transform((value) => {
      const tags = (value[field.name] ?? {}) as Record<string, unknown>;
      return {
        ...value,
        [field.name]: Object.fromEntries(required(value).map((key) => [key, tags[key]])),
      };
    });
}

/** The body of a move into `stage`: `{stage, ...its fields}`; unknown keys are dropped. */
export function stageFieldsSchema(stage: FulfilmentStage) {
  return withWasteTags(
    stage,
    z.object(Object.fromEntries(stage.fields.map((field) => [field.name, fieldSchema(field)]))),
  );
}

/** POST …/fulfilment: which stage to enter (its fields are checked against that stage's schema). */
export const fulfilmentMoveSchema = z.looseObject({
  stage: z.string({ error: fulfilmentMessages.unknownStage }).min(1, fulfilmentMessages.unknownStage).max(50),
});

/**
 * POST …/fulfilment/undo {stage}: the stage the administrator saw and undoes. Refused (409) when the request
 * is no longer there — two clicks, or two administrators, never take it back two stages.
 */
export const fulfilmentUndoSchema = z.object({
  stage: z.string({ error: fulfilmentMessages.unknownStage }).min(1, fulfilmentMessages.unknownStage).max(50),
});
export type FulfilmentUndo = z.input<typeof fulfilmentUndoSchema>;

/** POST …/fulfilment/cancel {reason}. */
export const fulfilmentCancelSchema = z.object({
  reason: requiredFreeText(fulfilmentMessages.cancelReason, 1000),
});
export type FulfilmentCancel = z.input<typeof fulfilmentCancelSchema>;
