/**
 * The server answers 400/409 with `errors: {field: "message en français"}`: these helpers put each message
 * under its field with react-hook-form's setError, next to the client-side messages of the same schema.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** The server's field messages that name one of `fields` (other keys, nested paths included, are dropped). */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Array<[field: F, message: string]> {
  if (!isApiError(error) || !error.errors) return [];
  const known = new Set<string>(fields);
  return Object.entries(error.errors).filter((entry): entry is [F, string] => known.has(entry[0]));
}

/** Applies the server's field messages to a form; returns true when at least one field got a message. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const entries = serverFieldErrors(error, fields);
  for (const [field, message] of entries) setError(field, { type: 'server', message });
  return entries.length > 0;
}
