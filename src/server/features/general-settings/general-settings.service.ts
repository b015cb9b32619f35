import type { GeneralSettings, GeneralSettingsInput } from '@shared/settings/general-settings.schema';
import type { Db } from '../../db/client';
import { withIsoDates } from '../../lib/serialize';
import { staleVersion } from '../../lib/stale-version';
import {
  findGeneralSettings,
  insertDefaultGeneralSettings,
  updateGeneralSettings,
} from './general-settings.repository';

export async function getGeneralSettings(db: Db): Promise<GeneralSettings> {
  let row = await findGeneralSettings(db);
  if (!row) {
    await insertDefaultGeneralSettings(db);
    row = await findGeneralSettings(db);
  }
  if (!row) throw new Error('general settings row missing after insert');
  return withIsoDates(row);
}

/** Saves the settings based on `version` (decision 0076); the row is created first if nobody read it yet. */
export async function saveGeneralSettings(
  db: Db,
  editor: { id: number },
  input: GeneralSettingsInput,
  version: number,
): Promise<GeneralSettings> {
  await insertDefaultGeneralSettings(db);
  const row = await updateGeneralSettings(db, input, version, editor.id);
  if (row) return withIsoDates(row);
  const current = await findGeneralSettings(db);
  if (!current) throw new Error('general settings row missing after insert');
  throw await staleVersion(db, current);
}
