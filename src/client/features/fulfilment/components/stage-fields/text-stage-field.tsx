/** A `text` field: one line, bounded as the schema bounds it (500 characters). */
import { FormField } from '@client/components/ui/form-field';
import { fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

export function TextStageField({ field, id, form }: StageFieldProps) {
  return (
    <FormField
      id={id}
      label={fieldLabel(field)}
      required={field.required}
      maxLength={500}
      hint={field.hint}
      error={fieldError(form, field.name)}
      {...form.register(field.name)}
    />
  );
}
