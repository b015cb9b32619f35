/** A `date` field: the browser's date picker (a calendar day, "YYYY-MM-DD"). */
import { FormField } from '@client/components/ui/form-field';
import { blankAsUndefined, fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

export function DateStageField({ field, id, form }: StageFieldProps) {
  return (
    <FormField
      id={id}
      label={fieldLabel(field)}
      type="date"
      required={field.required}
      hint={field.hint}
      className="sm:max-w-xs"
      error={fieldError(form, field.name)}
      {...form.register(field.name, { setValueAs: blankAsUndefined })}
    />
  );
}
