/**
 * A labelled number input with its hint and error (see number-input.tsx), and its react-hook-form binding:
 * `<FormNumberField control={control} name="weight" … />` replaces `register(name, { setValueAs })` for
 * every number of every form, so that each reads « 187,5 » and « 187.5 » alike.
 */
import { FieldMessages, fieldAria } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { NumberInput, type NumberInputProps } from '@client/components/ui/number-input';
import { cn } from '@client/lib/utils';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface NumberFieldProps extends NumberInputProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

export function NumberField({ id, label, error, hint, className, ...inputProps }: NumberFieldProps) {
  const { controlProps } = fieldAria({ id, error, hint });
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NumberInput {...controlProps} {...inputProps} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface FormNumberFieldProps<T extends FieldValues>
  extends Omit<NumberFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Called after the value changes because the person typed (not when the form sets it). */
  onValueChange?: (value: number | null) => void;
  /** Called when the person leaves the field (after the form records it). */
  onLeave?: () => void;
}

export function FormNumberField<T extends FieldValues>({
  control,
  name,
  onValueChange,
  onLeave,
  ...props
}: FormNumberFieldProps<T>) {
  // A field the form gives no value (a quantity to type) holds its empty value (blank with `blankWhenEmpty`), so the
  // schema's message for it is the one for 0 (« … doit être positive »), not « … doit être un nombre ».
  const { field } = useController({
    control,
    name,
    ...(props.emptyValue == null ? {} : { defaultValue: props.emptyValue as never }),
  });
  return (
    <NumberField
      {...props}
      name={field.name}
      ref={field.ref}
      value={field.value as number | null | undefined}
      onBlur={() => {
        field.onBlur();
        onLeave?.();
      }}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
    />
  );
}
