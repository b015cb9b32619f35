/**
 * An `integer` or `number` field: a count (whole numbers) or a measure with its unit (a weight in kg, with
 * decimals, « 187,5 » as well as « 187.5 »: the shared number input). Empty means "not given"; the stage's
 * schema says whether that is allowed, which bound a value crosses, and that unreadable text is not a number.
 */
import { FormNumberField } from '@client/components/ui/number-field';
import { fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

export function NumberStageField({ field, id, form }: StageFieldProps) {
  return (
    <FormNumberField
      id={id}
      label={fieldLabel(field)}
      control={form.control}
      name={field.name}
      whole={field.type === 'integer'}
      required={field.required}
      hint={field.hint}
      className="sm:max-w-xs"
      error={fieldError(form, field.name)}
    />
  );
}
