/**
 * Password sign-in and registration. Failed sign-ins are counted per username and per IP over a sliding
 * window stored in the database, so the limit holds across every app process behind a load balancer.
 */
import { messages } from '@shared/http/api-error';
import type { LoginInput, RegisterInput } from '@shared/users/user.schema';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/password';
import { findUserByUsername, type UserRow } from '../users/users.repository';
import { insertAccount } from '../users/users.service';
import {
  clearUsernameFailures,
  countFailuresSince,
  deleteFailuresBefore,
  recordFailure,
} from './login-throttle.repository';

export interface AuthDeps {
  db: Db;
  config: Pick<Config, 'loginThrottle' | 'registrationEnabled'>;
}

export async function signIn({ db, config }: AuthDeps, input: LoginInput, ip: string): Promise<UserRow> {
  const username = input.username.toLowerCase();
  const { windowMs, maxFailuresPerUsername, maxFailuresPerIp } = config.loginThrottle;
  const since = new Date(Date.now() - windowMs);
  // Checked before the password so a throttled caller costs no hashing time.
  const [byUsername, byIp] = await Promise.all([
    countFailuresSince(db, since, { username }),
    countFailuresSince(db, since, { ip }),
  ]);
  if (byUsername >= maxFailuresPerUsername || byIp >= maxFailuresPerIp)
    throw tooManyRequests(messages.tooManyAttempts);

  const user = await findUserByUsername(db, username);
  let valid = false;
  if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, input.password);
  else await verifyAgainstDecoy(input.password);
  // An inactive account answers exactly like a wrong password: nothing tells which accounts exist.
  if (!user || !valid || !user.isActive) {
    await recordFailure(db, username, ip);
    await deleteFailuresBefore(db, since);
    throw unauthorized(messages.loginFailed);
  }
  await clearUsernameFailures(db, username);
  return user;
}

export async function register({ db, config }: AuthDeps, input: RegisterInput): Promise<UserRow> {
  if (!config.registrationEnabled) throw forbidden(messages.registrationDisabled);
  return insertAccount(db, { ...input, role: 'user', isActive: true });
}
