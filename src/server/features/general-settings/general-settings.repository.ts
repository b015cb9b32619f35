import type { GeneralSettingsInput } from '@shared/settings/general-settings.schema';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { generalSettings } from '../../db/schema';

/** The settings live in one row with a fixed id. */
const SETTINGS_ID = 1;

export async function findGeneralSettings(db: Executor) {
  const [row] = await db.select().from(generalSettings).where(eq(generalSettings.id, SETTINGS_ID));
  return row;
}

/** Creates the row with the schema defaults (spec §9) unless another request just did. */
export async function insertDefaultGeneralSettings(db: Executor) {
  await db.insert(generalSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
}

/** Writes only if the settings are still at `version` (decision 0076): one of concurrent saves writes. */
export async function updateGeneralSettings(
  db: Executor,
  values: GeneralSettingsInput,
  version: number,
  editorId: number,
) {
  const [row] = await db
    .update(generalSettings)
    .set({ ...values, updatedBy: editorId })
    .where(and(eq(generalSettings.id, SETTINGS_ID), eq(generalSettings.version, version)))
    .returning();
  return row;
}
