import { withVersion } from '@shared/http/row-version';
import { generalSettingsInputSchema } from '@shared/settings/general-settings.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { journalContext } from '../admin-journal/admin-journal.routes';
import { getGeneralSettings, saveGeneralSettings } from './general-settings.service';

export async function generalSettingsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every signed-in user reads them: the request forms use the carton presets.
  routes.get('/api/general-settings', { config: { access: 'user' } }, () => getGeneralSettings(opts.db));
  routes.put(
    '/api/general-settings',
    { schema: { body: withVersion(generalSettingsInputSchema) }, config: { access: 'admin' } },
    (request) => {
      const { version, ...input } = request.body;
      return saveGeneralSettings(opts.db, journalContext(request), input, version);
    },
  );
}
