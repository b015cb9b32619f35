/**
 * JSON-RPC (Odoo 16–18): `POST /jsonrpc`, `common.authenticate` → uid or `false`, `object.execute_kw`
 * re-checking the credentials on each call. Errors come with HTTP 200 and `error.data.name`.
 */
import {
  kindOfOdooException,
  type OdooAdapter,
  OdooError,
  type OdooRecord,
  type OdooServerVersion,
  odooFetch,
  readJson,
  type Transport,
} from './odoo-protocol';

interface JsonRpcAnswer {
  result?: unknown;
  error?: { code?: number; message?: string; data?: { name?: string; message?: string } };
}

export function createJsonRpcAdapter(
  transport: Transport,
): OdooAdapter & { version(): Promise<OdooServerVersion> } {
  let nextId = 1;

  async function call(service: string, method: string, args: unknown[]): Promise<unknown> {
    const response = await odooFetch(transport, '/jsonrpc', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        method: 'call',
        id: nextId++,
        params: { service, method, args },
      }),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new OdooError('protocol', `Odoo answered HTTP ${response.status} on /jsonrpc`);
    }
    const answer = (await readJson(response, transport.timeoutMs)) as JsonRpcAnswer | null;
    if (answer === null || typeof answer !== 'object')
      throw new OdooError('protocol', 'Odoo sent no JSON-RPC answer');
    if (answer.error) {
      const name = answer.error.data?.name;
      throw new OdooError(
        kindOfOdooException(name) ?? 'protocol',
        `Odoo error ${name ?? answer.error.code ?? ''}: ${answer.error.data?.message ?? answer.error.message ?? ''}`.trim(),
        name,
      );
    }
    if (!('result' in answer)) throw new OdooError('protocol', 'Odoo sent a JSON-RPC answer without result');
    return answer.result;
  }

  function records(result: unknown): OdooRecord[] {
    if (!Array.isArray(result)) throw new OdooError('protocol', 'Odoo sent records that are not a list');
    return result as OdooRecord[];
  }

  return {
    protocol: 'jsonrpc',
    async version() {
      const result = (await call('common', 'version', [])) as {
        server_version?: unknown;
        server_version_info?: unknown[];
      } | null;
      const major = Number(result?.server_version_info?.[0]);
      if (!Number.isFinite(major))
        throw new OdooError('protocol', 'common.version gave no server_version_info');
      return { serverVersion: String(result?.server_version ?? major), major };
    },
    async authenticate({ login, secret }) {
      const uid = await call('common', 'authenticate', [transport.db, login, secret, {}]);
      if (uid === false) throw new OdooError('access-denied', 'Odoo refused the login');
      if (typeof uid !== 'number') throw new OdooError('protocol', 'common.authenticate gave no uid');
      return uid;
    },
    async searchRead({ secret }, uid, model, domain, fields, { limit, order }) {
      const kwargs: Record<string, unknown> = { fields, context: { lang: 'fr_FR' } };
      if (limit !== undefined) kwargs.limit = limit;
      if (order !== undefined) kwargs.order = order;
      return records(
        await call('object', 'execute_kw', [
          transport.db,
          uid,
          secret,
          model,
          'search_read',
          [domain],
          kwargs,
        ]),
      );
    },
    async read({ secret }, uid, model, ids, fields) {
      return records(
        await call('object', 'execute_kw', [
          transport.db,
          uid,
          secret,
          model,
          'read',
          [ids],
          { fields, context: { lang: 'fr_FR' } },
        ]),
      );
    },
  };
}
