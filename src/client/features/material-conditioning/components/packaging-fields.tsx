/**
 * The packaging to send (spec §2, §9): pre-filled from the equipment by the conditioning calculation and
 * kept in step as the equipment changes, until the user adjusts a count — an adjusted count is the user's
 * and stays as typed; "Recalculer" gives every count back to the calculation.
 */
import { Button } from '@client/components/ui/button';
import { CountFields } from '@client/features/requests/components/count-fields';
import { parseCount } from '@shared/numbers';
import {
  type ConditioningPackagingField,
  conditioningEquipmentLabels,
  conditioningPackagingLabels,
  type MaterialConditioningInput,
} from '@shared/requests/material-conditioning.schema';
import { type ConditioningEquipment, conditioningPackaging } from '@shared/requests/packaging-calculator';
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Control, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';

const packagingFields = Object.keys(conditioningPackagingLabels) as ConditioningPackagingField[];
const equipmentFields = Object.keys(
  conditioningEquipmentLabels,
) as (keyof typeof conditioningEquipmentLabels)[];

/** Equipment as the form holds it: a field being typed may be anything; a negative one counts as 0. */
export function conditioningEquipmentFrom(
  values: Partial<Record<keyof ConditioningEquipment, unknown>>,
): ConditioningEquipment {
  return {
    computersToCollect: parseCount(values.computersToCollect),
    phonesToCollect: parseCount(values.phonesToCollect),
    tabletsToCollect: parseCount(values.tabletsToCollect),
    screensToCollect: parseCount(values.screensToCollect),
    d3eBoxesToFill: parseCount(values.d3eBoxesToFill),
  };
}

/** The counts that differ from the calculation (an edited request's adjustments stay adjusted). */
export function adjustedPackaging(values: MaterialConditioningInput): Set<ConditioningPackagingField> {
  const computed = conditioningPackaging(conditioningEquipmentFrom(values));
  return new Set(packagingFields.filter((field) => (values[field] ?? computed[field]) !== computed[field]));
}

interface PackagingFieldsProps {
  control: Control<MaterialConditioningInput>;
  setValue: UseFormSetValue<MaterialConditioningInput>;
  errors: FieldErrors<MaterialConditioningInput>;
  initiallyAdjusted: Set<ConditioningPackagingField>;
}

export function PackagingFields({ control, setValue, errors, initiallyAdjusted }: PackagingFieldsProps) {
  const [adjusted, setAdjusted] = useState(initiallyAdjusted);
  const equipment = useWatch({ control, name: equipmentFields });
  const computed = conditioningPackaging(
    conditioningEquipmentFrom(
      Object.fromEntries(equipmentFields.map((field, index) => [field, equipment[index]])),
    ),
  );
  // One dependency for the six figures: the effect runs when a calculated count actually changes.
  const computedKey = packagingFields.map((field) => computed[field]).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: computedKey stands for `computed`.
  useEffect(() => {
    for (const field of packagingFields) {
      if (!adjusted.has(field)) setValue(field, computed[field], { shouldValidate: false });
    }
  }, [computedKey, adjusted, setValue]);

  return (
    <fieldset className="grid gap-4 rounded-lg bg-indigo-50/60 p-4 ring-1 ring-indigo-100">
      <legend className="float-left font-semibold text-slate-900">Emballages à envoyer</legend>
      <div className="clear-left flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-xl text-xs text-muted-foreground">
          Calculés automatiquement à partir du matériel&nbsp;: 1 enveloppe par appareil + 10&nbsp;%, 1 carton
          écran pour 4 écrans, 1 carton standard par 21&nbsp;kg plus les cartons D3E à remplir. Vous pouvez
          les ajuster.
        </p>
        {adjusted.size > 0 && (
          <Button type="button" variant="outline" size="sm" onClick={() => setAdjusted(new Set())}>
            <RotateCcw aria-hidden="true" />
            Recalculer
          </Button>
        )}
      </div>
      <CountFields
        idPrefix="conditioning"
        labels={conditioningPackagingLabels}
        control={control}
        errors={errors}
        onFieldChange={(field) => setAdjusted((current) => new Set(current).add(field))}
      />
    </fieldset>
  );
}
