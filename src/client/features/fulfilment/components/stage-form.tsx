/**
 * The form that moves a request to its next stage (or corrects what its current stage recorded), rendered from that stage's field list and validated with
 * its schema (`stageFieldsSchema`, the server's own), so both say the same French messages. The server's
 * field messages land under the fields, with the server's reason in the form; a 409 (someone moved the
 * request meanwhile) closes the form, the section telling why. Loaded with the details dialog, never with a list (zod comes here).
 */
import { Button } from '@client/components/ui/button';
import { Notice } from '@client/components/ui/notice';
import type { RequestByKind, RequestKind } from '@client/features/requests/request-types';
import { isApiError, serverReason } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { type DeclaringRequest, declaredReception } from '@shared/fulfilment/declared-reception';
import { stageFieldsSchema } from '@shared/fulfilment/fulfilment.schema';
import { equipmentCategories, type FulfilmentStage } from '@shared/fulfilment/fulfilment-stages';
import { WASTE_LOT } from '@shared/fulfilment/waste';
import { parisToday } from '@shared/requests/request-fields';
import { useEffect, useId, useState } from 'react';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useAdvanceFulfilment } from '../api/advance-fulfilment';
import { useCorrectFulfilment } from '../api/correct-fulfilment';
import { stageCorrectionDefaults, stageFormDefaults } from '../fulfilment-progress';
import { stageCorrectedToast, stageUpdatedToast } from '../fulfilment-toasts';
import { StageField } from './stage-fields/stage-field';

const ADVANCE_FAILED_MESSAGE = "Impossible de mettre à jour l'étape. Veuillez réessayer.";
const CORRECT_FAILED_MESSAGE = "Impossible de corriger l'étape. Veuillez réessayer.";

export interface StageFormProps<K extends RequestKind> {
  kind: K;
  request: RequestByKind[K];
  /** The stage to enter (the request's next one), or the current one to correct. */
  stage: FulfilmentStage;
  /** Corrects what the current stage recorded (issue 30 point 9) instead of moving to `stage`. */
  correcting?: boolean;
  /** After the move (the request already read again). */
  onDone: () => void;
  onCancel: () => void;
  /**
   * The request was no longer where the form saw it (409: someone moved it meanwhile, or it was cancelled):
   * the section closes the form and says why, the request already read again.
   */
  onConflict: (reason: string) => void;
}

/** Every path the server may name a message for: the fields, and the parts of a slot or of quantities. */
function fieldPaths(stage: FulfilmentStage): Path<FieldValues>[] {
  return stage.fields.flatMap((field) => {
    if (field.type === 'time-slot')
      return [field.name, `${field.name}.preferredTimeSlot`, `${field.name}.specificTime`];
    if (field.type === 'quantities')
      return [field.name, ...equipmentCategories.map((category) => `${field.name}.${category}`)];
    if (field.type === 'waste-tags')
      return [field.name, ...[...equipmentCategories, WASTE_LOT].map((key) => `${field.name}.${key}`)];
    return [field.name];
  });
}

export default function StageForm<K extends RequestKind>({
  kind,
  request,
  stage,
  correcting = false,
  onDone,
  onCancel,
  onConflict,
}: StageFormProps<K>) {
  const advanceMutation = useAdvanceFulfilment(kind);
  const correctMutation = useCorrectFulfilment(kind);
  const advance = correcting ? correctMutation : advanceMutation;
  const failedMessage = correcting ? CORRECT_FAILED_MESSAGE : ADVANCE_FAILED_MESSAGE;
  const [failure, setFailure] = useState<string | null>(null);
  const [resolver] = useState(() => zodResolver(stageFieldsSchema(stage)) as Resolver<FieldValues>);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: (correcting ? stageCorrectionDefaults : stageFormDefaults)(
      kind,
      stage,
      request,
      parisToday(),
    ),
  });
  const idPrefix = `stage-${useId().replace(/:/g, '')}`;
  const declared = declaredReception(kind, request as DeclaringRequest)?.quantities ?? null;
  const first = stage.fields[0];
  const { setFocus } = form;

  // The first field takes the focus as the form appears (a slot or quantities: their first control).
  useEffect(() => {
    if (!first) return;
    const path =
      first.type === 'time-slot'
        ? `${first.name}.preferredTimeSlot`
        : first.type === 'quantities'
          ? `${first.name}.${equipmentCategories[0]}`
          : first.name;
    setFocus(path);
  }, [first, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await advance.mutateAsync({ id: request.id, stage: stage.id, fields: values });
      if (correcting) stageCorrectedToast(stage.label);
      else stageUpdatedToast(stage.label);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        onConflict(serverReason(error, failedMessage));
        return;
      }
      applyServerFieldErrors(error, form.setError, fieldPaths(stage));
      setFailure(serverReason(error, failedMessage));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        correcting
          ? `Corriger l'étape «\u00a0${stage.label}\u00a0»`
          : `Passer à l'étape «\u00a0${stage.label}\u00a0»`
      }
      className="grid gap-4 rounded-lg border border-indigo-200 bg-indigo-50/40 p-4"
    >
      {stage.fields.length === 0 && (
        <p className="text-sm text-slate-700">
          Cette étape n'enregistre rien de plus&nbsp;: confirmez le passage.
        </p>
      )}
      {stage.fields
        .filter((field) => !field.hidden)
        .map((field) => (
          <StageField
            key={field.name}
            field={field}
            id={`${idPrefix}-${field.name}`}
            form={form}
            declared={field.name === 'received' || field.name === 'collected' ? declared : null}
          />
        ))}
      {failure && (
        <Notice
          tone="error"
          title={correcting ? "L'étape n'a pas été corrigée" : "L'étape n'a pas été mise à jour"}
          role="alert"
        >
          {failure}
        </Notice>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={advance.isPending}>
          Annuler
        </Button>
        <Button type="submit" variant="brand" pending={advance.isPending}>
          {correcting ? 'Enregistrer la correction' : "Enregistrer l'étape"}
        </Button>
      </div>
    </form>
  );
}
