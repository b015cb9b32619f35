/**
 * GET /api/admin/journal (administrators, decision 0081): the administration journal newest first, 50 a
 * page; « Afficher plus » asks for the next one after the last page's X-Next-Cursor (keyset paging).
 */
import { api, type Page } from '@client/lib/api-client';
import type { AdminJournalEntry } from '@shared/admin-journal/admin-journal.labels';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminJournalKeys } from './query-keys';

/** The journal's filters as the screen holds them ('' or undefined: no filter). */
export interface AdminJournalFilterValues {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The filters that are set, as a query string (« ?actor=3&from=2026-11-01 », or ''). */
export function journalSearch(filters: AdminJournalFilterValues, cursor?: string): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function getAdminJournal(filters: AdminJournalFilterValues, cursor?: string, init?: RequestInit) {
  return api.getWithTotal<AdminJournalEntry>(`/api/admin/journal${journalSearch(filters, cursor)}`, init);
}

export const adminJournalQueryOptions = (filters: AdminJournalFilterValues) =>
  infiniteQueryOptions({
    queryKey: adminJournalKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => getAdminJournal(filters, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: Page<AdminJournalEntry>) => lastPage.nextCursor,
    // Every act elsewhere in the app adds an entry: the tab reads the journal afresh each time it opens.
    refetchOnMount: 'always',
  });

export function useAdminJournal(filters: AdminJournalFilterValues) {
  return useInfiniteQuery(adminJournalQueryOptions(filters));
}
