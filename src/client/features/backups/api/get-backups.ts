/**
 * GET /api/admin/backups (administrators): the embedded database's backups, newest first. On PostgreSQL
 * the server answers 409 with the French explanation (its own tools back it up), shown as is.
 */
import { api } from '@client/lib/api-client';
import type { BackupList } from '@shared/backups/backup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupKeys } from './query-keys';

export function getBackups(): Promise<BackupList> {
  return api.get<BackupList>('/api/admin/backups');
}

/** The download of one backup: a plain link (the server answers `Content-Disposition: attachment`). */
export const backupDownloadUrl = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;

export const backupsQueryOptions = () =>
  queryOptions({ queryKey: backupKeys.all, queryFn: getBackups, retry: false });

export function useBackups() {
  return useQuery(backupsQueryOptions());
}
