/**
 * The current session (spec §4 "Session"): `undefined` while loading, `null` when nobody is signed in
 * (the server answered 401), or the signed-in user.
 */
import { api, isApiError } from '@client/lib/api-client';
import type { PublicUser } from '@shared/users/user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  options: () => [...authKeys.all, 'options'] as const,
};

export async function getUser(): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>('/api/user');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getUser,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
