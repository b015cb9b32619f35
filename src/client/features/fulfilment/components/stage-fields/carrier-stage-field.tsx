/**
 * A `carrier` field: a select of the live carriers (Settings › Transporteurs), those without a tracking
 * page saying so, since their tracking number is then optional.
 */
import { SelectField } from '@client/components/ui/form-field';
import { liveCarriers, useAllCarriers } from '@client/features/carriers/api/get-carriers';
import { blankAsUndefined, fieldError, fieldLabel, type StageFieldProps } from './stage-field-props';

const toCarrierId = (value: unknown) => {
  const blank = blankAsUndefined(value);
  return blank === undefined ? undefined : Number(blank);
};

export function CarrierStageField({ field, id, form }: StageFieldProps) {
  const carriers = useAllCarriers();
  const options = liveCarriers(carriers.data);
  return (
    <SelectField
      id={id}
      label={fieldLabel(field)}
      required={field.required}
      hint={
        carriers.isError
          ? 'Impossible de charger les transporteurs. Fermez puis rouvrez la demande.'
          : field.hint
      }
      className="sm:max-w-sm"
      error={fieldError(form, field.name)}
      {...form.register(field.name, { setValueAs: toCarrierId })}
    >
      <option value="">
        {carriers.isPending ? 'Chargement des transporteurs…' : 'Choisir un transporteur'}
      </option>
      {options.map((carrier) => (
        <option key={carrier.id} value={carrier.id}>
          {carrier.trackingUrlTemplate ? carrier.name : `${carrier.name} (sans page de suivi)`}
        </option>
      ))}
    </SelectField>
  );
}
