/**
 * The one number input of the product (issue 30): a text input with a numeric or decimal keyboard, never
 * `type="number"` (which, in an English-locale browser, silently drops « 187,5 », and in a French one may
 * multiply it by ten). It keeps the text the person types while editing, reads it with the shared parser
 * (« 187,5 », « 187.5 », « 1 234,5 » → 187.5) and shows the French form (« 187,5 ») once the field is left.
 * Unreadable text (« 12,3,4 », « abc ») stays on screen and is reported as NaN: the field's zod schema then
 * says in French that it is not a number. Blank reports `emptyValue` (null unless the field says otherwise).
 */
import { Input } from '@client/components/ui/input';
import { formatTypedNumber, readTypedNumber } from '@shared/typed-number';
import { type ComponentProps, useState } from 'react';

export interface NumberInputProps
  extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'> {
  value: number | null | undefined;
  /** The number read from the text: `emptyValue` when blank, NaN when unreadable. */
  onChange: (value: number | null) => void;
  /** Whole numbers only: a numeric keyboard (the schema still refuses « 12,5 » with its own message). */
  whole?: boolean;
  /** What a blank field reports (0 for a count the form reads as none), null by default. */
  emptyValue?: number | null;
  /** Shows `emptyValue` as blank until something is typed (a quantity the person must give). */
  blankWhenEmpty?: boolean;
}

/** Same number, NaN included (an unreadable text reports NaN, and NaN must equal itself here). */
const sameValue = (a: number | null | undefined, b: number | null | undefined) =>
  Object.is(a ?? null, b ?? null);

export function NumberInput({
  value,
  onChange,
  onBlur,
  whole = false,
  emptyValue = null,
  blankWhenEmpty = false,
  ...props
}: NumberInputProps) {
  // The text shown and the value it stands for. When the value changes from outside (a reset, a preset
  // button), the text follows it in the French form — unless the text already stands for it (a blank
  // field and its empty value); when the person types, the text is theirs.
  const [shown, setShown] = useState(() => ({
    value,
    text: blankWhenEmpty && sameValue(value, emptyValue) ? '' : formatTypedNumber(value),
  }));
  if (!sameValue(shown.value, value)) {
    const read = readTypedNumber(shown.text);
    const standsFor = sameValue(read === null ? emptyValue : read, value);
    setShown({ value, text: standsFor ? shown.text : formatTypedNumber(value) });
  }

  return (
    <Input
      {...props}
      type="text"
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={shown.text}
      onChange={(event) => {
        const text = event.target.value;
        const read = readTypedNumber(text);
        const next = read === null ? emptyValue : read;
        setShown({ value: next, text });
        onChange(next);
      }}
      onBlur={(event) => {
        // Left with a readable number: show it the French way (« 187.5 » becomes « 187,5 »).
        if (shown.text.trim() !== '' && Number.isFinite(value ?? Number.NaN))
          setShown({ value, text: formatTypedNumber(value) });
        onBlur?.(event);
      }}
    />
  );
}
