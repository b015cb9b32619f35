/**
 * Edits never overwrite silently (issue 24, decision 0076): every editable resource answers its `version`
 * (an integer raised by each change); a PUT sends back the version it was based on, and a stale one is
 * refused with 409 naming who changed the resource and when.
 */
import { z } from 'zod';
import { versionMessages } from './row-version.labels';

export { type StaleVersionBody, versionMessages } from './row-version.labels';

/** The `version` a PUT must carry: the one its form was loaded with. */
export const versionField = z
  .number({ error: versionMessages.required })
  .int(versionMessages.required)
  .positive(versionMessages.required)
  .max(2_147_483_647, versionMessages.required);

/** A PUT body: the resource's form and the version it was based on. */
export const withVersion = <S extends z.ZodType>(schema: S) =>
  z.intersection(z.object({ version: versionField }), schema);
