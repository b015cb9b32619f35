/**
 * Errors a service throws to answer with a given status and French message; the error handler turns
 * them into the one API error body ({message, errors}).
 */
import { messages } from '@shared/http/api-error';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** More fields of the body, beside `message` (a 409's `clientId`, who changed a row and when). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = messages.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>, extra?: Record<string, unknown>) =>
  new HttpError(409, message, errors, extra);
export const tooManyRequests = (message: string) => new HttpError(429, message);
