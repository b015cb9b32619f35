/**
 * Password sign-in and registration. Sign-in attempts are throttled over a sliding window stored in the
 * database, so the limits hold across every app process behind a load balancer (see reserveAttempt).
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
  type AttemptKey,
  countAttemptsSince,
  deleteAttempts,
  deleteAttemptsBefore,
  insertAttempt,
  lockAttemptKeys,
} from './login-throttle.repository';

export interface AuthDeps {
  db: Db;
  config: Pick<Config, 'loginThrottle' | 'registrationEnabled'>;
}

/**
 * Reserves an attempt before any password is checked: under the locks of its IP and username, the
 * attempts in the window are counted and, below every limit, this one is written, in one short
 * transaction. Of simultaneous attempts, at most the limit get through; the others are refused without
 * costing any hashing time. The lockout counts per (username, IP) and per IP, so nobody elsewhere can lock
 * an owner out; the per-username ceiling across every IP is far higher and only slows distributed guessing.
 */
export async function reserveAttempt(
  db: Db,
  limits: Config['loginThrottle'],
  key: AttemptKey,
  since: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAttemptKeys(tx, key);
    const counts = await countAttemptsSince(tx, since, key);
    if (
      counts.byUsernameAndIp >= limits.maxFailuresPerUsernameAndIp ||
      counts.byIp >= limits.maxFailuresPerIp ||
      counts.byUsername >= limits.maxFailuresPerUsername
    )
      return false;
    await insertAttempt(tx, key);
    return true;
  });
}

export async function signIn({ db, config }: AuthDeps, input: LoginInput, ip: string): Promise<UserRow> {
  const key = { username: input.username.toLowerCase(), ip };
  const since = new Date(Date.now() - config.loginThrottle.windowMs);
  if (!(await reserveAttempt(db, config.loginThrottle, key, since)))
    throw tooManyRequests(messages.tooManyAttempts);

  // From here the reserved row is this attempt's failure unless it succeeds: a crash counts against it.
  const user = await findUserByUsername(db, key.username);
  let valid = false;
  if (user?.passwordHash) valid = await verifyPassword(user.passwordHash, input.password);
  else await verifyAgainstDecoy(input.password);
  // An inactive account answers exactly like a wrong password: nothing tells which accounts exist.
  if (!user || !valid || !user.isActive) {
    await deleteAttemptsBefore(db, since);
    throw unauthorized(messages.loginFailed);
  }
  await deleteAttempts(db, key);
  return user;
}

export async function register({ db, config }: AuthDeps, input: RegisterInput): Promise<UserRow> {
  if (!config.registrationEnabled) throw forbidden(messages.registrationDisabled);
  return insertAccount(db, { ...input, role: 'user', isActive: true });
}
