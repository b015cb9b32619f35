/**
 * The offer number input: the prefix of the general settings stands before the input and users type the
 * last digits (spec §2, §3). `OfferNumberController` binds it to a request form's `offerNumber`, holding the
 * whole number as the value. What the number cannot hold is not inserted (offer-number.ts), and a line
 * under the input, read out politely, says why once a character has been left out.
 */
import { FieldMessages, fieldAria } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useGeneralSettings } from '@client/features/general-settings/api/get-general-settings';
import { cn } from '@client/lib/utils';
import { offerNumberMessages } from '@shared/requests/request-fields';
import { defaultGeneralSettings } from '@shared/settings/general-settings.schema';
import { type ChangeEvent, type ClipboardEvent, type Ref, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { filterOfferInput, joinOfferNumber, pastedOfferNumber, splitOfferNumber } from '../offer-number';

export interface OfferNumberFieldProps {
  id: string;
  name?: string;
  disabled?: boolean;
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function OfferNumberField({
  id,
  name,
  disabled,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  className,
  ref,
}: OfferNumberFieldProps) {
  const settings = useGeneralSettings();
  // Until the settings arrive (or if they cannot be read), the spec's default prefix stands in.
  const prefix = settings.data?.offerNumberPrefix ?? defaultGeneralSettings.offerNumberPrefix;
  const { suffix, prefixed } = splitOfferNumber(value ?? '', prefix);
  // A whole number of another shape (Odoo's « S00042 », an older prefix) is kept as it is: the prefix then
  // leaves the field, and the line under it says why and how to come back to it.
  const hint = prefixed
    ? `Saisissez les 3 derniers chiffres\u00a0: ${prefix}123`
    : prefix && suffix
      ? `Numéro gardé tel quel\u00a0: il ne commence pas par ${prefix}. Effacez-le pour saisir les chiffres après ${prefix}.`
      : undefined;
  const { controlProps } = fieldAria({ id, error, hint });
  // Whether a character was left out since the field was entered: the line stays while the user types on
  // (a sentence flashing for one keystroke is read by nobody), and goes when they leave the field.
  const [refused, setRefused] = useState(false);
  const refusal = prefixed
    ? `Seuls des chiffres peuvent suivre le préfixe ${prefix}.`
    : offerNumberMessages.characters;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const filtered = filterOfferInput(input.value, input.selectionStart ?? input.value.length, prefixed);
    if (filtered.refused) setRefused(true);
    onChange(joinOfferNumber(filtered.text, prefix, prefixed));
    if (filtered.text !== input.value) {
      // React writes the kept text back after this handler, which sends the caret to the end: put it
      // back where the user was typing.
      requestAnimationFrame(() => {
        if (document.activeElement === input) input.setSelectionRange(filtered.caret, filtered.caret);
      });
    }
  };

  // A whole number pasted after the prefix replaces the field; other pastes go in as digits (above).
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!prefixed) return;
    const pasted = pastedOfferNumber(event.clipboardData.getData('text'), prefix);
    if (!pasted) return;
    event.preventDefault();
    if (pasted.refused) setRefused(true);
    onChange(pasted.value);
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex">
        {prefixed && (
          <span
            aria-hidden="true"
            className="inline-flex shrink-0 items-center whitespace-nowrap rounded-l-md border border-r-0 border-input bg-slate-100 px-3 font-mono text-sm text-slate-600"
          >
            {prefix}
          </span>
        )}
        <Input
          ref={ref}
          {...controlProps}
          name={name}
          disabled={disabled}
          autoComplete="off"
          // After the prefix only digits are expected: phones show their number pad.
          inputMode={prefixed ? 'numeric' : undefined}
          required={required}
          className={cn(prefixed && 'rounded-l-none')}
          value={suffix}
          onChange={handleChange}
          onPaste={handlePaste}
          onBlur={() => {
            setRefused(false);
            onBlur?.();
          }}
        />
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
      {/* Always in the page (out of the layout while empty), so that assistive technology reads the sentence when it appears. */}
      <p aria-live="polite" className="text-xs text-amber-800 empty:sr-only">
        {refused ? refusal : ''}
      </p>
    </div>
  );
}

/** The form's `offerNumber` field, with its message under the input. */
export function OfferNumberController<T extends FieldValues & { offerNumber?: string | null }>({
  control,
  id,
  label,
  required,
  className,
}: {
  control: Control<T>;
  id: string;
  label: string;
  required?: boolean;
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={'offerNumber' as Path<T>}
      render={({ field, fieldState }) => (
        <OfferNumberField
          id={id}
          label={label}
          required={required}
          className={className}
          error={fieldState.error?.message}
          {...field}
        />
      )}
    />
  );
}
