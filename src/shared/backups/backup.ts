/** A backup of the embedded database as the API lists it (GET /api/admin/backups). */
export interface BackupInfo {
  name: string;
  /** Bytes. */
  size: number;
  /** ISO 8601. */
  createdAt: string;
  sha256: string;
}

/** The list answer, newest first. */
export interface BackupList {
  backups: BackupInfo[];
}

/** A backup file's name: `gestion-logistique-2026-11-27T02-30-45-123Z.tar.gz` (nothing else is served). */
export const BACKUP_NAME = /^gestion-logistique-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;
