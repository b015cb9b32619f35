/**
 * A number input that may stay empty: empty reads as `emptyValue` (0 for "the team decides", null for an
 * unknown measure) and shows as empty, so a 0 the user never typed is not displayed. Typed values parse to
 * whole numbers (spec §5). Use with react-hook-form's Controller.
 */
import { FormField } from '@client/components/ui/form-field';
import { parseWholeNumber } from '@shared/numbers';
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
  min?: number;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export function OptionalNumberField<E extends number | null>({
  value,
  onChange,
  emptyValue,
  min = 0,
  ...props
}: OptionalNumberFieldProps<E>) {
  return (
    <FormField
      {...props}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      value={value === null || value === undefined || value === emptyValue ? '' : String(value)}
      onChange={(event) =>
        onChange(event.target.value.trim() === '' ? emptyValue : parseWholeNumber(event.target.value))
      }
    />
  );
}
