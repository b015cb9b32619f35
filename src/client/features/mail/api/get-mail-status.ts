/**
 * GET /api/gmail/status (administrators): what the Gmail tab shows — credentials present, transport, the
 * authorized account, the last error and the delivery queue. Only that tab calls it (spec §6).
 */
import { api } from '@client/lib/api-client';
import type { MailStatus } from '@shared/mail/mail.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailKeys } from './query-keys';

export function getMailStatus(): Promise<MailStatus> {
  return api.get<MailStatus>('/api/gmail/status');
}

export const mailStatusQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.status(), queryFn: getMailStatus });

export function useMailStatus() {
  return useQuery(mailStatusQueryOptions());
}
