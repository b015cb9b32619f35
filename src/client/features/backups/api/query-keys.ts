/** Query keys of the embedded database's backups (Paramètres › Sauvegarde, administrators). */
export const backupKeys = {
  all: ['backups'] as const,
};
