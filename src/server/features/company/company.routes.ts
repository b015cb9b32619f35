/**
 * « Identité de l'entreprise » (decision 0056). Reading is open to every signed-in user: the document
 * buttons need `missingFields`, and the identity is printed on every document (nothing secret). Writing is
 * for administrators. The logo upload takes multipart in its own encapsulated scope (http/uploaded-file.ts),
 * protected like every state-changing call by the Origin check.
 */
import { companyIdentityInputSchema } from '@shared/company/company.schema';
import { withVersion } from '@shared/http/row-version';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  readUploadedFile,
  refuseDeclaredTooLarge,
  type UploadRules,
  uploadScope,
} from '../../http/uploaded-file';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { journalContext } from '../admin-journal/admin-journal.routes';
import {
  getCompanyLogo,
  getCompanySettings,
  removeCompanyLogo,
  replaceCompanyLogo,
  saveCompanySettings,
} from './company.service';
import { logoMessages, MAX_LOGO_BYTES, type StoredLogo } from './company-logo';

const LOGO_PATH = '/api/settings/company/logo';
/** publicCompanyLogoUrl's path (@shared/fulfilment/public-tracking). */
const PUBLIC_LOGO_PATH = '/api/public/company/logo';
const logoUpload: UploadRules = {
  maxBytes: MAX_LOGO_BYTES,
  tooLarge: logoMessages.tooLarge,
  notMultipart: 'Envoyez le logo comme fichier (multipart/form-data, champ «\u00a0file\u00a0»).',
  missingFile: logoMessages.missingFile,
};

/** The logo, revalidated on every use (cheap: 304), so a replaced logo shows at once. */
async function sendLogo(db: Db, request: FastifyRequest, reply: FastifyReply, scope: 'private' | 'public') {
  const logo = await getCompanyLogo(db);
  const etag = `"logo-${logo.updatedAt.getTime()}"`;
  reply
    // The client's URL also carries the update time (`companyLogoUrl`).
    .header('cache-control', `${scope}, no-cache`)
    .header('etag', etag)
    .header('last-modified', logo.updatedAt.toUTCString())
    .header('x-content-type-options', 'nosniff')
    // Opened on its own, an SVG is a document: no script, no fetch, a sandboxed origin.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header(
      'content-disposition',
      `inline; filename="logo.${logo.contentType === 'image/svg+xml' ? 'svg' : logo.contentType.slice(6)}"`,
    );
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(logo.contentType).send(Buffer.from(logo.bytes));
}

export async function companyRoutes(
  app: FastifyInstance,
  opts: { db: Db; cleanLogo?: (bytes: Buffer) => Promise<StoredLogo> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/settings/company', { config: { access: 'user' } }, () => getCompanySettings(opts.db));
  routes.put(
    '/api/settings/company',
    { schema: { body: withVersion(companyIdentityInputSchema) }, config: { access: 'admin' } },
    (request) => {
      const { version, ...input } = request.body;
      return saveCompanySettings(opts.db, journalContext(request), input, version);
    },
  );

  routes.get(LOGO_PATH, { config: { access: 'user' } }, (request, reply) =>
    sendLogo(opts.db, request, reply, 'private'),
  );
  // The pages clients open without an account (tracking) show who runs the service: the logo the
  // documents they receive already carry, nothing else of the settings.
  routes.get(PUBLIC_LOGO_PATH, { config: { access: 'public' } }, (request, reply) =>
    sendLogo(opts.db, request, reply, 'public'),
  );
  routes.delete(LOGO_PATH, { config: { access: 'admin' } }, (request) =>
    removeCompanyLogo(opts.db, journalContext(request)),
  );

  await app.register(async (upload) => {
    await uploadScope(upload, MAX_LOGO_BYTES);
    upload.post(
      LOGO_PATH,
      // After the guard (app hooks run first): a declared size past the bound is refused before a byte of
      // the body is read. A chunked upload without Content-Length is cut at MAX_LOGO_BYTES instead.
      { config: { access: 'admin' }, onRequest: refuseDeclaredTooLarge(logoUpload) },
      async (request) => {
        const { bytes } = await readUploadedFile(request, logoUpload);
        return replaceCompanyLogo(opts.db, journalContext(request), bytes, opts.cleanLogo);
      },
    );
  });
}
