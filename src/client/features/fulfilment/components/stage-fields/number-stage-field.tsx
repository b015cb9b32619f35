/**
 * An `integer` or `number` field: a count (whole numbers) or a measure with its unit (a weight in kg, with
 * decimals). Empty means "not given"; the stage's schema says whether that is allowed and which bound a
 * value crosses.
 */
import { FormField } from '@client/components/ui/form-field';
import { blankAsUndefined, fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

const toNumber = (value: unknown) => {
  const blank = blankAsUndefined(value);
  if (blank === undefined || typeof blank === 'number') return blank;
  return Number(String(blank).replace(',', '.'));
};

export function NumberStageField({ field, id, form }: StageFieldProps) {
  const whole = field.type === 'integer';
  return (
    <FormField
      id={id}
      label={fieldLabel(field)}
      type="number"
      inputMode={whole ? 'numeric' : 'decimal'}
      min={0}
      step={whole ? 1 : 'any'}
      required={field.required}
      hint={field.hint}
      className="sm:max-w-xs"
      error={fieldError(form, field.name)}
      {...form.register(field.name, { setValueAs: toNumber })}
    />
  );
}
