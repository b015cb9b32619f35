/**
 * One uploaded file (multipart/form-data, field « file »), bounded: the routes that take a file (the
 * company's logo, an erasure report) register @fastify/multipart in their own encapsulated scope with
 * `uploadScope`, so every other route still refuses multipart (the CSRF plugin's reasoning), and read the
 * file here. A declared size past the bound is refused before a byte of the body is read; a chunked upload
 * is cut at the bound.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/http-errors';

/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

export interface UploadRules {
  maxBytes: number;
  /** « Le logo est trop volumineux (1 Mo au maximum). » */
  tooLarge: string;
  /** « Envoyez le logo comme fichier (multipart/form-data, champ « file »). » */
  notMultipart: string;
  /** « Choisissez un fichier (champ « file »). » */
  missingFile: string;
}

const badForm = "L'envoi est invalide\u00a0: un seul fichier, dans le champ «\u00a0file\u00a0».";

/** Registers multipart in `scope` for files of at most `maxBytes`. */
export async function uploadScope(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, headerPairs: 50 },
  });
}

/** An onRequest hook refusing (413) a declared body larger than the file's bound and its envelope. */
export const refuseDeclaredTooLarge = (rules: UploadRules) => async (request: FastifyRequest) => {
  const declared = Number(request.headers['content-length']);
  if (declared > rules.maxBytes + MULTIPART_OVERHEAD) throw new HttpError(413, rules.tooLarge);
};

/** The file's name and bytes; 415, 413 or 400 in French when the upload is not one bounded file. */
export async function readUploadedFile(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(415, rules.notMultipart);
  try {
    const file = await request.file();
    if (!file) throw badRequest(rules.missingFile);
    const bytes = await file.toBuffer();
    if (file.fieldname !== 'file' || bytes.length === 0) throw badRequest(rules.missingFile);
    return { fileName: file.filename, bytes };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, rules.tooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw badRequest(badForm);
    // Busboy's own failures (a malformed body, a missing boundary) are the caller's too.
    if (error instanceof Error && !('statusCode' in error)) throw badRequest(badForm);
    throw error;
  }
}
