/**
 * Accounts. Administrators create and edit anyone; every user edits only their own profile, password and
 * ERP credentials. The last active administrator can never be demoted or deactivated, and deactivating a
 * user or changing their password ends their sessions at once.
 */

import { messages } from '@shared/http/api-error';
import type { PublicUser } from '@shared/users/user.schema';
import {
  type passwordChangeSchema,
  selfEditableFields,
  type userCreateSchema,
  userMessages,
  type userUpdateSchema,
} from '@shared/users/user-form.schema';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Paging } from '../../http/route-schemas';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { definedOnly } from '../../lib/objects';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SecretBox } from '../../lib/secret-box';
import {
  changesBetween,
  type JournalContext,
  record,
  secretChanges,
} from '../admin-journal/admin-journal.service';
import { revokeLiveFeed } from '../calendar/calendar-feeds.repository';
import { deleteUserSessions } from './sessions.repository';
import { staleVersion } from './stale-version';
import { toPublicUser } from './user.mapper';
import type { NewUserRow, UserRow } from './users.repository';
import * as repository from './users.repository';

export interface UsersDeps {
  db: Db;
  secrets: SecretBox;
}

/**
 * Who is acting: the signed-in user and their session (kept alive when they change their own password),
 * and the address they act from (the administration journal's `ip`).
 */
export interface Actor {
  user: UserRow;
  sessionId: string | null;
  ip?: string | null;
}

const journal = (actor: Actor): JournalContext => ({ actor: actor.user, ip: actor.ip ?? null });
const userTarget = (row: UserRow) => ({ type: 'user', id: row.id, label: row.username });

/** The account's fields an administrator's edit records as « Utilisateur modifié » (secrets: only changed). */
const profileFields = [
  'username',
  'email',
  'firstName',
  'lastName',
  'notifyOnDecision',
  'odooLogin',
] as const;

/**
 * The journal's entries for an administrator's edit of an account (decision 0081): one per act — role,
 * deactivation or reactivation, password reset, the other fields — each with what it changed.
 */
async function recordAccountEdit(tx: Executor, actor: Actor, before: UserRow, after: UserRow) {
  const target = userTarget(after);
  const context = journal(actor);
  if (before.role !== after.role) {
    await record(tx, context, {
      action: 'user.role_changed',
      target,
      changes: changesBetween(before, after, ['role']),
    });
  }
  if (before.isActive !== after.isActive) {
    await record(tx, context, {
      action: after.isActive ? 'user.reactivated' : 'user.deactivated',
      target,
      changes: changesBetween(before, after, ['isActive']),
    });
  }
  if (before.passwordHash !== after.passwordHash) {
    await record(tx, context, {
      action: 'user.password_reset',
      target,
      changes: secretChanges(['password']),
    });
  }
  const changes = changesBetween(before, after, profileFields);
  if (before.odooPasswordEncrypted !== after.odooPasswordEncrypted) {
    Object.assign(changes, secretChanges(['odooPassword']));
  }
  if (Object.keys(changes).length > 0) await record(tx, context, { action: 'user.updated', target, changes });
}

const userNotFound = 'Utilisateur introuvable.';

export async function listUsers(db: Db, paging: Paging): Promise<{ items: PublicUser[]; total: number }> {
  const [rows, total] = await Promise.all([repository.listUsers(db, paging), repository.countUsers(db)]);
  return { items: rows.map(toPublicUser), total };
}

/** Creates an account (admin creation, self-registration); 409 naming the field when taken. */
export async function insertAccount(db: Db, input: z.output<typeof userCreateSchema>): Promise<UserRow> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return withUniqueFields(() => repository.insertUser(db, { ...fields, passwordHash }));
}

/** An administrator creates an account: the account and its journal entry in one transaction. */
export async function createUser(
  db: Db,
  actor: Actor,
  input: z.output<typeof userCreateSchema>,
): Promise<PublicUser> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  const row = await db.transaction(async (tx) => {
    const row = await withUniqueFields(() => repository.insertUser(tx, { ...fields, passwordHash }));
    await record(tx, journal(actor), {
      action: 'user.created',
      target: userTarget(row),
      changes: {
        ...changesBetween(undefined, row, ['username', 'email', 'firstName', 'lastName', 'role', 'isActive']),
        ...secretChanges(['password']),
      },
    });
    return row;
  });
  return toPublicUser(row);
}

