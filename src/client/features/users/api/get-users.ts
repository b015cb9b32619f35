import { api } from '@client/lib/api-client';
import type { PublicUser } from '@shared/users/user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from './query-keys';

/** Every account, sorted by username (administrators only); 500 is the largest page the API serves. */
export function getUsers(): Promise<PublicUser[]> {
  return api.get<PublicUser[]>('/api/users?limit=500');
}

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
