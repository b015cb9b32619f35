/**
 * The current session (spec §4 "Session"): `undefined` while loading, `null` when nobody is signed in, or
 * the signed-in user. It asks GET /api/session, which answers a visitor with `user: null` rather than the
 * 401 of GET /api/user: the sign-in page then logs no failed request in the browser's console.
 */
import { api } from '@client/lib/api-client';
import type { SessionInfo } from '@shared/auth-options';
import type { PublicUser } from '@shared/users/user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  options: () => [...authKeys.all, 'options'] as const,
};

export async function getUser(): Promise<PublicUser | null> {
  const { user } = await api.get<SessionInfo>('/api/session');
  return user;
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getUser,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