export async function updateUser(
  { db, secrets }: UsersDeps,
  actor: Actor,
  id: number,
  input: z.output<typeof userUpdateSchema>,
  version: number,
): Promise<PublicUser> {
  const sent = definedOnly(input);
  if (actor.user.role !== 'admin') {
    if (id !== actor.user.id) throw forbidden(userMessages.ownAccountOnly);
    if (Object.keys(sent).some((key) => !(selfEditableFields as readonly string[]).includes(key))) {
      throw forbidden(userMessages.profileFieldsOnly);
    }
  }
  const { password, odooLogin, odooPassword, ...fields } = sent;
  // Hashing is slow: done before the transaction so no row stays locked meanwhile.
  const passwordHash = password ? await hashPassword(password) : undefined;

  const updated = await db.transaction(async (tx) => {
    const current = await repository.findUserById(tx, id);
    if (!current) throw notFound(userNotFound);
    // Based on an older version (decision 0076): someone changed the account meanwhile.
    if (current.version !== version) throw await staleVersion(tx, current);
    await guardLastAdmin(tx, current, fields);

    const patch: Partial<NewUserRow> = { ...fields };
    if (passwordHash) patch.passwordHash = passwordHash;
    Object.assign(patch, odooPatch(secrets, current, odooLogin, odooPassword));

    // Nothing to change (`{}`, or only blank passwords, which mean "keep"): SQL has no UPDATE without a
    // SET, and the account is answered as it is.
    if (Object.keys(patch).length === 0) return current;
    const row = await withUniqueFields(() =>
      repository.updateUserAtVersion(tx, id, patch, version, actor.user.id),
    );
    // Saved by someone else since `current` was read: their save is the one to name.
    if (!row) throw await staleVersion(tx, (await repository.findUserById(tx, id)) ?? current);
    if (passwordHash || fields.isActive === false) {
      // The acting user keeps the session they are using; every other session of the account ends.
      await deleteUserSessions(tx, id, id === actor.user.id ? (actor.sessionId ?? undefined) : undefined);
    }
    // A deactivated account's calendar address ends for good: reactivating it does not bring the old address
    // back (whoever had it then — a former colleague's phone — would read the plan again).
    if (fields.isActive === false) await revokeLiveFeed(tx, id);
    // An administrator's edit is an administrative act; a user editing their own profile is not.
    if (actor.user.role === 'admin') await recordAccountEdit(tx, actor, current, row);
    return row;
  });
  return toPublicUser(updated);
}

/**
 * Unlinks the account from its Google identity (an administrator for anyone, a user for themself): the
 * next Google sign-in links it again only through a verified email equal to the account's.
 */
export async function unlinkGoogle(db: Db, actor: Actor, id: number): Promise<PublicUser> {
  if (actor.user.role !== 'admin' && id !== actor.user.id) throw forbidden(userMessages.ownAccountOnly);
  const row = await db.transaction(async (tx) => {
    const before = await repository.findUserById(tx, id);
    const row = await repository.updateUser(tx, id, { googleSubject: null });
    if (!row) throw notFound(userNotFound);
    if (actor.user.role === 'admin' && before?.googleSubject) {
      await record(tx, journal(actor), {
        action: 'user.google_unlinked',
        target: userTarget(row),
        changes: secretChanges(['googleSubject']),
      });
    }
    return row;
  });
  return toPublicUser(row);
}

export async function changePassword(
  db: Db,
  actor: Actor,
  input: z.output<typeof passwordChangeSchema>,
): Promise<void> {
  const { user } = actor;
  // An account created through Google has no password yet: it may set one without a current password.
  if (user.passwordHash) {
    if (!input.currentPassword) {
      throw badRequest(messages.validation, { currentPassword: userMessages.currentPasswordRequired });
    }
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest(userMessages.currentPasswordWrong, {
        currentPassword: userMessages.currentPasswordWrong,
      });
    }
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await repository.updateUser(tx, user.id, { passwordHash });
    await deleteUserSessions(tx, user.id, actor.sessionId ?? undefined);
  });
}

/** Refuses a change that would leave no active administrator (rows locked: concurrent edits queue up). */
async function guardLastAdmin(tx: Executor, current: UserRow, fields: { role?: string; isActive?: boolean }) {
  const losesAdmin =
    current.role === 'admin' && current.isActive && (fields.role === 'user' || fields.isActive === false);
  if (!losesAdmin) return;
  const activeAdmins = await repository.lockActiveAdminIds(tx);
  if (activeAdmins.every((adminId) => adminId === current.id)) throw conflict(userMessages.lastAdmin);
}

/**
 * ERP credentials: an empty login clears both; a password is stored encrypted and needs a login (sent now
 * or already stored); a blank password keeps the stored one.
 */
function odooPatch(
  secrets: SecretBox,
  current: UserRow,
  odooLogin: string | undefined,
  odooPassword: string | undefined,
): Partial<NewUserRow> {
  if (odooLogin === '') return { odooLogin: null, odooPasswordEncrypted: null };
  const patch: Partial<NewUserRow> = {};
  if (odooLogin !== undefined) patch.odooLogin = odooLogin;
  if (odooPassword !== undefined) {
    if (!(odooLogin ?? current.odooLogin)) {
      throw badRequest(messages.validation, { odooLogin: "L'identifiant Odoo est requis" });
    }
    patch.odooPasswordEncrypted = secrets.encrypt(odooPassword);
  }
  return patch;
}

/** Turns a unique violation on username or email into a French 409 naming the field. */
async function withUniqueFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = isUniqueViolation(error);
    if (constraint?.includes('email')) throw conflict(messages.emailTaken, { email: messages.emailTaken });
    if (constraint?.includes('username')) {
      throw conflict(messages.usernameTaken, { username: messages.usernameTaken });
    }
    throw error;
  }
}
