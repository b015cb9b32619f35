/**
 * Shipping on pallets (spec §2): an option with the number of pallets (the team decides when it is left
 * empty) and optional dimensions and weight. PC fixes only travel on pallets, so the option is forced on
 * while PC fixes are to be sent (the server applies the same rule).
 */
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { OptionalNumberField } from '@client/features/requests/components/optional-number-field';
import type { MaterialConditioningInput } from '@shared/requests/material-conditioning.schema';
import { useEffect } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';

const measures = [
  { name: 'palletLength', label: 'Longueur (cm)' },
  { name: 'palletWidth', label: 'Largeur (cm)' },
  { name: 'palletHeight', label: 'Hauteur (cm)' },
  { name: 'palletWeight', label: 'Poids (kg)' },
] as const;

interface PalletFieldsProps {
  control: Control<MaterialConditioningInput>;
  setValue: UseFormSetValue<MaterialConditioningInput>;
}

export function PalletFields({ control, setValue }: PalletFieldsProps) {
  const [pcFixesToSend, usesPalletShipping] = useWatch({
    control,
    name: ['pcFixesToSend', 'usesPalletShipping'],
  });
  const forced = Number(pcFixesToSend) > 0;

  useEffect(() => {
    if (forced) setValue('usesPalletShipping', true);
  }, [forced, setValue]);

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 font-semibold text-slate-900">Expédition sur palette</legend>
      <Controller
        control={control}
        name="usesPalletShipping"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id="conditioning-usesPalletShipping"
              ref={field.ref}
              checked={forced || Boolean(field.value)}
              disabled={forced}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={forced ? 'conditioning-pallet-forced' : undefined}
            />
            <Label htmlFor="conditioning-usesPalletShipping">Envoi sur palette</Label>
          </div>
        )}
      />
      {forced && (
        <p id="conditioning-pallet-forced" className="text-sm text-indigo-700">
          Les PC fixes sont expédiés sur palette&nbsp;: l'option est activée automatiquement.
        </p>
      )}
      {(forced || usesPalletShipping) && (
        <div className="grid gap-4 rounded-lg bg-slate-50/80 p-4 ring-1 ring-slate-200">
          <Controller
            control={control}
            name="palletQuantity"
            render={({ field, fieldState }) => (
              <OptionalNumberField
                id="conditioning-palletQuantity"
                label="Nombre de palettes"
                emptyValue={0}
                whole
                className="sm:max-w-xs"
                hint="Si ce champ est laissé vide, l'équipe déterminera le nombre optimal de palettes."
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {measures.map((measure) => (
              <Controller
                key={measure.name}
                control={control}
                name={measure.name}
                render={({ field, fieldState }) => (
                  <OptionalNumberField
                    id={`conditioning-${measure.name}`}
                    label={measure.label}
                    emptyValue={null}
                    error={fieldState.error?.message}
                    {...field}
                  />
                )}
              />
            ))}
          </div>
          <p className="text-xs text-muted-foreground">Dimensions et poids par palette, facultatifs.</p>
        </div>
      )}
    </fieldset>
  );
}
