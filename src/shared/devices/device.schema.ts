/**
 * The devices of a received lot (issue 32, « Équipements »): what the warehouse inventories device by
 * device once a request is « Réceptionnée » — its inventory number, serial, category, make and model, grade
 * and its storage media. One schema for the API's validation and the intake form.
 */
import { z } from 'zod';
import { equipmentCategories } from '../fulfilment/fulfilment-stages';
import { wasteCodeList } from '../fulfilment/waste';
import {
  invalidCharacterMessage,
  isStorable,
  optionalFreeText,
  optionalText,
  tooLongMessage,
} from '../text-fields';
import {
  DEVICE_PAGE_SIZE,
  deviceGrades,
  deviceMessages,
  dispositions,
  MAX_DEVICE_PAGE_SIZE,
  mediumTypes,
  sanitisationKinds,
  sanitisationResults,
} from './device.constants';

export * from './device.constants';

export const mediumInputSchema = z.object({
  /** Set on a medium the device already has (PUT); absent: a new medium. */
  id: z.number().int().positive().max(2_147_483_647).optional(),
  type: z.enum(mediumTypes, { error: deviceMessages.mediumType }),
  serialNumber: optionalText(100),
  capacityGb: z
    .number({ error: deviceMessages.capacity })
    .min(0, deviceMessages.capacity)
    .max(1_000_000, deviceMessages.capacity)
    .nullish()
    .transform((value) => value ?? null),
});
export type MediumInput = z.input<typeof mediumInputSchema>;

export const deviceInputSchema = z
  .object({
    category: z.enum(equipmentCategories, { error: deviceMessages.category }),
    serialNumber: optionalText(100),
    clientAssetTag: optionalText(100),
    make: optionalText(100),
    model: optionalText(200),
    imei: optionalText(20).refine(
      (value) => value === null || /^\d{15}$/.test(value.replace(/[\s-]/g, '')),
      deviceMessages.imei,
    ),
    grade: z
      .enum(deviceGrades, { error: deviceMessages.grade })
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalFreeText(2000),
    /** True: the device has no data-bearing medium (a screen); it then lists none. */
    noStorage: z.boolean().default(false),
    media: z.array(mediumInputSchema).max(16, deviceMessages.tooManyMedia).default([]),
    disposition: z
      .enum(dispositions, { error: deviceMessages.disposition })
      .nullish()
      .transform((value) => value ?? null),
    /** A device sent to recycling: its DEEE code; ignored otherwise. */
    wasteCode: z
      .enum(wasteCodeList, { error: deviceMessages.wasteCode })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((device, ctx) => {
    if (device.noStorage && device.media.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['media'], message: deviceMessages.noStorageWithMedia });
    }
    if (device.disposition === 'recycling' && !device.wasteCode) {
      ctx.addIssue({ code: 'custom', path: ['wasteCode'], message: deviceMessages.wasteCode });
    }
    const serials = device.media.map((medium) => medium.serialNumber?.toUpperCase()).filter(Boolean);
    if (new Set(serials).size !== serials.length) {
      ctx.addIssue({ code: 'custom', path: ['media'], message: deviceMessages.duplicateMediumSerial });
    }
  })
  .transform((device) => ({
    ...device,
    imei: device.imei?.replace(/[\s-]/g, '') ?? null,
    wasteCode: device.disposition === 'recycling' ? device.wasteCode : null,
  }));
export type DeviceInput = z.input<typeof deviceInputSchema>;
export type DeviceValues = z.output<typeof deviceInputSchema>;

/** GET <lot>/devices: `q` matches a part of the serial, inventory number, asset tag, IMEI, make or model. */
export const deviceListQuerySchema = z.object({
  q: z.string().trim().max(100).refine(isStorable, 'Caractère non autorisé').optional(),
  cursor: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_DEVICE_PAGE_SIZE).default(DEVICE_PAGE_SIZE),
});
export type DeviceListQuery = z.input<typeof deviceListQuerySchema>;

/** GET /api/devices?q=: a whole serial, inventory number or IMEI, across lots. */
export const deviceLookupQuerySchema = z.object({
  q: z.string().trim().min(1, 'Saisissez un numéro').max(100).refine(isStorable, 'Caractère non autorisé'),
});

/** A minute of clock difference between the operator's device and the server is not the future. */
const CLOCK_TOLERANCE_MS = 60_000;

/** POST /api/devices/{id}/media/{mediumId}/sanitisations: an erasure or a destruction recorded by hand. */
export const sanitisationInputSchema = z
  .object({
    kind: z.enum(sanitisationKinds, { error: deviceMessages.sanitisationKind }),
    method: z
      .string({ error: deviceMessages.method })
      .trim()
      .min(1, deviceMessages.method)
      .max(200)
      .refine(isStorable, 'Caractère non autorisé'),
    standard: optionalText(200),
    tool: optionalText(200),
    toolVersion: optionalText(100),
    result: z.enum(sanitisationResults, { error: deviceMessages.resultForKind }),
    performedAt: z.iso
      .datetime({ offset: true, error: deviceMessages.performedAt })
      .refine(
        (value) => Date.parse(value) <= Date.now() + CLOCK_TOLERANCE_MS,
        deviceMessages.performedAtFuture,
      ),
    operator: optionalText(200),
    witness: optionalText(200),
    evidence: optionalText(500),
  })
  .superRefine((record, ctx) => {
    const fits =
      record.kind === 'destruction' ? record.result === 'destroyed' : record.result !== 'destroyed';
    if (!fits) ctx.addIssue({ code: 'custom', path: ['result'], message: deviceMessages.resultForKind });
  });
export type SanitisationInput = z.input<typeof sanitisationInputSchema>;
export type SanitisationValues = z.output<typeof sanitisationInputSchema>;

/** PUT <lot>/devices/notes: why a category's count differs from the reception (blank: no note). */
export const lotNotesSchema = z.object({
  notes: z.partialRecord(z.enum(equipmentCategories, { error: deviceMessages.category }), optionalText(500)),
});
export type LotNotesInput = z.input<typeof lotNotesSchema>;

const rowId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * POST <lot>/erasure-reports/{reportId}/attach: a report's row « À rapprocher » (its drive's serial)
 * attached by hand — to a medium of the lot (`mediumId`), or to a medium created with the report's serial
 * on a device of the lot (`deviceId`, `type`, `capacityGb`). The record itself is read again from the report.
 */
export const erasureAttachSchema = z
  .object({
    serialNumber: z
      .string({ error: deviceMessages.attachSerial })
      .trim()
      .min(1, deviceMessages.attachSerial)
      .max(200, tooLongMessage(200))
      .refine(isStorable, invalidCharacterMessage),
    mediumId: rowId(deviceMessages.attachMedium).optional(),
    deviceId: rowId(deviceMessages.attachDevice).optional(),
    type: mediumInputSchema.shape.type.optional(),
    capacityGb: mediumInputSchema.shape.capacityGb,
  })
  .superRefine((body, ctx) => {
    if (body.mediumId === undefined && body.deviceId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['mediumId'], message: deviceMessages.attachTarget });
    } else if (body.mediumId !== undefined && body.deviceId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['mediumId'], message: deviceMessages.attachBoth });
    } else if (body.deviceId !== undefined && body.type === undefined) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: deviceMessages.mediumType });
    }
  });
export type ErasureAttachInput = z.input<typeof erasureAttachSchema>;
export type ErasureAttachValues = z.output<typeof erasureAttachSchema>;
