/**
 * User roles, without zod: the client's route guards and navigation need them on every page, and the
 * first load should not carry the schema library for a string comparison (user.schema re-exports them).
 */
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
