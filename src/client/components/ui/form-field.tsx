/**
 * Labelled controls with their validation message, wired for assistive technology
 * (label `htmlFor`, `aria-invalid`, `aria-describedby`). Spread react-hook-form's `register(name)` into them.
 */
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { cn } from '@client/lib/utils';
import type { ComponentProps, ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

export type FormFieldProps = ComponentProps<'input'> & FieldProps;
export type TextareaFieldProps = ComponentProps<'textarea'> & FieldProps;
export type SelectFieldProps = ComponentProps<'select'> & FieldProps;

/** The ids and ARIA attributes tying a control to its hint and error. */
export function fieldAria({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    hintId,
    errorId,
    controlProps: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The hint and error lines under a control. */
export function FieldMessages({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>) {
  const { hintId, errorId } = fieldAria({ id, error, hint });
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

export function FormField({ id, label, error, hint, className, ...inputProps }: FormFieldProps) {
  const { controlProps } = fieldAria({ id, error, hint });
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input {...controlProps} {...inputProps} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextareaField({ id, label, error, hint, className, ...textareaProps }: TextareaFieldProps) {
  const { controlProps } = fieldAria({ id, error, hint });
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea {...controlProps} {...textareaProps} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  const { controlProps } = fieldAria({ id, error, hint });
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect {...controlProps} {...selectProps}>
        {children}
      </NativeSelect>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
