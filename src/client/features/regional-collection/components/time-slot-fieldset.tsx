/**
 * The preferred time slot (spec §9): morning, afternoon or a specific time; the time input appears with the
 * specific-time choice and is then required ("Veuillez spécifier l'heure…", checked by the shared schema).
 * The suivi's « Planifiée » stage plans a collection's slot with the same fieldset (its own ids and labels).
 */
import { FormField } from '@client/components/ui/form-field';
import { cn } from '@client/lib/utils';
import { type TimeSlot, timeSlotLabels, timeSlots } from '@shared/requests/regional-collection.schema';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TimeSlotFieldsetProps {
  /** Prefix of the controls' ids (several forms can be on a page). */
  idPrefix?: string;
  legend?: string;
  timeLabel?: string;
  slot: TimeSlot | null | undefined;
  slotField: UseFormRegisterReturn;
  slotError?: string;
  timeField: UseFormRegisterReturn;
  timeError?: string;
}

export function TimeSlotFieldset({
  idPrefix = 'regional',
  legend = 'Créneau horaire souhaité',
  timeLabel = 'Heure souhaitée',
  slot,
  slotField,
  slotError,
  timeField,
  timeError,
}: TimeSlotFieldsetProps) {
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={slotError ? `${idPrefix}-timeSlot-error` : undefined}
      aria-invalid={slotError ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {timeSlots.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border border-input bg-white/80 px-3 py-2 text-sm transition-colors',
              'has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
            )}
          >
            <input type="radio" value={value} className="size-4 accent-indigo-600" {...slotField} />
            {timeSlotLabels[value]}
          </label>
        ))}
      </div>
      {slotError && (
        <p id={`${idPrefix}-timeSlot-error`} className="text-sm text-destructive">
          {slotError}
        </p>
      )}
      {slot === 'specific_time' && (
        <FormField
          id={`${idPrefix}-specificTime`}
          label={timeLabel}
          type="time"
          required
          className="max-w-48"
          error={timeError}
          {...timeField}
        />
      )}
    </fieldset>
  );
}
