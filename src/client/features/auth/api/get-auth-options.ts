/**
 * GET /api/auth/options (public): the ways in this server offers besides the password — self-registration
 * and Google sign-in — so the sign-in page shows only those (a button that can only fail is a dead end).
 */
import { api } from '@client/lib/api-client';
import type { AuthOptions } from '@shared/auth-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from './get-user';

export function getAuthOptions(): Promise<AuthOptions> {
  return api.get<AuthOptions>('/api/auth/options');
}

export const authOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.options(),
    queryFn: getAuthOptions,
  });

/** Until the answer arrives, and if the call fails, nothing but the password is offered. */
export function useAuthOptions(): AuthOptions {
  const { data } = useQuery(authOptionsQueryOptions());
  return {
    registrationEnabled: data?.registrationEnabled === true,
    googleEnabled: data?.googleEnabled === true,
    googleRegistrationEnabled: data?.googleRegistrationEnabled === true,
  };
}
