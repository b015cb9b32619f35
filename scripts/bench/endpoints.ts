/**
 * The calls the pages make, taken from the client's own API modules (src/client/features/…/api): each
 * fetcher is called once with a stand-in `fetch` that only records the URL, so when a page changes what it
 * asks for (a projection, a page size), the bench measures the new call without being edited.
 */
import { getDashboard } from '../../src/client/features/dashboard/api/get-dashboard';
import { getRequest } from '../../src/client/features/requests/api/get-request';
import { getRequestCounts } from '../../src/client/features/requests/api/get-request-counts';
import {
  calendarRequestsQueryOptions,
  pagedRequestsQueryOptions,
} from '../../src/client/features/requests/api/get-requests';
import { type RequestKind, requestKinds } from '../../src/shared/requests/request-kinds';
import { searchTerms } from './search-seed';

export interface Endpoint {
  name: string;
  kind?: RequestKind;
  url: string;
}

/** The URL `call` fetches (its answer is an empty page: the fetchers are run for their URL only). */
export async function urlOf(call: () => Promise<unknown>): Promise<string> {
  const realFetch = globalThis.fetch;
  let url = '';
  globalThis.fetch = (async (input: string | URL | Request) => {
    url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new Response('[]', { headers: { 'content-type': 'application/json', 'x-total-count': '0' } });
  }) as typeof fetch;
  try {
    await call().catch(() => {});
  } finally {
    globalThis.fetch = realFetch;
  }
  if (!url) throw new Error('a client fetcher made no request');
  return url;
}

/** A week of the calendar that holds ~7 rows per 1,000 requests of a kind (dates spread over two years). */
export const WEEK = { status: undefined, from: '2026-06-01', to: '2026-06-07' } as const;

/** What a list page sends for its default tab (pending), with a search `q` if given. */
export async function listUrl(kind: RequestKind, q?: string): Promise<string> {
  const paged = pagedRequestsQueryOptions(kind, { status: 'pending', ...(q ? { q } : {}) });
  const signal = new AbortController().signal;
  return urlOf(async () =>
    paged.queryFn?.({ pageParam: paged.initialPageParam, signal, queryKey: paged.queryKey } as never),
  );
}

/** Every measured endpoint; `id` is an existing request of each kind. */
export async function pageEndpoints(id: number): Promise<Endpoint[]> {
  const signal = new AbortController().signal;
  const endpoints: Endpoint[] = [];
  for (const kind of requestKinds) {
    const calendar = calendarRequestsQueryOptions(kind, WEEK);
    endpoints.push(
      { name: 'list tab (pending, first page)', kind, url: await listUrl(kind) },
      {
        name: 'calendar week',
        kind,
        url: await urlOf(async () => calendar.queryFn?.({ signal, queryKey: calendar.queryKey } as never)),
      },
      { name: 'counts', kind, url: await urlOf(() => getRequestCounts(kind)) },
      { name: 'one request', kind, url: await urlOf(() => getRequest(kind, id)) },
    );
  }
  endpoints.push({ name: 'admin dashboard', url: await urlOf(() => getDashboard()) });
  return endpoints;
}

/** Each kind's list tab searched for a fragment and for an accent-less word (bench:search's terms). */
export async function searchEndpoints(): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const kind of requestKinds) {
    for (const q of [searchTerms.fragment, searchTerms.accentless]) {
      endpoints.push({ name: `search « ${q} »`, kind, url: await listUrl(kind, q) });
    }
  }
  return endpoints;
}
