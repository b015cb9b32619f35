/** GET /api/admin/journal/actors (administrators): the accounts the « Personne » filter offers. */
import { api } from '@client/lib/api-client';
import type { AdminJournalActor } from '@shared/admin-journal/admin-journal.labels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJournalKeys } from './query-keys';

export function getAdminJournalActors(init?: RequestInit): Promise<AdminJournalActor[]> {
  return api.get<AdminJournalActor[]>('/api/admin/journal/actors', init);
}

export const adminJournalActorsQueryOptions = () =>
  queryOptions({
    queryKey: adminJournalKeys.actors(),
    queryFn: ({ signal }) => getAdminJournalActors({ signal }),
  });

export function useAdminJournalActors() {
  return useQuery(adminJournalActorsQueryOptions());
}
