/** A `choice` field: one of its options, in a select. */
import { SelectField } from '@client/components/ui/form-field';
import { blankAsUndefined, fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

export function ChoiceStageField({ field, id, form }: StageFieldProps) {
  return (
    <SelectField
      id={id}
      label={fieldLabel(field)}
      required={field.required}
      hint={field.hint}
      className="sm:max-w-sm"
      error={fieldError(form, field.name)}
      {...form.register(field.name, { setValueAs: blankAsUndefined })}
    >
      <option value="">Choisir…</option>
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
