/**
 * A `date` field: the browser's date picker (a calendar day, "YYYY-MM-DD"). A planned day already past is
 * allowed — the team sometimes records a collection after the fact — but said, and the stage then records
 * `afterTheFact` (its hidden field): such a plan is never counted late (dashboard.repository.ts).
 */
import { FormField } from '@client/components/ui/form-field';
import { parisToday } from '@shared/paris-day';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { blankAsUndefined, fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

export const pastPlannedDateWarning =
  'Cette date est déjà passée\u00a0: la demande sera enregistrée comme planifiée après coup, et ne sera pas comptée en retard.';

export function DateStageField({ field, id, form }: StageFieldProps) {
  const value: unknown = useWatch({ control: form.control, name: field.name });
  const pastPlan =
    field.name === 'plannedDate' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value < parisToday()
      : false;
  // A past day kept is a plan recorded after the fact, on purpose: the stage says so (never late).
  const { setValue } = form;
  const planned = field.name === 'plannedDate';
  useEffect(() => {
    if (planned) setValue('afterTheFact', pastPlan || undefined);
  }, [planned, pastPlan, setValue]);
  return (
    <FormField
      id={id}
      label={fieldLabel(field)}
      type="date"
      required={field.required}
      hint={
        pastPlan ? (
          <>
            {field.hint && <span className="block">{field.hint}</span>}
            <span className="block font-medium text-amber-800">{pastPlannedDateWarning}</span>
          </>
        ) : (
          field.hint
        )
      }
      className="sm:max-w-xs"
      error={fieldError(form, field.name)}
      {...form.register(field.name, { setValueAs: blankAsUndefined })}
    />
  );
}
