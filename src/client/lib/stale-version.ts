/**
 * A 409 for an edit based on an older version (decision 0076): its body says who changed the resource,
 * when, and its current version. Forms show the message with « Recharger » (read it again, reset the form).
 */
import type { StaleVersionBody } from '@shared/http/row-version.labels';
import { api, isApiError } from './api-client';

export function staleVersionOf(error: unknown): StaleVersionBody | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as Partial<StaleVersionBody> | undefined;
  return typeof body?.version === 'number' && typeof body.message === 'string'
    ? (body as StaleVersionBody)
    : null;
}

/** What an edit's PUT carries: the form's values and the version they were based on. */
export interface VersionedEdit<I> {
  input: I;
  version: number;
}

/** The PUT of an edit: its values with the version (400 without, 409 when stale). */
export function putVersioned<T>(url: string, { input, version }: VersionedEdit<object>): Promise<T> {
  return api.put<T>(url, { ...input, version });
}
