/**
 * What every stage field component receives: the field as GET /api/fulfilment/stages describes it, the id
 * its control takes, and the stage form (react-hook-form) it registers in. Values are keyed by the field's
 * name (nested for a time slot or quantities), as POST …/fulfilment expects them.
 */
import type { FulfilmentField } from '@shared/fulfilment/fulfilment-stages';
import { type FieldValues, get, type UseFormReturn } from 'react-hook-form';

export interface StageFieldProps {
  field: FulfilmentField;
  /** The control's id (and the prefix of its parts' ids). */
  id: string;
  form: UseFormReturn<FieldValues>;
}

/** The message under a control: the client's (the stage's zod schema) or the server's. */
export function fieldError(form: UseFormReturn<FieldValues>, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** "Remis par" or, for an optional field, "Remarque (facultatif)". */
export function fieldLabel(field: FulfilmentField): string {
  const unit = field.unit ? ` (${field.unit})` : '';
  return field.required || field.type === 'boolean' || field.type === 'tracking-number'
    ? `${field.label}${unit}`
    : `${field.label}${unit} (facultatif)`;
}

/** An empty input reads as "not given" (the schema then says whether it was required). */
export const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
