/**
 * First start on an empty database: create the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD.
 * Without ADMIN_PASSWORD a random one is generated and logged once; there is never a fixed default.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { countUsers, insertUser } from './users.repository';

export async function bootstrapFirstAdmin(
  db: Db,
  admin: Config['admin'],
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const generated = admin.password === undefined;
  const password = admin.password ?? randomBytes(12).toString('base64url');
  await insertUser(db, {
    username: admin.username,
    // Valid for the account forms (which require a last name and a real-looking email); editable later.
    email: admin.email ?? `${admin.username}@gestion-logistique.local`,
    firstName: 'Admin',
    lastName: 'Principal',
    role: 'admin',
    isActive: true,
    passwordHash: await hashPassword(password),
  });
  if (generated) {
    // Printed once, on purpose: this is the only way to learn the generated password.
    log.warn(
      { username: admin.username, password },
      'First administrator created with a generated password: sign in and change it (Paramètres → Mon compte).',
    );
  } else {
    log.info(
      { username: admin.username },
      'First administrator created from ADMIN_USERNAME / ADMIN_PASSWORD.',
    );
  }
}
