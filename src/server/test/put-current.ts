/**
 * A PUT based on the resource as it is now (decision 0076): reads its `version` with a GET under the same
 * session, then sends it with the payload (a payload that names its own version keeps it). For tests of
 * edits whose subject is not the version check; an unknown resource is sent version 1. A resource with no
 * GET of its own is looked up in its list.
 */
import type { TestApp } from './build-test-app';

export async function putCurrent(
  t: TestApp,
  url: string,
  { cookie, payload }: { cookie?: string | undefined; payload?: unknown } = {},
) {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload) || 'version' in payload) {
    return t.call('PUT', url, { cookie, payload });
  }
  const current = await t.call('GET', url, { cookie });
  let version = current.statusCode === 200 ? (current.json() as { version?: number }).version : undefined;
  if (version === undefined) {
    // A resource read only through its list (saved addresses): the list, then the row of this id.
    const id = Number(url.split('/').at(-1));
    const list = await t.call('GET', url.slice(0, url.lastIndexOf('/')), { cookie });
    const rows = list.statusCode === 200 ? (list.json() as unknown) : undefined;
    if (Array.isArray(rows))
      version = (rows as { id: number; version?: number }[]).find((row) => row.id === id)?.version;
  }
  if (version === undefined && url.startsWith('/api/users/')) {
    // One's own account, for a user who may not list the accounts: the session's user.
    const me = await t.call('GET', '/api/user', { cookie });
    const user = me.statusCode === 200 ? (me.json() as { id?: number; version?: number }) : undefined;
    if (user?.id === Number(url.split('/').at(-1))) version = user.version;
  }
  return t.call('PUT', url, { cookie, payload: { ...payload, version: version ?? 1 } });
}
