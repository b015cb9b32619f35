/**
 * The rows of parcels or pallets of a pickup (spec §2, §5): width, length, height (cm) and weight (kg),
 * each at least 1; preset buttons fill the dimensions from the general settings (cartons for parcels, the
 * europallet for pallets). "Ajouter" appends a 1×1×1 row of 1 kg and adds one to the declared count; a row
 * can be removed only if it is not the first and more than one exists.
 * The count and the rows always agree (issue 30; the shared schema refuses a difference): the count is the
 * number of rows after each « Ajouter » or « Supprimer », and a count typed in adds 1×1×1 rows at once, or
 * drops the last rows once the field is left (not while typing: « 12 » passes through « 1 »).
 */
import { Button } from '@client/components/ui/button';
import { FormNumberField } from '@client/components/ui/number-field';
import { parseWholeNumber } from '@shared/numbers';
import {
  defaultParcel,
  MAX_PARCEL_ROWS,
  type PackagePickupInput,
} from '@shared/requests/package-pickup.schema';
import type { GeneralSettingsInput } from '@shared/settings/general-settings.schema';
import { Plus, Ruler, Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormSetValue,
  useFieldArray,
} from 'react-hook-form';
import { type ParcelPreset, parcelPresetLabels, presetDimensions, presetText } from '../parcel-presets';

const measures = [
  { name: 'width', label: 'Largeur (cm)' },
  { name: 'length', label: 'Longueur (cm)' },
  { name: 'height', label: 'Hauteur (cm)' },
  { name: 'weight', label: 'Poids (kg)' },
] as const;

export interface ParcelSection {
  rows: 'packageDetails' | 'palletDetails';
  count: 'numberOfPackages' | 'numberOfPallets';
  /** "Colis" / "Palette": the rows' names ("Colis 2"). */
  noun: string;
  title: string;
  countLabel: string;
  addLabel: string;
  presets: readonly ParcelPreset[];
}

interface ParcelRowsProps {
  section: ParcelSection;
  control: Control<PackagePickupInput>;
  setValue: UseFormSetValue<PackagePickupInput>;
  getValues: UseFormGetValues<PackagePickupInput>;
  errors: FieldErrors<PackagePickupInput>;
  /** The presets' dimensions; undefined while the settings load (preset buttons wait). */
  settings: GeneralSettingsInput | undefined;
}

export function ParcelRows({ section, control, setValue, getValues, errors, settings }: ParcelRowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: section.rows });
  const rowErrors = errors[section.rows];

  const rowCount = () => getValues(section.rows)?.length ?? 0;

  /** The count becomes the number of rows (after « Ajouter », « Supprimer » or a resize). */
  function countRows() {
    setValue(section.count, rowCount(), { shouldDirty: true, shouldValidate: true });
  }

  /** The count typed in, when it is one the rows can follow (1 to MAX_PARCEL_ROWS); else null. */
  function typedCount(): number | null {
    const typed = parseWholeNumber(getValues(section.count));
    return Number.isInteger(typed) && typed >= 1 && typed <= MAX_PARCEL_ROWS ? typed : null;
  }

  function growToCount() {
    const typed = typedCount();
    const rows = rowCount();
    if (typed === null || typed <= rows) return;
    append(Array.from({ length: typed - rows }, () => ({ ...defaultParcel })));
    countRows();
  }

  function shrinkToCount() {
    const typed = typedCount();
    const rows = rowCount();
    if (typed === null || typed >= rows) return;
    remove(Array.from({ length: rows - typed }, (_, i) => typed + i));
    countRows();
  }

  function applyPreset(index: number, preset: ParcelPreset) {
    if (!settings) return;
    for (const [measure, value] of Object.entries(presetDimensions(settings, preset))) {
      setValue(`${section.rows}.${index}.${measure as 'width'}`, value, { shouldValidate: true });
    }
  }

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 font-semibold text-slate-900">{section.title}</legend>
      <FormNumberField
        id={`pickup-${section.count}`}
        label={section.countLabel}
        control={control}
        name={section.count}
        whole
        emptyValue={0}
        className="sm:max-w-xs"
        error={errors[section.count]?.message}
        // The rows follow the count: more at once, fewer once the field is left (« 12 » passes « 1 »).
        onValueChange={growToCount}
        onLeave={shrinkToCount}
      />
      {rowErrors?.message && <p className="text-sm text-destructive">{rowErrors.message}</p>}
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const rowName = `${section.noun} ${index + 1}`;
          return (
            <li key={field.id}>
              {/*
                A floated legend is an ordinary child of the fieldset (not drawn on its border), so in this
                flex layout it is a flex item: the preset buttons share its line when they fit and wrap below
                it when they do not, never over it.
              */}
              <fieldset className="flex flex-wrap items-center gap-x-2 gap-y-3 rounded-lg bg-slate-50/80 p-4 ring-1 ring-slate-200">
                <legend className="float-left mr-auto py-1.5 text-sm font-semibold text-slate-800">
                  {rowName}
                </legend>
                <div className="flex flex-wrap justify-end gap-2">
                  {section.presets.map((preset) => (
                    <Button
                      key={preset}
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={!settings}
                      title={settings ? presetText(settings, preset) : undefined}
                      onClick={() => applyPreset(index, preset)}
                    >
                      <Ruler aria-hidden="true" />
                      {parcelPresetLabels[preset]}
                      {settings && (
                        <span className="text-xs font-normal text-muted-foreground">
                          ({presetText(settings, preset)})
                        </span>
                      )}
                    </Button>
                  ))}
                  {index > 0 && fields.length > 1 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:bg-red-50 hover:text-destructive"
                      aria-label={`Supprimer\u00a0: ${rowName}`}
                      onClick={() => {
                        remove(index);
                        countRows();
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                      Supprimer
                    </Button>
                  )}
                </div>
                <div className="grid basis-full grid-cols-2 gap-3 sm:grid-cols-4">
                  {measures.map((measure) => (
                    <FormNumberField
                      key={measure.name}
                      id={`pickup-${section.rows}-${index}-${measure.name}`}
                      label={measure.label}
                      control={control}
                      name={`${section.rows}.${index}.${measure.name}`}
                      required
                      error={rowErrors?.[index]?.[measure.name]?.message}
                    />
                  ))}
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
        onClick={() => {
          append({ ...defaultParcel });
          countRows();
        }}
      >
        <Plus aria-hidden="true" />
        {section.addLabel}
      </Button>
    </fieldset>
  );
}
