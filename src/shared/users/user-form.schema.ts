/**
 * Account management (spec §5 "User form", "Password change"; §6): administrators create and edit users;
 * every user edits their own profile, password and ERP credentials.
 */
import { z } from 'zod';
import { emailField, isSingleLine, requiredText, singleLineMessage, tooLongMessage } from '../text-fields';
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH, userRoles } from './user.schema';

export const userMessages = {
  username: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  email: 'Email invalide',
  firstName: 'Le prénom est requis',
  lastName: 'Le nom est requis',
  role: 'Choisissez un rôle\u00a0: Administrateur ou Utilisateur',
  isActive: 'Indiquez si le compte est actif (oui ou non)',
  password: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 200 caractères',
  confirmPassword: 'Confirmez le nouveau mot de passe',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  lastAdmin: 'Impossible\u00a0: il doit rester au moins un administrateur actif.',
  ownAccountOnly: 'Vous ne pouvez modifier que votre propre compte.',
  profileFieldsOnly:
    "Seuls le prénom, le nom, l'email, les identifiants Odoo et les notifications peuvent être modifiés ici.",
} as const;

const username = z
  .string({ error: userMessages.username })
  .trim()
  .min(MIN_USERNAME_LENGTH, userMessages.username)
  .max(100, "Le nom d'utilisateur ne peut pas dépasser 100 caractères")
  .refine(isSingleLine, singleLineMessage);
const email = emailField();
const firstName = requiredText(userMessages.firstName, 100);
const lastName = requiredText(userMessages.lastName, 100);
const role = z.enum(userRoles, { error: userMessages.role });
const isActive = z.boolean({ error: userMessages.isActive });
// Hashed, never stored as text: any character may be part of it.
const password = z
  .string({ error: userMessages.password })
  .min(MIN_PASSWORD_LENGTH, userMessages.password)
  .max(200, userMessages.passwordTooLong);
/** Blank means "no change" on edit forms. */
const optionalPassword = z
  .string({ error: userMessages.password })
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(password.optional());

export const userCreateSchema = z.object({
  username,
  email,
  firstName,
  lastName,
  role: role.default('user'),
  isActive: isActive.default(true),
  password,
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** The ERP login ('' clears the stored credentials) and password (blank keeps the stored one). */
export const odooCredentialsSchema = z.object({
  odooLogin: z
    .string({ error: "Saisissez l'identifiant Odoo" })
    .trim()
    .max(200, tooLongMessage(200))
    .refine(isSingleLine, singleLineMessage),
  // Encrypted before it is stored: any character may be part of it.
  odooPassword: z
    .string({ error: 'Saisissez le mot de passe Odoo' })
    .max(500, tooLongMessage(500))
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
  isActive: isActive.optional(),
  password: optionalPassword,
  odooLogin: odooCredentialsSchema.shape.odooLogin.optional(),
  odooPassword: odooCredentialsSchema.shape.odooPassword,
  notifyOnDecision: z
    .boolean({ error: 'Indiquez si vous souhaitez être prévenu des décisions (oui ou non)' })
    .optional(),
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
    currentPassword: z.string({ error: userMessages.currentPasswordRequired }).default(''),
    newPassword: password,
    confirmPassword: z.string({ error: userMessages.confirmPassword }),
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
  isActive,
  password: optionalPassword,
});
export type UserEditFormInput = z.input<typeof userEditFormSchema>;
