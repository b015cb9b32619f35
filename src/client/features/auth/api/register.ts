import { api } from '@client/lib/api-client';
import type { PublicUser, RegisterInput } from '@shared/users/user.schema';

/** POST /api/register: self-registration (403 unless the server enables it); the new user is signed in. */
export function register(input: RegisterInput): Promise<PublicUser> {
  return api.post<PublicUser>('/api/register', input);
}
