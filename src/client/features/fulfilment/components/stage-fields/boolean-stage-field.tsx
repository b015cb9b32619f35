/** A `boolean` field: a checkbox with its label beside it (« Poids estimé (non pesé) »). */
import { FieldMessages, fieldAria } from '@client/components/ui/form-field';
import { fieldError, type StageFieldProps } from './stage-field-props';

export function BooleanStageField({ field, id, form }: StageFieldProps) {
  const error = fieldError(form, field.name);
  const { controlProps } = fieldAria({ id, error, hint: field.hint });
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-indigo-600"
          {...controlProps}
          {...form.register(field.name)}
        />
        {field.label}
      </label>
      <FieldMessages id={id} error={error} hint={field.hint} />
    </div>
  );
}
