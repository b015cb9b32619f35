/**
 * GET /api/mail/availability (anyone signed in): whether mail goes out at all, so a screen that mentions a
 * mail (Mon compte's decision mails) says when none will leave. Nothing else of the setup is exposed.
 */
import { api } from '@client/lib/api-client';
import type { MailAvailability } from '@shared/mail/mail.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailKeys } from './query-keys';

export function getMailAvailability(): Promise<MailAvailability> {
  return api.get<MailAvailability>('/api/mail/availability');
}

export const mailAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.availability(), queryFn: getMailAvailability });

export function useMailAvailability() {
  return useQuery(mailAvailabilityQueryOptions());
}
