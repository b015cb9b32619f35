/**
 * POST /api/admin/backups (administrators): makes a backup now and answers it; the list is read again.
 */
import { api } from '@client/lib/api-client';
import type { BackupInfo } from '@shared/backups/backup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupKeys } from './query-keys';

export function createBackup(): Promise<BackupInfo> {
  return api.post<BackupInfo>('/api/admin/backups');
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}
