/**
 * The one fetch wrapper of the client: it sends and reads JSON, always carries the session cookie and turns
 * every non-OK response into an `ApiError` (spec §8 "Generic"). Feature files call `api.get/post/...` only.
 */
import type { ApiErrorBody } from '@shared/http/api-error';

const FALLBACK_MESSAGE = 'Request failed';
const NETWORK_MESSAGE = 'Impossible de joindre le serveur. Vérifiez votre connexion.';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the server could not be reached at all. */
    readonly status: number,
    message: string,
    /** French message per field for validation failures (keys are dotted paths). */
    readonly errors?: Record<string, string>,
    /**
     * The body's own `message`, whatever the status. `message` hides it for 5xx (spec §8); an integration's
     * 502 carries a French reason meant for the user (Google or the mail server refused), read from here.
     */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show a user for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_MESSAGE;
}

/**
 * The server's French reason for a failed call: its message for a refused call (4xx) or an unreachable
 * server, and for a 502 — an integration (Google, the mail server) failed and the server says why in French.
 * Other server failures never show their details: `fallback`.
 */
export function serverReason(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 502) return error.serverMessage || fallback;
  if (error.status >= 500) return fallback;
  return error.message || fallback;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  const serverMessage = isErrorBody(body) && body.message ? body.message : undefined;
  const fieldErrors = isErrorBody(body) ? body.errors : undefined;

  // Server failures never expose their details: "500: Internal Server Error" (spec §8 Generic).
  if (response.status >= 500) {
    const reason = response.statusText || serverMessage || FALLBACK_MESSAGE;
    return new ApiError(response.status, `${response.status}: ${reason}`, fieldErrors, serverMessage);
  }
  return new ApiError(
    response.status,
    serverMessage ?? (text.trim() || FALLBACK_MESSAGE),
    fieldErrors,
    serverMessage,
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends the call and returns the OK response (its body unread); any failure becomes an `ApiError`. */
async function send(method: Method, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  // Only announce JSON when a body is sent: Fastify rejects an empty body declared as JSON with a 400.
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? parseJson(text) : undefined) as T;
}

async function request<T>(method: Method, url: string, body?: unknown, init?: RequestInit): Promise<T> {
  return readBody<T>(await send(method, url, body, init));
}

/** A page of a list and the size of the whole list, which paged endpoints send in `X-Total-Count`. */
export interface Page<T> {
  items: T[];
  total: number;
}

async function getPage<T>(url: string, init?: RequestInit): Promise<Page<T>> {
  const response = await send('GET', url, undefined, init);
  const items = (await readBody<T[]>(response)) ?? [];
  const header = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  // Without the header (an unpaged endpoint), the page is the whole list.
  return { items, total: Number.isNaN(header) ? items.length : header };
}

export const api = {
  get: <T>(url: string, init?: RequestInit) => request<T>('GET', url, undefined, init),
  /** GET of a paged list: its items and the total count from the `X-Total-Count` header. */
  getWithTotal: <T>(url: string, init?: RequestInit) => getPage<T>(url, init),
  post: <T>(url: string, body?: unknown, init?: RequestInit) => request<T>('POST', url, body, init),
  put: <T>(url: string, body?: unknown, init?: RequestInit) => request<T>('PUT', url, body, init),
  patch: <T>(url: string, body?: unknown, init?: RequestInit) => request<T>('PATCH', url, body, init),
  delete: <T>(url: string, init?: RequestInit) => request<T>('DELETE', url, undefined, init),
};
