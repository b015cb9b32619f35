/**
 * Account management (spec §5 "User form", "Password change"; §6): administrators create and edit users;
 * every user edits their own profile, password and ERP credentials.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH, userRoles } from './user.schema';

export const userMessages = {
  username: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  email: 'Email invalide',
  firstName: 'Le prénom est requis',
  lastName: 'Le nom est requis',
  role: 'Le rôle doit être admin ou user',
  password: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  lastAdmin: 'Impossible : il doit rester au moins un administrateur actif.',
  ownAccountOnly: 'Vous ne pouvez modifier que votre propre compte.',
  profileFieldsOnly:
    'Seuls le prénom, le nom, l’email, les identifiants Odoo et les notifications peuvent être modifiés ici.',
} as const;

const username = z
  .string({ error: userMessages.username })
  .trim()
  .min(MIN_USERNAME_LENGTH, userMessages.username)
  .max(100);
const email = z.string({ error: userMessages.email }).trim().pipe(z.email(userMessages.email));
const firstName = z.string({ error: userMessages.firstName }).trim().min(1, userMessages.firstName).max(100);
const lastName = z.string({ error: userMessages.lastName }).trim().min(1, userMessages.lastName).max(100);
const role = z.enum(userRoles, { error: userMessages.role });
const password = z
  .string({ error: userMessages.password })
  .min(MIN_PASSWORD_LENGTH, userMessages.password)
  .max(200);
/** Blank means "no change" on edit forms. */
const optionalPassword = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(password.optional());

export const userCreateSchema = z.object({
  username,
  email,
  firstName,
  lastName,
  role: role.default('user'),
  isActive: z.boolean().default(true),
  password,
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** The ERP login ('' clears the stored credentials) and password (blank keeps the stored one). */
export const odooCredentialsSchema = z.object({
  odooLogin: z.string().trim().max(200),
  odooPassword: z
    .string()
    .max(500)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type OdooCredentialsInput = z.input<typeof odooCredentialsSchema>;

export const profileSchema = z.object({ firstName, lastName, email });
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * PUT /api/users/{id}: any subset. Administrators may send every field; a user editing their own account
 * may send only the profile fields and the ERP credentials (the server answers 403 otherwise).
 */
export const userUpdateSchema = z.object({
  username: username.optional(),
  email: email.optional(),
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  role: role.optional(),
  isActive: z.boolean().optional(),
  password: optionalPassword,
  odooLogin: odooCredentialsSchema.shape.odooLogin.optional(),
  odooPassword: odooCredentialsSchema.shape.odooPassword,
  notifyOnDecision: z.boolean({ error: 'Valeur invalide' }).optional(),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** Fields a non-admin may change on their own account. */
export const selfEditableFields = [
  'firstName',
  'lastName',
  'email',
  'odooLogin',
  'odooPassword',
  'notifyOnDecision',
] as const;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().default(''),
    newPassword: password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: userMessages.passwordsDiffer,
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The admin's edit dialog: password blank = unchanged (spec §5). */
export const userEditFormSchema = z.object({
  username,
  email,
  firstName,
  lastName,
  role,
  isActive: z.boolean(),
  password: optionalPassword,
});
export type UserEditFormInput = z.input<typeof userEditFormSchema>;
