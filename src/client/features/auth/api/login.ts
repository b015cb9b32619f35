import { api } from '@client/lib/api-client';
import type { LoginInput, PublicUser } from '@shared/users/user.schema';

/** POST /api/login: signs in with a username and password; the returned user becomes the session. */
export function login(input: LoginInput): Promise<PublicUser> {
  return api.post<PublicUser>('/api/login', input);
}
