/**
 * A number input that may stay empty: empty reads as `emptyValue` (0 for "the team decides", null for an
 * unknown measure) and shows as empty, so a 0 the user never typed is not displayed. The shared number
 * input reads « 320,5 » and « 320.5 » alike; `whole` fields (a count) get a numeric keyboard and their
 * schema refuses decimals. Use with react-hook-form's Controller.
 */
import { NumberField } from '@client/components/ui/number-field';
import type { ReactNode, Ref } from 'react';

export interface OptionalNumberFieldProps<E extends number | null> {
  id: string;
  label: string;
  value: number | null | undefined;
  onChange: (value: number | E) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  emptyValue: E;
  /** A count (numeric keyboard) rather than a measure (decimal keyboard). */
  whole?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export function OptionalNumberField<E extends number | null>({
  value,
  onChange,
  emptyValue,
  ...props
}: OptionalNumberFieldProps<E>) {
  return (
    <NumberField
      {...props}
      value={value === emptyValue ? null : value}
      onChange={(next) => onChange(next === null ? emptyValue : next)}
    />
  );
}
