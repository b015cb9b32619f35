/**
 * A `time-slot` field (`{preferredTimeSlot, specificTime}`): the regional form's slot radios, and the time
 * input once « Heure spécifique » is chosen.
 */
import { TimeSlotFieldset } from '@client/features/regional-collection/components/time-slot-fieldset';
import type { TimeSlot } from '@shared/requests/regional-collection.labels';
import { useWatch } from 'react-hook-form';
import { fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

export function TimeSlotStageField({ field, id, form }: StageFieldProps) {
  const slotPath = `${field.name}.preferredTimeSlot`;
  const timePath = `${field.name}.specificTime`;
  const slot = useWatch({ control: form.control, name: slotPath }) as TimeSlot | null | undefined;
  return (
    <TimeSlotFieldset
      idPrefix={id}
      legend={fieldLabel(field)}
      timeLabel="Heure prévue"
      slot={slot}
      slotField={form.register(slotPath)}
      slotError={fieldError(form, slotPath) ?? fieldError(form, field.name)}
      timeField={form.register(timePath)}
      timeError={fieldError(form, timePath)}
    />
  );
}
