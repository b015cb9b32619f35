/**
 * User roles and names, without zod: the client's route guards and navigation need them on every page, and
 * the first load should not carry the schema library for a string comparison (user.schema re-exports them).
 */
import type { PublicUser } from './user.schema';

export const userRoles = ['admin', 'user'] as const;
export type UserRole = (typeof userRoles)[number];

export const roleLabels: Record<UserRole, string> = {
  admin: 'Administrateur',
  user: 'Utilisateur',
};

/** Spec §6: any non-admin value is treated as an ordinary user. */
export function isAdmin(user: { role: string } | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Initials shown in the side navigation ("Jean Dupont" → "JD"), falling back to the username. */
export function userInitials(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
  return initials || user.username.slice(0, 2).toUpperCase();
}

export function fullName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
