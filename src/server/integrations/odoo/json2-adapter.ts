/**
 * JSON-2 (Odoo 19+): `POST /json/2/<model>/<method>` with `Authorization: bearer <API key>`, the database
 * in `X-Odoo-Database`, named parameters in the body, the raw result as the body, errors as HTTP 4xx/5xx
 * `{name, message}`. There is no login step: `authenticate` asks `res.users/context_get` for the uid.
 */
import {
  kindOfOdooException,
  type OdooAdapter,
  type OdooCredentials,
  OdooError,
  type OdooRecord,
  odooFetch,
  readJson,
  type Transport,
} from './odoo-protocol';

const statusKinds: Record<number, OdooError['kind']> = { 401: 'access-denied', 403: 'access-error' };

export function createJson2Adapter(transport: Transport): OdooAdapter {
  async function call(
    { secret }: OdooCredentials,
    model: string,
    method: string,
    body: object,
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      accept: 'application/json',
      authorization: `bearer ${secret}`,
    };
    if (transport.db) headers['x-odoo-database'] = transport.db;
    const response = await odooFetch(
      transport,
      `/json/2/${encodeURIComponent(model)}/${encodeURIComponent(method)}`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      },
    );
    if (response.ok) return readJson(response, transport.timeoutMs);
    let name: string | undefined;
    let message = '';
    try {
      const error = (await readJson(response, transport.timeoutMs)) as {
        name?: unknown;
        message?: unknown;
      } | null;
      if (typeof error?.name === 'string') name = error.name;
      if (typeof error?.message === 'string') message = error.message;
    } catch (error) {
      if (error instanceof OdooError && error.kind === 'timeout') throw error;
    }
    const kind = kindOfOdooException(name) ?? statusKinds[response.status] ?? 'protocol';
    throw new OdooError(kind, `Odoo answered HTTP ${response.status} ${name ?? ''} ${message}`.trim(), name);
  }

  function records(result: unknown): OdooRecord[] {
    if (!Array.isArray(result)) throw new OdooError('protocol', 'Odoo sent records that are not a list');
    return result as OdooRecord[];
  }

  return {
    protocol: 'json2',
    async authenticate(credentials) {
      const context = (await call(credentials, 'res.users', 'context_get', {})) as { uid?: unknown } | null;
      if (typeof context?.uid === 'number') return context.uid;
      const [user] = records(
        await call(credentials, 'res.users', 'search_read', {
          domain: [['login', '=', credentials.login]],
          fields: ['id'],
          limit: 1,
        }),
      );
      if (!user) throw new OdooError('access-denied', 'the API key does not belong to this login');
      return user.id;
    },
    async searchRead(credentials, _uid, model, domain, fields, { limit, order }) {
      const body: Record<string, unknown> = { domain, fields, context: { lang: 'fr_FR' } };
      if (limit !== undefined) body.limit = limit;
      if (order !== undefined) body.order = order;
      return records(await call(credentials, model, 'search_read', body));
    },
    async read(credentials, _uid, model, ids, fields) {
      return records(await call(credentials, model, 'read', { ids, fields, context: { lang: 'fr_FR' } }));
    },
  };
}
