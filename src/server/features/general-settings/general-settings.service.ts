import type { GeneralSettings, GeneralSettingsInput } from '@shared/settings/general-settings.schema';
import type { Db } from '../../db/client';
import { withIsoDates } from '../../lib/serialize';
import {
  findGeneralSettings,
  insertDefaultGeneralSettings,
  upsertGeneralSettings,
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

export async function saveGeneralSettings(db: Db, input: GeneralSettingsInput): Promise<GeneralSettings> {
  return withIsoDates(await upsertGeneralSettings(db, input));
}
