/**
 * A `tracking-number` field: the carrier's number, one line. Required or not depends on the carrier chosen
 * (one without a tracking page needs none): the field's hint says so, the server decides.
 */
import { FormField } from '@client/components/ui/form-field';
import { MAX_TRACKING_NUMBER_LENGTH } from '@shared/fulfilment/fulfilment.schema';
import { fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

export function TrackingNumberStageField({ field, id, form }: StageFieldProps) {
  return (
    <FormField
      id={id}
      label={fieldLabel(field)}
      maxLength={MAX_TRACKING_NUMBER_LENGTH}
      autoComplete="off"
      spellCheck={false}
      hint={field.hint}
      className="sm:max-w-sm"
      error={fieldError(form, field.name)}
      {...form.register(field.name)}
    />
  );
}
