/**
 * A `waste-tags` field (« Registre des déchets », decision 0057): for each category counted above 0 — or,
 * for a pickup, for the lot — « Réemploi » or « DEEE » with its waste code. The selects follow the counts
 * typed just above (a category set back to 0 loses its select), as the server requires.
 */
import { SelectField } from '@client/components/ui/form-field';
import {
  WASTE_LOT,
  type WasteTagKey,
  wasteTagChoiceLabels,
  wasteTagKeyLabel,
  wasteTagKeysRequired,
  wasteTagValues,
} from '@shared/fulfilment/waste';
import { useWatch } from 'react-hook-form';
import { blankAsUndefined, fieldError, type StageFieldProps } from './stage-field-props';

export function WasteTagsStageField({ field, id, form }: StageFieldProps) {
  const received = useWatch({ control: form.control, name: 'received' }) as
    | Record<string, unknown>
    | undefined;
  const units = useWatch({ control: form.control, name: 'receivedUnits' }) as number | undefined;
  const keys: WasteTagKey[] = wasteTagKeysRequired(received, units);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{field.label}</legend>
      {field.hint && <p className="text-xs text-muted-foreground">{field.hint}</p>}
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Rien de reçu pour l'instant{'\u00a0'}: aucun devenir à indiquer.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {keys.map((key) => (
            <SelectField
              key={key}
              id={`${id}-${key}`}
              label={key === WASTE_LOT ? 'Devenir du lot reçu' : `Devenir\u00a0: ${wasteTagKeyLabel(key)}`}
              required
              error={fieldError(form, `${field.name}.${key}`)}
              {...form.register(`${field.name}.${key}`, { setValueAs: blankAsUndefined })}
            >
              <option value="">Choisir…</option>
              {wasteTagValues.map((tag) => (
                <option key={tag} value={tag}>
                  {wasteTagChoiceLabels[tag]}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      )}
    </fieldset>
  );
}
