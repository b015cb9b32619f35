/**
 * « Identité de l'entreprise » (decision 0056). Reading is open to every signed-in user: the document
 * buttons need `missingFields`, and the identity is printed on every document (nothing secret). Writing is
 * for administrators. The logo upload is the API's only multipart route: @fastify/multipart is registered in
 * its own encapsulated scope, so every other route still refuses multipart (the CSRF plugin's reasoning);
 * this one is protected like every state-changing call by the Origin check.
 */
import multipart from '@fastify/multipart';
import { companyIdentityInputSchema } from '@shared/company/company.schema';
import { withVersion } from '@shared/http/row-version';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { badRequest, HttpError } from '../../lib/http-errors';
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
/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

const uploadMessages = {
  notMultipart: 'Envoyez le logo comme fichier (multipart/form-data, champ «\u00a0file\u00a0»).',
  badForm: "L'envoi est invalide\u00a0: un seul fichier, dans le champ «\u00a0file\u00a0».",
} as const;

/** Reads the one file part, bounded: past MAX_LOGO_BYTES the stream is cut and the upload refused. */
async function readUploadedLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, uploadMessages.notMultipart);
  try {
    const file = await request.file();
    if (!file) throw badRequest(logoMessages.missingFile);
    const bytes = await file.toBuffer();
    if (file.fieldname !== 'file') throw badRequest(logoMessages.missingFile);
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, logoMessages.tooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(uploadMessages.badForm);
    // Busboy's own failures (a malformed body, a missing boundary) are the caller's too.
    if (error instanceof Error && !('statusCode' in error)) throw badRequest(uploadMessages.badForm);
    throw error;
  }
}

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
    await upload.register(multipart, {
      limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
    });
    upload.post(
      LOGO_PATH,
      {
        config: { access: 'admin' },
        // After the guard (app hooks run first): a declared size past the bound is refused before a byte
        // of the body is read. A chunked upload without Content-Length is cut at MAX_LOGO_BYTES instead.
        onRequest: async (request) => {
          const declared = Number(request.headers['content-length']);
          if (declared > MAX_LOGO_BYTES + MULTIPART_OVERHEAD) throw new HttpError(413, logoMessages.tooLarge);
        },
      },
      async (request) =>
        replaceCompanyLogo(opts.db, journalContext(request), await readUploadedLogo(request), opts.cleanLogo),
    );
  });
}
