/**
 * The one error handler: every failure leaves as {message, errors?} in French, with the right status.
 * 5xx details (stack, SQLSTATE) are logged, never sent; the statement and its parameters are not even logged. Fastify answers some failures before any route or
 * hook runs, in English, unless told otherwise: a path that does not decode or a path parameter past the
 * router's length limit (`frameworkErrors` option → `replyWithApiError`), and what Node's HTTP parser
 * refuses — headers or URL past its size limit, malformed HTTP (`clientErrorHandler` → `answerClientError`).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { messages } from '@shared/http/api-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  connectionLossSummary,
  errorForLog,
  isConnectionLost,
  isKeptForRegister,
  isUnstorableText,
} from '../db/errors';
import { HttpError } from '../lib/http-errors';

/** First message per field, keyed by dotted path ("packageDetails.0.width"); "_" for the body itself. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

const frameworkErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, messages.invalidContentLength],
  FST_ERR_BAD_URL: [400, messages.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, messages.urlTooLong],
};

/** What a client is told to wait when the database connection was lost. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** While the database is away every request fails alike: one log line per this period, with a count. */
const CONNECTION_LOSS_LOG_PERIOD_MS = 10_000;
let connectionLoss = { loggedAt: 0, unlogged: 0 };

/**
 * A lost connection is logged once per period — its code and the driver's message, never the SQL, its
 * values or the connection string — not once per request with a stack.
 */
function logConnectionLoss(request: FastifyRequest, error: unknown) {
  const now = Date.now();
  if (now - connectionLoss.loggedAt < CONNECTION_LOSS_LOG_PERIOD_MS) {
    connectionLoss.unlogged += 1;
    return;
  }
  request.log.error(
    { database: connectionLossSummary(error), alsoFailedSinceLastLine: connectionLoss.unlogged },
    'database unreachable: answered 503',
  );
  connectionLoss = { loggedAt: now, unlogged: 0 };
}

/** Past this size a body over the limit is not read to its end: the connection is closed instead. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Fastify answers a body over the limit with `Connection: close`: the socket is destroyed while the client
 * is still sending, the client's next write meets a reset, and its system drops the 413 it had not read
 * yet (EPIPE/ECONNRESET instead of an answer). Without that header Node reads the rest of the body and
 * throws it away (`req._dump()`: nothing is buffered), then keeps the connection — the client always gets
 * its 413. Up to DRAIN_LIMIT_BYTES: a declared length past it keeps the close, and a chunked body that
 * goes past it while being drained has its connection destroyed.
 */
function drainInsteadOfClosing(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length']);
  if (declared > DRAIN_LIMIT_BYTES) return;
  reply.removeHeader('connection');
  if (Number.isNaN(declared)) {
    let drained = 0;
    request.raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT_BYTES) request.raw.socket?.destroy();
    });
  }
}

export function replyWithApiError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError) {
    return reply.status(400).send({ message: messages.validation, errors: fieldErrors(error) });
  }
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...error.extra,
    });
  }
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainInsteadOfClosing(request, reply);
  const known = code ? frameworkErrors[code] : undefined;
  if (known) return reply.status(known[0]).send({ message: known[1] });
  if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
    return reply.status(400).send({ message: messages.malformedJson });
  }
  // A safety net under the schemas: text PostgreSQL cannot store is the caller's mistake, not ours.
  if (isUnstorableText(error)) return reply.status(400).send({ message: messages.invalidCharacter });
  if (isKeptForRegister(error)) return reply.status(409).send({ message: messages.keptForRegister });
  if (isConnectionLost(error)) {
    logConnectionLoss(request, error);
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: messages.databaseUnavailable });
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 500) {
    // Its cause, never the statement's parameters (the request's names, emails, phones): errorForLog.
    request.log.error({ err: errorForLog(error) }, 'request failed');
    return reply.status(statusCode === 503 ? 503 : 500).send({ message: messages.internal });
  }
  // Any other 4xx raised by Fastify itself: keep the status, never the framework's English text.
  request.log.info({ err: errorForLog(error) }, 'client error');
  return reply.status(statusCode).send({ message: messages.validation });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(replyWithApiError);
}

const parserErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, messages.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, messages.requestTimeout],
};

/** Node's HTTP parser refused the request: there is no request object yet, only the socket to answer on. */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] = parserErrors[error.code ?? ''] ?? [400, messages.badRequest];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
