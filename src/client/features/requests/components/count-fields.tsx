/**
 * A grid of whole-number inputs named by a label table (equipment or packaging counts), each the shared
 * number input: a blank count reads as 0, a typed decimal or unreadable text is kept for the shared schema
 * to refuse with its French message under the input (never silently truncated or dropped).
 */
import { FormNumberField } from '@client/components/ui/number-field';
import { cn } from '@client/lib/utils';
import type { Control, FieldErrors, FieldValues, Path } from 'react-hook-form';

export interface CountFieldsProps<T extends FieldValues, F extends Path<T>> {
  idPrefix: string;
  labels: Readonly<Record<F, string>>;
  control: Control<T>;
  errors: FieldErrors<T>;
  /** Called when the user types in one of the inputs (not when the form sets a value). */
  onFieldChange?: (field: F) => void;
  className?: string;
}

export function CountFields<T extends FieldValues, F extends Path<T>>({
  idPrefix,
  labels,
  control,
  errors,
  onFieldChange,
  className,
}: CountFieldsProps<T, F>) {
  return (
    <div className={cn('grid grid-cols-2 gap-4 sm:grid-cols-3', className)}>
      {(Object.keys(labels) as F[]).map((field) => (
        <FormNumberField
          key={field}
          id={`${idPrefix}-${field}`}
          label={labels[field]}
          control={control}
          name={field}
          whole
          emptyValue={0}
          error={errors[field]?.message as string | undefined}
          onValueChange={onFieldChange ? () => onFieldChange(field) : undefined}
        />
      ))}
    </div>
  );
}
