/**
 * A phone input (every phone of the forms): `type="tel"` for the phone keypad, the browser's autofill, and
 * on leaving the field the number as it will be stored (« 0123456789 » → « 01 23 45 67 89 »), so one sees
 * at once how it was read. A text that is not a number stays as typed, for the schema's message to point
 * at. Imports the phone library (`@shared/phone`): only forms, which are lazy, may use it.
 */
import { formatPhone } from '@shared/phone';
import type { ChangeEvent } from 'react';
import { FormField, type FormFieldProps } from './form-field';

export type PhoneFieldProps = Omit<FormFieldProps, 'type' | 'autoComplete'>;

export function PhoneField({ onChange, onBlur, ...props }: PhoneFieldProps) {
  return (
    <FormField
      type="tel"
      autoComplete="tel"
      {...props}
      onChange={onChange}
      onBlur={(event) => {
        const input = event.currentTarget;
        const formatted = formatPhone(input.value);
        if (formatted !== null && formatted !== input.value) {
          input.value = formatted;
          // The form (react-hook-form's register) learns the new value as if it had been typed.
          onChange?.({
            target: input,
            currentTarget: input,
            type: 'change',
          } as ChangeEvent<HTMLInputElement>);
        }
        onBlur?.(event);
      }}
    />
  );
}
