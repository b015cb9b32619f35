/**
 * The user as the API shows it, and the sign-in payload. Shared by the server (validation, response shape)
 * and the client (forms, types): one schema, one set of French messages.
 */
import { z } from 'zod';

import { userRoles } from './user-roles';

export { fullName, isAdmin, roleLabels, type UserRole, userInitials, userRoles } from './user-roles';

/** A user as returned by every endpoint: never a password, a hash or an ERP secret. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(userRoles),
  isActive: z.boolean(),
  odooLogin: z.string().nullable(),
  hasOdooPassword: z.boolean(),
  /** Mail when an administrator accepts or rejects one of the user's requests (Mon compte). */
  notifyOnDecision: z.boolean(),
  /** Signs in with Google (its subject is stored, never shown); an administrator can unlink it. */
  googleLinked: z.boolean(),
  /** False for an account Google created: it signs in with Google until its user sets a password. */
  hasPassword: z.boolean(),
  /** Decision 0076: `PUT /api/users/{id}` sends it back; raised by every change of the account. */
  version: z.number().int(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const usernameRequired = "Le nom d'utilisateur est requis";
const passwordRequired = 'Le mot de passe est requis';

export const loginSchema = z.object({
  username: z.string({ error: usernameRequired }).trim().min(1, usernameRequired),
  password: z.string({ error: passwordRequired }).min(1, passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_USERNAME_LENGTH = 3;

/** Self-registration (off unless enabled by configuration): always creates an ordinary user. */
export const registerSchema = z.object({
  username: z
    .string({ error: usernameRequired })
    .trim()
    .min(MIN_USERNAME_LENGTH, "Le nom d'utilisateur doit contenir au moins 3 caractères"),
  email: z.string({ error: 'Email invalide' }).trim().pipe(z.email('Email invalide')),
  firstName: z.string({ error: 'Le prénom est requis' }).trim().min(1, 'Le prénom est requis'),
  lastName: z.string({ error: 'Le nom est requis' }).trim().min(1, 'Le nom est requis'),
  password: z
    .string({ error: passwordRequired })
    .min(MIN_PASSWORD_LENGTH, 'Le mot de passe doit contenir au moins 6 caractères'),
});
export type RegisterInput = z.infer<typeof registerSchema>;
