/**
 * A `quantities` field: the six equipment counts (the regional form's categories). The form starts them at
 * what is expected (stage-form defaults), and each says what was declared, so only differences are typed.
 */
import { FormNumberField } from '@client/components/ui/number-field';
import { equipmentCategories, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import { fieldError, type StageFieldProps } from './stage-field-props';

export interface QuantitiesStageFieldProps extends StageFieldProps {
  /** What the request declared per category, shown under each count. */
  declared?: Partial<Record<string, number>> | null;
}

export function QuantitiesStageField({ field, id, form, declared }: QuantitiesStageFieldProps) {
  const error = fieldError(form, field.name);
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{field.label}</legend>
      {field.hint && <p className="text-xs text-muted-foreground">{field.hint}</p>}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {equipmentCategories.map((category) => {
          const declaredCount = declared?.[category];
          return (
            <FormNumberField
              key={category}
              id={`${id}-${category}`}
              label={equipmentCategoryLabels[category]}
              control={form.control}
              name={`${field.name}.${category}`}
              whole
              emptyValue={0}
              hint={typeof declaredCount === 'number' ? `Déclaré\u00a0: ${declaredCount}` : undefined}
              error={fieldError(form, `${field.name}.${category}`)}
            />
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
