import {
  type GeneralSettings,
  type GeneralSettingsInput,
  generalSettingsInputSchema,
} from '@shared/settings/general-settings.schema';
import type { Db } from '../../db/client';
import { withIsoDates } from '../../lib/serialize';
import { changesBetween, record, type UserJournalContext } from '../admin-journal/admin-journal.service';
import { staleVersion } from '../users/stale-version';
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
  context: UserJournalContext,
  input: GeneralSettingsInput,
  version: number,
): Promise<GeneralSettings> {
  await insertDefaultGeneralSettings(db);
  const row = await db.transaction(async (tx) => {
    const before = await findGeneralSettings(tx);
    const row = await updateGeneralSettings(tx, input, version, context.actor.id);
    if (!row || !before) return undefined;
    // The journal's entry commits with the change (decision 0081).
    await record(tx, context, {
      action: 'settings.general',
      target: { type: 'general-settings', id: null, label: 'Paramètres généraux' },
      changes: changesBetween(before, row, generalSettingsFields),
    });
    return row;
  });
  if (row) return withIsoDates(row);
  const current = await findGeneralSettings(db);
  if (!current) throw new Error('general settings row missing after insert');
  throw await staleVersion(db, current);
}

const generalSettingsFields = Object.keys(generalSettingsInputSchema.shape) as (keyof GeneralSettingsInput)[];
