/**
 * What both Odoo protocols share (JSON-RPC and JSON-2, integrations §1): the error kinds, the records and the
 * adapter's shape, and the fetch and JSON reading with their time-outs. The client (odoo-client.ts) picks
 * an adapter; the adapters speak through these.
 */
export type OdooErrorKind =
  | 'unreachable'
  | 'timeout'
  | 'access-denied'
  | 'access-error'
  | 'not-found'
  | 'protocol';

/** A failure talking to Odoo; `message` is English and technical (for logs), never holds a secret. */
export class OdooError extends Error {
  constructor(
    readonly kind: OdooErrorKind,
    message: string,
    /** Odoo's exception name when it gave one (`odoo.exceptions.AccessError`). */
    readonly odooName?: string,
  ) {
    super(message);
    this.name = 'OdooError';
  }
}

/** An Odoo domain: terms `[field, operator, value]` and prefix operators. */
export type OdooDomain = unknown[];
/** Odoo's empty value is `false`; a many2one is `[id, display name]`. */
export type OdooMany2one = [number, string] | false;
export type OdooRecord = { id: number } & Record<string, unknown>;

export interface OdooCredentials {
  login: string;
  /** The password or an API key (JSON-2 accepts only API keys). */
  secret: string;
}

export interface SearchOptions {
  limit?: number;
  order?: string;
}

/** What a protocol adapter does; the uid is JSON-RPC's business (JSON-2 authenticates each call by key). */
export interface OdooAdapter {
  readonly protocol: 'jsonrpc' | 'json2';
  /** The user's uid; OdooError 'access-denied' when the credentials are refused. */
  authenticate(credentials: OdooCredentials): Promise<number>;
  searchRead(
    credentials: OdooCredentials,
    uid: number,
    model: string,
    domain: OdooDomain,
    fields: string[],
    options: SearchOptions,
  ): Promise<OdooRecord[]>;
  read(
    credentials: OdooCredentials,
    uid: number,
    model: string,
    ids: number[],
    fields: string[],
  ): Promise<OdooRecord[]>;
}

/** The client for one user's credentials. */
export interface OdooUserClient {
  readonly protocol: 'jsonrpc' | 'json2';
  authenticate(options?: { fresh?: boolean }): Promise<number>;
  searchRead(
    model: string,
    domain: OdooDomain,
    fields: string[],
    options?: SearchOptions,
  ): Promise<OdooRecord[]>;
  read(model: string, ids: number[], fields: string[]): Promise<OdooRecord[]>;
}

export interface OdooServerVersion {
  serverVersion: string;
  major: number;
}

export interface OdooClient {
  version(): Promise<OdooServerVersion>;
  forUser(credentials: OdooCredentials): Promise<OdooUserClient>;
}

export interface Transport {
  url: string;
  db: string;
  timeoutMs: number;
}

/** fetch with the time-out; network failures and time-outs become OdooErrors. */
export async function odooFetch(transport: Transport, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${transport.url}${path}`, {
      ...init,
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new OdooError('timeout', `no answer from Odoo within ${transport.timeoutMs} ms`);
    }
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new OdooError('unreachable', `Odoo unreachable (${cause?.code ?? (error as Error).message})`);
  }
}

/** Reads a JSON body; a body cut by the time-out is a time-out, anything else unreadable a protocol error. */
export async function readJson(response: Response, timeoutMs: number): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new OdooError('timeout', `no answer from Odoo within ${timeoutMs} ms`);
    }
    throw new OdooError('unreachable', 'Odoo closed the connection');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new OdooError('protocol', `Odoo answered HTTP ${response.status} with a body that is not JSON`);
  }
}

/** Maps Odoo's exception names (both protocols) to a kind. */
export function kindOfOdooException(name: string | undefined): OdooErrorKind | undefined {
  if (!name) return undefined;
  if (name.endsWith('AccessDenied')) return 'access-denied';
  if (name.endsWith('AccessError')) return 'access-error';
  if (name.endsWith('MissingError')) return 'not-found';
  return undefined;
}
