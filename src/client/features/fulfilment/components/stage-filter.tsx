/**
 * « Étape »: the « Terminées » tab of a request page lists the accepted requests of one stage of the suivi
 * (issue 21), « Annulée », or those accepted before the suivi (« Suivi non renseigné »). Kept in the URL
 * (?etape=…) like the search, so a reload or a shared link keeps it; an unknown value reads as « Toutes ».
 * Its options come from the stages' zod-free table: the list's first paint waits for nothing.
 */
import { NativeSelect } from '@client/components/ui/native-select';
import {
  CANCELLED_STAGE,
  cancelledStage,
  findStage,
  NO_STAGE_LABEL,
  stagesOf,
} from '@shared/fulfilment/fulfilment-stages';
import type { RequestKind } from '@shared/requests/request-kinds';
import { useId } from 'react';
import { useSearchParams } from 'react-router';

const STAGE_PARAM = 'etape';
/** The list filter's value for the requests accepted before the suivi (the API's `stage=none`). */
export const NO_STAGE_FILTER = 'none';

/** The label of a stage filter's value: a stage, « Annulée » or « Suivi non renseigné ». */
export function stageFilterLabel(kind: RequestKind, value: string): string {
  if (value === NO_STAGE_FILTER) return NO_STAGE_LABEL;
  return findStage(kind, value)?.label ?? value;
}

/** The stage of the URL (undefined: every stage) and its setter (undefined or blank removes it). */
export function useStageFilter(kind: RequestKind): [string | undefined, (next: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(STAGE_PARAM) ?? '';
  const known = value === NO_STAGE_FILTER || findStage(kind, value) !== undefined;
  function setStage(next: string | undefined) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(STAGE_PARAM, next);
        else updated.delete(STAGE_PARAM);
        return updated;
      },
      { replace: true },
    );
  }
  return [known ? value : undefined, setStage];
}

export function StageFilter({
  kind,
  value,
  onChange,
}: {
  kind: RequestKind;
  value: string | undefined;
  onChange: (next: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Étape
      </label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="min-w-0 sm:w-56"
      >
        <option value="">Toutes</option>
        {stagesOf(kind).map((stage) => (
          <option key={stage.id} value={stage.id}>
            {stage.label}
          </option>
        ))}
        <option value={CANCELLED_STAGE}>{cancelledStage.label}</option>
        <option value={NO_STAGE_FILTER}>{NO_STAGE_LABEL}</option>
      </NativeSelect>
    </div>
  );
}
