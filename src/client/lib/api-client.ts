/**
 * The one fetch wrapper of the client: it sends and reads JSON, always carries the session cookie and turns
 * every non-OK response into an `ApiError` whose message is a French sentence a user can act on. Spec §8
 * "Generic" shows "Request failed" and "500: Internal Server Error"; the hardening issue replaced them: a
 * user cannot do anything with a status code. Feature files call `api.get/post/...` only.
 */
import type { ApiErrorBody } from '@shared/http/api-error';

export const apiErrorMessages = {
  /** Any 5xx: its details stay on the server (logged there), the user is told to try again. */
  server: 'Le serveur a rencontré une erreur. Réessayez dans quelques instants.',
  /** The request never got an answer (offline, server down, proxy cut). */
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
  /** A refusal without a French reason in its body (a proxy's HTML page, an empty body). */
  refused: "La requête n'a pas abouti. Réessayez, ou contactez un administrateur si le problème persiste.",
  /** Anything thrown that is not an answer of the API (a bug): its English text is no use to a user. */
  unexpected: 'Une erreur inattendue est survenue. Rechargez la page, puis réessayez.',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the server could not be reached at all. */
    readonly status: number,
    message: string,
    /** French message per field for validation failures (keys are dotted paths). */
    readonly errors?: Record<string, string>,
    /**
     * The body's own `message`, whatever the status. `message` hides it for 5xx; an integration's 502
     * carries a French reason meant for the user (Google or the mail server refused), read from here.
     */
    readonly serverMessage?: string,
    /** The answer's JSON body as sent (a 409 names the client that exists, or who changed a row and when). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show a user for any thrown value: the API's French message, never a raw exception's. */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return apiErrorMessages.unexpected;
}

/** An integration (Google, the mail server, Odoo) failed or is off: the server says why in French. */
const INTEGRATION_FAILURES = new Set([502, 503, 504]);

/**
 * The server's French reason for a failed call: its message for a refused call (4xx), and for a 502/503/504
 * — an integration failed, is off or did not answer in time; the network sentence when the server could not
 * be reached. Other server failures never show their details, nor does a refusal without a reason (a
 * proxy's 503 page has no JSON `message`): the caller's `fallback` says what failed.
 */
export function serverReason(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return error.message;
  if (error.status >= 500 && !INTEGRATION_FAILURES.has(error.status)) return fallback;
  return error.serverMessage || fallback;
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

/** At most this many field messages are spelled out in the sentence; the form shows each under its field. */
const MAX_FIELD_MESSAGES = 3;

/**
 * A refusal's message with its field messages spelled out: "Certains champs sont invalides\u00a0: Le
 * téléphone est requis\u00a0; Email invalide." A toast or a box then says what is wrong even when a field
 * is not on the screen (scrolled away, or not part of the form that sent it).
 */
export function withFieldMessages(message: string, errors: Record<string, string> | undefined): string {
  const sentence = (text: string) => text.trim().replace(/\.$/, '');
  // A field message that repeats the message itself (a 409 naming its field) is said once.
  const details = [...new Set(Object.values(errors ?? {}).map(sentence))].filter(
    (text) => text !== sentence(message),
  );
  if (details.length === 0) return message;
  const shown = details.slice(0, MAX_FIELD_MESSAGES);
  const more = details.length - shown.length;
  const rest = more > 0 ? ` (et ${more} autre${more > 1 ? 's' : ''})` : '';
  return `${sentence(message)}\u00a0: ${shown.join('\u00a0; ')}${rest}.`;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  const fieldErrors = isErrorBody(body) ? body.errors : undefined;
  const serverMessage =
    isErrorBody(body) && body.message ? withFieldMessages(body.message, fieldErrors) : undefined;

  // Server failures never expose their details; `serverMessage` keeps the body's text for serverReason().
  if (response.status >= 500) {
    return new ApiError(response.status, apiErrorMessages.server, fieldErrors, serverMessage, body);
  }
  // Only the API's JSON carries a message meant for users; any other body (HTML, plain text) is not shown.
  return new ApiError(
    response.status,
    serverMessage ?? apiErrorMessages.refused,
    fieldErrors,
    serverMessage,
    body,
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends the call and returns the OK response (its body unread); any failure becomes an `ApiError`. */
async function send(method: Method, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  // A FormData (a file upload) sets its own multipart type and boundary.
  const isForm = body instanceof FormData;
  // Only announce JSON when a body is sent: Fastify rejects an empty body declared as JSON with a 400.
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, apiErrorMessages.network);
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

/**
 * A page of a list and the size of the whole list, which paged endpoints send in `X-Total-Count`; the
 * request lists also send `X-Next-Cursor` (where the next page starts, when one may exist) and
 * `X-Total-Count-Capped` (a counted search stopped at its limit: the total is « plus de » it).
 */
export interface Page<T> {
  items: T[];
  total: number;
  nextCursor?: string | undefined;
  totalCapped?: boolean;
}

async function getPage<T>(url: string, init?: RequestInit): Promise<Page<T>> {
  const response = await send('GET', url, undefined, init);
  const items = (await readBody<T[]>(response)) ?? [];
  const header = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  // Without the header (an unpaged endpoint), the page is the whole list.
  const page: Page<T> = { items, total: Number.isNaN(header) ? items.length : header };
  const nextCursor = response.headers.get('X-Next-Cursor');
  if (nextCursor) page.nextCursor = nextCursor;
  if (response.headers.get('X-Total-Count-Capped') === 'true') page.totalCapped = true;
  return page;
}

/** The file name a download's `Content-Disposition` gives (its UTF-8 `filename*` first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** GET of a file (a PDF): its bytes and the name the server gives it; failures as any other call. */
async function getFile(url: string, init?: RequestInit): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', url, undefined, init);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}

export const api = {
  get: <T>(url: string, init?: RequestInit) => request<T>('GET', url, undefined, init),
  /** GET of a paged list: its items and the total count from the `X-Total-Count` header. */
  getWithTotal: <T>(url: string, init?: RequestInit) => getPage<T>(url, init),
  /** GET of a file to save (the PDF documents). */
  getFile: (url: string, init?: RequestInit) => getFile(url, init),
  post: <T>(url: string, body?: unknown, init?: RequestInit) => request<T>('POST', url, body, init),
  put: <T>(url: string, body?: unknown, init?: RequestInit) => request<T>('PUT', url, body, init),
  patch: <T>(url: string, body?: unknown, init?: RequestInit) => request<T>('PATCH', url, body, init),
  delete: <T>(url: string, init?: RequestInit) => request<T>('DELETE', url, undefined, init),
};
