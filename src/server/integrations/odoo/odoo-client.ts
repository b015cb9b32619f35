/**
 * One Odoo client, two protocols (integrations §1): JSON-RPC at /jsonrpc (Odoo 16–18, deprecated from 19)
 * and JSON-2 at /json/2/<model>/<method> (Odoo 19+, bearer API key). `ODOO_PROTOCOL=auto` asks
 * `common.version` once and takes JSON-2 from version 19. Every call is made with one user's own
 * credentials (`forUser`); the secret is never logged nor put in an error message.
 */
import { createHash } from 'node:crypto';
import type { EquipmentRule } from './equipment-rules';
import { createJson2Adapter } from './json2-adapter';
import { createJsonRpcAdapter } from './jsonrpc-adapter';
import {
  type OdooAdapter,
  type OdooClient,
  OdooError,
  type OdooServerVersion,
  type Transport,
} from './odoo-protocol';

const UID_TTL_MS = 5 * 60_000;

/** ODOO_*: where the ERP is and how to speak to it (config.ts reads the variables into this). */
export interface OdooConfig {
  url: string;
  /** The database name; JSON-RPC needs it, JSON-2 sends it as X-Odoo-Database when set. */
  db: string;
  protocol: 'jsonrpc' | 'json2' | 'auto';
  /** The quotations offered as "Devis signé". */
  offerDomain: unknown[];
  timeoutMs: number;
  equipmentRules: EquipmentRule[];
}

export function createOdooClient(config: OdooConfig): OdooClient {
  const transport: Transport = { url: config.url, db: config.db, timeoutMs: config.timeoutMs };
  const jsonRpc = createJsonRpcAdapter(transport);
  let adapter: Promise<OdooAdapter> | undefined;
  const uids = new Map<string, { uid: number; expires: number }>();

  async function version(): Promise<OdooServerVersion> {
    return jsonRpc.version();
  }

  function pickAdapter(): Promise<OdooAdapter> {
    if (config.protocol === 'jsonrpc') return Promise.resolve(jsonRpc);
    if (config.protocol === 'json2') return Promise.resolve(createJson2Adapter(transport));
    // Detected once; a failed detection is asked again next time.
    adapter ??= version().then(
      ({ major }) => (major >= 19 ? createJson2Adapter(transport) : jsonRpc),
      (error: unknown) => {
        adapter = undefined;
        throw error;
      },
    );
    return adapter;
  }

  return {
    version,
    async forUser(credentials) {
      const chosen = await pickAdapter();
      // Keyed on the login and a digest of the secret, so a changed password authenticates again.
      const key = `${credentials.login}\u0000${createHash('sha256').update(credentials.secret).digest('hex')}`;
      async function authenticate({ fresh = false } = {}) {
        const cached = uids.get(key);
        if (!fresh && cached && cached.expires > Date.now()) return cached.uid;
        uids.delete(key);
        const uid = await chosen.authenticate(credentials);
        uids.set(key, { uid, expires: Date.now() + UID_TTL_MS });
        return uid;
      }
      /** A refused call forgets the cached uid (the password may have changed in Odoo). */
      async function withUid<T>(call: (uid: number) => Promise<T>): Promise<T> {
        const uid = await authenticate();
        try {
          return await call(uid);
        } catch (error) {
          if (error instanceof OdooError && error.kind === 'access-denied') uids.delete(key);
          throw error;
        }
      }
      return {
        protocol: chosen.protocol,
        authenticate,
        searchRead: (model, domain, fields, options = {}) =>
          withUid((uid) => chosen.searchRead(credentials, uid, model, domain, fields, options)),
        read: (model, ids, fields) =>
          ids.length === 0
            ? Promise.resolve([])
            : withUid((uid) => chosen.read(credentials, uid, model, ids, fields)),
      };
    },
  };
}
