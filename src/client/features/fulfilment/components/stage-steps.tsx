/**
 * The kind's stages as an ordered list: done ones (a check, their date, who moved the request there and
 * what they recorded), the current one highlighted (`aria-current="step"`), the next ones greyed; a
 * cancellation ends the list with its reason. Each state is said in words too, not by colour alone.
 */
import { formatDateTime } from '@client/features/requests/request-format';
import type { RequestKind } from '@client/features/requests/request-types';
import { cn } from '@client/lib/utils';
import { Ban, Check } from 'lucide-react';
import type { StageStep, StepState } from '../fulfilment-progress';

const stateText: Record<StepState, string> = {
  done: 'étape franchie',
  current: 'étape actuelle',
  next: 'étape à venir',
  cancelled: 'suivi annulé',
};

function Marker({ state, position }: { state: StepState; position: number }) {
  const base = 'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold';
  if (state === 'done')
    return (
      <span className={cn(base, 'bg-teal-600 text-white')}>
        <Check className="size-3.5" aria-hidden="true" />
      </span>
    );
  if (state === 'cancelled')
    return (
      <span className={cn(base, 'bg-red-100 text-red-700')}>
        <Ban className="size-3.5" aria-hidden="true" />
      </span>
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        state === 'current'
          ? 'bg-indigo-600 text-white ring-4 ring-indigo-100'
          : 'border border-slate-300 bg-white text-slate-500',
      )}
    >
      {position}
    </span>
  );
}

export function StageSteps({ kind, steps }: { kind: RequestKind; steps: StageStep[] }) {
  return (
    <ol aria-label="Étapes du suivi" className="grid gap-3" data-kind={kind}>
      {steps.map((step, index) => {
        const reason =
          step.state === 'cancelled' ? step.facts.find((fact) => fact.name === 'cancelReason') : null;
        const facts = step.state === 'cancelled' ? [] : step.facts;
        return (
          <li
            key={step.stage.id}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={cn(
              'flex min-w-0 gap-3 rounded-lg p-2',
              step.state === 'current' && 'bg-indigo-50 ring-1 ring-indigo-200',
              step.state === 'cancelled' && 'bg-red-50 ring-1 ring-red-200',
            )}
          >
            {/* The last stage reached is done: a check, like the ones before it. */}
            <Marker
              state={step.state === 'current' && step.stage.phase === 'done' ? 'done' : step.state}
              position={index + 1}
            />
            <div className="grid min-w-0 gap-0.5 text-sm">
              <p
                className={cn(
                  'font-medium wrap-anywhere',
                  step.state === 'next' ? 'text-slate-500' : 'text-slate-900',
                )}
              >
                {step.stage.label}
                <span className="sr-only"> ({stateText[step.state]})</span>
              </p>
              {step.at && step.state !== 'next' && (
                <p className="text-xs text-slate-600">
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                  {step.by && ` · par ${step.by}`}
                </p>
              )}
              {reason && (
                <p className="wrap-anywhere text-red-900">
                  Motif{'\u00a0'}: {reason.value}
                </p>
              )}
              {facts.length > 0 && (
                <dl className="mt-1 grid gap-0.5 text-slate-700">
                  {facts.map((fact) => (
                    <div key={fact.name} className="flex min-w-0 flex-wrap gap-x-1">
                      <dt className="text-slate-600">
                        {fact.label}
                        {'\u00a0'}:
                      </dt>
                      <dd className="min-w-0 wrap-anywhere">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
