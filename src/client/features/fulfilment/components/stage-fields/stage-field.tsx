/**
 * One field of a stage form, by its type (GET /api/fulfilment/stages): the stage forms are rendered from
 * the stages' field lists, so a stage gains a field without a screen of its own.
 */
import type { FulfilmentFieldType } from '@shared/fulfilment/fulfilment-stages';
import type { ComponentType } from 'react';
import { BooleanStageField } from './boolean-stage-field';
import { CarrierStageField } from './carrier-stage-field';
import { ChoiceStageField } from './choice-stage-field';
import { DateStageField } from './date-stage-field';
import { NumberStageField } from './number-stage-field';
import { QuantitiesStageField, type QuantitiesStageFieldProps } from './quantities-stage-field';
import { TextStageField } from './text-stage-field';
import { TimeSlotStageField } from './time-slot-stage-field';
import { TrackingNumberStageField } from './tracking-number-stage-field';
import { WasteTagsStageField } from './waste-tags-stage-field';

const components: Record<FulfilmentFieldType, ComponentType<QuantitiesStageFieldProps>> = {
  date: DateStageField,
  'time-slot': TimeSlotStageField,
  text: TextStageField,
  carrier: CarrierStageField,
  'tracking-number': TrackingNumberStageField,
  integer: NumberStageField,
  number: NumberStageField,
  boolean: BooleanStageField,
  choice: ChoiceStageField,
  quantities: QuantitiesStageField,
  'waste-tags': WasteTagsStageField,
};

export function StageField(props: QuantitiesStageFieldProps) {
  const Component = components[props.field.type];
  return <Component {...props} />;
}
