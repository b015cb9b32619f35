import type { PublicUser } from '@shared/users/user.schema';
import type { UserRow } from './users.repository';

/** The only way a user leaves the server: no password hash, no ERP secret, only whether one is set. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role === 'admin' ? 'admin' : 'user',
    isActive: row.isActive,
    odooLogin: row.odooLogin,
    hasOdooPassword: row.odooPasswordEncrypted !== null,
    notifyOnDecision: row.notifyOnDecision,
    googleLinked: row.googleSubject !== null,
    hasPassword: row.passwordHash !== null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
