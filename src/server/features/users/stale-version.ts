/**
 * The 409 of an edit based on an older version (decision 0076) for a resource without a history: who saved
 * the last edit (`updated_by`) and when (`updated_at`).
 */
import { versionMessages } from '@shared/http/row-version';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { findUserById } from './users.repository';

export async function staleVersion(
  db: Executor,
  current: { version: number; updatedBy: number | null; updatedAt: Date | null },
) {
  const editor = current.updatedBy ? await findUserById(db, current.updatedBy) : undefined;
  const who = editor ? `${editor.firstName} ${editor.lastName}`.trim() || editor.username : null;
  return conflict(versionMessages.stale(who, current.updatedAt), undefined, {
    version: current.version,
    changedBy: who,
    changedAt: current.updatedAt?.toISOString() ?? null,
  });
}
