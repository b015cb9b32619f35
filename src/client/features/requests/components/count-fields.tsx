/**
 * A grid of whole-number inputs named by a label table (equipment or packaging counts). Spec §5: the inputs
 * parse to whole numbers and anything non-numeric becomes 0; the shared schema says whether the value is
 * acceptable and its French message appears under the input.
 */
import { FormField } from '@client/components/ui/form-field';
import { cn } from '@client/lib/utils';
import { parseWholeNumber } from '@shared/numbers';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

export interface CountFieldsProps<T extends FieldValues, F extends Path<T>> {
  idPrefix: string;
  labels: Readonly<Record<F, string>>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Called when the user types in one of the inputs (not when the form sets a value). */
  onFieldChange?: (field: F) => void;
  className?: string;
}

export function CountFields<T extends FieldValues, F extends Path<T>>({
  idPrefix,
  labels,
  register,
  errors,
  onFieldChange,
  className,
}: CountFieldsProps<T, F>) {
  return (
    <div className={cn('grid grid-cols-2 gap-4 sm:grid-cols-3', className)}>
      {(Object.keys(labels) as F[]).map((field) => (
        <FormField
          key={field}
          id={`${idPrefix}-${field}`}
          label={labels[field]}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors[field]?.message as string | undefined}
          {...register(field, {
            setValueAs: parseWholeNumber,
            onChange: onFieldChange ? () => onFieldChange(field) : undefined,
          })}
        />
      ))}
    </div>
  );
}
