/**
 * The devices of a received lot (issue 32, « Équipements »): what the warehouse inventories device by
 * device once a request is « Réceptionnée » — its inventory number, serial, category, make and model, grade
 * and its storage media. One schema for the API's validation and the intake form.
 */
import { z } from 'zod';
import { equipmentCategories } from '../fulfilment/fulfilment-stages';
import { isStorable, optionalFreeText, optionalText } from '../text-fields';
import {
  DEVICE_PAGE_SIZE,
  deviceGrades,
  deviceMessages,
  MAX_DEVICE_PAGE_SIZE,
  mediumTypes,
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
  })
  .superRefine((device, ctx) => {
    if (device.noStorage && device.media.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['media'], message: deviceMessages.noStorageWithMedia });
    }
    const serials = device.media.map((medium) => medium.serialNumber?.toUpperCase()).filter(Boolean);
    if (new Set(serials).size !== serials.length) {
      ctx.addIssue({ code: 'custom', path: ['media'], message: deviceMessages.duplicateMediumSerial });
    }
  })
  .transform((device) => ({ ...device, imei: device.imei?.replace(/[\s-]/g, '') ?? null }));
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
