/**
 * The package rows of a transport (spec §3 "packages"): each a parcel or a pallet, with optional width,
 * length and height (cm) — not asked when "Aucune dimension requise" is on — weight (kg) and declared value
 * (free text, "1 200 €"). At least one row ("Au moins un colis est requis"): the last one cannot be removed.
 * Measures are the shared number input: « 8,5 » and « 8.5 » alike, unreadable text refused in French.
 */
import { Button } from '@client/components/ui/button';
import { FormField, SelectField } from '@client/components/ui/form-field';
import { FormNumberField } from '@client/components/ui/number-field';
import {
  type DeliveryRequestInput,
  deliveryPackageTypeLabels,
  deliveryPackageTypes,
  emptyDeliveryPackage,
} from '@shared/requests/delivery-request.schema';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';

const dimensions = [
  { name: 'width', label: 'Largeur (cm)' },
  { name: 'length', label: 'Longueur (cm)' },
  { name: 'height', label: 'Hauteur (cm)' },
] as const;

export interface DeliveryPackageRowsProps {
  control: Control<DeliveryRequestInput>;
  register: UseFormRegister<DeliveryRequestInput>;
  errors: FieldErrors<DeliveryRequestInput>;
  noDimensions: boolean;
}

export function DeliveryPackageRows({ control, register, errors, noDimensions }: DeliveryPackageRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'packages' });
  const rowErrors = errors.packages;

  return (
    <fieldset
      className="grid gap-4"
      aria-describedby={rowErrors?.message ? 'transport-packages-error' : undefined}
    >
      <legend className="mb-3 font-semibold text-slate-900">Colis et palettes</legend>
      {rowErrors?.message && (
        <p id="transport-packages-error" className="text-sm text-destructive">
          {rowErrors.message}
        </p>
      )}
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const rowName = `Ligne ${index + 1}`;
          const errorOf = (name: 'type' | 'width' | 'length' | 'height' | 'weight' | 'value') =>
            rowErrors?.[index]?.[name]?.message;
          return (
            <li key={field.id}>
              {/* A floated legend is a flex item of the fieldset: the remove button shares its line. */}
              <fieldset className="flex flex-wrap items-center gap-x-2 gap-y-3 rounded-lg bg-slate-50/80 p-4 ring-1 ring-slate-200">
                <legend className="float-left mr-auto py-1.5 text-sm font-semibold text-slate-800">
                  {rowName}
                </legend>
                {fields.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:bg-red-50 hover:text-destructive"
                    aria-label={`Supprimer\u00a0: ${rowName}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                    Supprimer
                  </Button>
                )}
                <div className="grid basis-full grid-cols-2 gap-3 sm:grid-cols-3">
                  <SelectField
                    id={`transport-packages-${index}-type`}
                    label="Type"
                    error={errorOf('type')}
                    {...register(`packages.${index}.type`)}
                  >
                    {deliveryPackageTypes.map((type) => (
                      <option key={type} value={type}>
                        {deliveryPackageTypeLabels[type]}
                      </option>
                    ))}
                  </SelectField>
                  {!noDimensions &&
                    dimensions.map((dimension) => (
                      <FormNumberField
                        key={dimension.name}
                        id={`transport-packages-${index}-${dimension.name}`}
                        label={dimension.label}
                        control={control}
                        name={`packages.${index}.${dimension.name}`}
                        error={errorOf(dimension.name)}
                      />
                    ))}
                  <FormNumberField
                    id={`transport-packages-${index}-weight`}
                    label="Poids (kg)"
                    control={control}
                    name={`packages.${index}.weight`}
                    error={errorOf('weight')}
                  />
                  <FormField
                    id={`transport-packages-${index}-value`}
                    label="Valeur (facultatif)"
                    placeholder={'ex.\u00a0: 1\u00a0200\u00a0€'}
                    autoComplete="off"
                    error={errorOf('value')}
                    {...register(`packages.${index}.value`)}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => append(emptyDeliveryPackage())}
      >
        <Plus aria-hidden="true" />
        Ajouter un colis
      </Button>
    </fieldset>
  );
}
