/**
 * A 409 for an edit based on an older version (decision 0076): its body says who changed the resource,
 * when, and its current version. Forms show the message with « Recharger » (read it again, reset the form).
 */
import type { StaleVersionBody } from '@shared/http/row-version';
import { isApiError } from './api-client';

export function staleVersionOf(error: unknown): StaleVersionBody | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as Partial<StaleVersionBody> | undefined;
  return typeof body?.version === 'number' && typeof body.message === 'string'
    ? (body as StaleVersionBody)
    : null;
}
