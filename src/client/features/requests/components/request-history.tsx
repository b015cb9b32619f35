/**
 * The details dialog's timeline: what happened to the request, oldest first — creation, edits with the
 * fields they changed, the decision, the suivi's stages (naming their carrier), the notification mails. Loads when the dialog shows the request; read
 * again after an edit or a decision (invalidateRequests) and at each opening (mails go out in the background).
 */
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import { findCarrier, useAllCarriers } from '@client/features/carriers/api/get-carriers';
import { cn } from '@client/lib/utils';
import type { RequestHistoryEntry } from '@shared/requests/request-history';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, Ban, Check, Mail, Pencil, Plus, TriangleAlert, Undo2, X } from 'lucide-react';
import { useRequestHistory } from '../api/get-request-history';
import { type HistoryLine, historyLine } from '../request-history-format';
import type { RequestKind } from '../request-types';

const tones: Record<HistoryLine['tone'], string> = {
  neutral: 'bg-slate-100 text-slate-700',
  success: 'bg-emerald-100 text-emerald-700',
  danger: 'bg-red-100 text-red-700',
  mail: 'bg-sky-100 text-sky-700',
  warning: 'bg-amber-100 text-amber-800',
};

function LineIcon({ line }: { line: HistoryLine }) {
  if (line.event === 'stage') {
    const StageIcon = line.tone === 'danger' ? Ban : line.tone === 'warning' ? Undo2 : ArrowRight;
    return <StageIcon className="size-4" aria-hidden="true" />;
  }
  const Icon =
    line.event === 'created'
      ? Plus
      : line.event === 'edited' || line.event === 'corrected'
        ? Pencil
        : line.event === 'decided'
          ? line.tone === 'danger'
            ? X
            : Check
          : line.event === 'mail-failed'
            ? TriangleAlert
            : Mail;
  return <Icon className="size-4" aria-hidden="true" />;
}

export function RequestHistory({
  kind,
  requestId,
  headingId,
}: {
  kind: RequestKind;
  requestId: number;
  headingId: string;
}) {
  const history = useRequestHistory(kind, requestId);
  // A stage that named a carrier says which (the list is cached: the suivi section reads it too).
  const namesCarrier = history.data?.some((entry) => entry.event === 'stage' && 'carrierId' in entry.fields);
  const carriers = useAllCarriers({ enabled: namesCarrier === true });
  const carrierName = (id: number) => findCarrier(carriers.data, id)?.name;
  return (
    <HistoryTimeline
      history={history}
      lineOf={(entry) => historyLine(kind, entry, carrierName)}
      headingId={headingId}
    />
  );
}

/**
 * The timeline itself, for any history in the request kinds' shape (a packaging request's too): its
 * loading and error states, then one line per entry, oldest first.
 */
export function HistoryTimeline<E extends RequestHistoryEntry>({
  history,
  lineOf,
  headingId,
}: {
  history: UseQueryResult<E[]>;
  lineOf: (entry: E) => HistoryLine;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Historique
      </h3>
      {history.isPending ? (
        <SectionLoader label="Chargement de l'historique" className="min-h-20" />
      ) : history.isError ? (
        <LoadError
          title="Impossible de charger l'historique."
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun événement enregistré.</p>
      ) : (
        <ol className="grid gap-3">
          {history.data.map((entry) => {
            const line = lineOf(entry);
            return (
              <li key={line.id} className="flex min-w-0 gap-3">
                <span
                  className={cn(
                    'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
                    tones[line.tone],
                  )}
                >
                  <LineIcon line={line} />
                </span>
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <p className="font-medium wrap-anywhere text-slate-900">{line.title}</p>
                  <time dateTime={line.at} className="text-xs text-muted-foreground">
                    {line.when}
                  </time>
                  {line.details.length > 0 && (
                    <ul className="mt-1 grid gap-0.5 text-slate-700">
                      {line.details.map((detail) => (
                        <li key={detail} className="wrap-anywhere">
                          {detail}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
