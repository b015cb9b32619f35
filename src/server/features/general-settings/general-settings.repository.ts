import type { GeneralSettingsInput } from '@shared/settings/general-settings.schema';
import { eq } from 'drizzle-orm';
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

export async function upsertGeneralSettings(db: Executor, values: GeneralSettingsInput) {
  const [row] = await db
    .insert(generalSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: generalSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
