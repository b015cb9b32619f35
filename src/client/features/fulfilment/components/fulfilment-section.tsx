/**
 * The « Suivi » section of an accepted request's details (issue 21): its stage, the carrier and tracking
 * link, the planned day and slot, the kind's stages in order (done ones with their date and what they
 * recorded, the current one, the next ones greyed), what the warehouse received beside what was declared,
 * and the way forward — « Passer à l'étape : … » for anyone signed in (its form loads on demand), and
 * « Corriger l'étape : … » for what the current stage recorded (issue 30 point 9), « Revenir à
 * l'étape précédente » and « Annuler le suivi » for administrators; the request's PDF documents (issue 22:
 * request-documents.tsx). Loaded with the details dialog, so the
 * lists never carry it; the stages come from GET /api/fulfilment/stages, read once per session.
 */
import { SectionLoader } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import { Notice } from '@client/components/ui/notice';
import { useUser } from '@client/features/auth/api/get-user';
import { findCarrier, useAllCarriers } from '@client/features/carriers/api/get-carriers';
import { RequestDocuments } from '@client/features/documents/components/request-documents';
import { plannedSlot, timeSlotText } from '@client/features/regional-collection/time-slot';
import { useRequestHistory } from '@client/features/requests/api/get-request-history';
import { Fact } from '@client/features/requests/components/request-info';
import { formatDay } from '@client/features/requests/request-format';
import type { AnyRequest, RequestKind } from '@client/features/requests/request-types';
import { isApiError, serverReason } from '@client/lib/api-client';
import {
  CANCELLED_STAGE,
  type FulfilmentRecord,
  restocksOnCancel,
} from '@shared/fulfilment/fulfilment-stages';
import { requestHeadline } from '@shared/requests/request-summary';
import { isAdmin } from '@shared/users/user-roles';
import { ArrowRight, Ban, PencilLine, Undo2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCancelFulfilment } from '../api/cancel-fulfilment';
import { useFulfilmentStages } from '../api/get-fulfilment-stages';
import { useUndoFulfilment } from '../api/undo-fulfilment';
import { stageSteps } from '../fulfilment-progress';
import { fulfilmentCancelledToast, stageUpdatedToast } from '../fulfilment-toasts';
import { CancelFulfilmentDialog } from './cancel-fulfilment-dialog';
import { ReceptionSummary } from './reception-summary';
import { StageBadge } from './stage-badge';
import { StageSteps } from './stage-steps';
import { TrackingNumber } from './tracking-link';
import { UndoStageDialog } from './undo-stage-dialog';

// The form (react-hook-form, zod, the stage's schema) comes when a move is asked for; preloaded below.
const loadStageForm = () => import('./stage-form');
const StageForm = lazy(loadStageForm);

const UNDO_FAILED = "Impossible de revenir à l'étape précédente. Veuillez réessayer.";
const CANCEL_FAILED = "Impossible d'annuler le suivi. Veuillez réessayer.";

export interface FulfilmentSectionProps {
  kind: RequestKind;
  /** An accepted request, as GET /{id} answers it. */
  request: AnyRequest;
  headingId: string;
}

export default function FulfilmentSection({ kind, request, headingId }: FulfilmentSectionProps) {
  const stagesQuery = useFulfilmentStages();
  const carriers = useAllCarriers();
  const history = useRequestHistory(kind, request.id);
  const admin = isAdmin(useUser().data);
  /** The stage form shown: the move to the next stage, or the correction of the current one. */
  const [form, setForm] = useState<'advance' | 'correct' | null>(null);
  const [undoOpen, setUndoOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  /** Why the last move was refused because the request had moved meanwhile (shown until the next try). */
  const [conflict, setConflict] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const advanceButtonRef = useRef<HTMLButtonElement>(null);
  const correctButtonRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const undo = useUndoFulfilment(kind);
  const cancel = useCancelFulfilment(kind);
  const fulfilment: FulfilmentRecord = request.fulfilment ?? {
    stage: request.stage,
    stageAt: request.stageAt,
  };

  // Whoever opens an accepted request may move it next: its form is fetched while they read.
  useEffect(() => {
    void loadStageForm().catch(() => {});
  }, []);

  const all = stagesQuery.data?.[kind];
  if (!all) {
    return (
      <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Suivi
        </h3>
        {stagesQuery.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {serverReason(stagesQuery.error, 'Impossible de charger les étapes du suivi.')}
          </p>
        ) : (
          <SectionLoader label="Chargement du suivi" className="min-h-20" />
        )}
      </section>
    );
  }

  const stages = all.filter((stage) => stage.id !== CANCELLED_STAGE);
  const cancelledStage = all.find((stage) => stage.id === CANCELLED_STAGE);
  const carrierName = (id: number) => findCarrier(carriers.data, id)?.name;
  const steps = stageSteps(stages, cancelledStage, fulfilment, history.data, carrierName);
  const cancelled = fulfilment.stage === CANCELLED_STAGE;
  // No stage recorded (accepted before the suivi): it stands at the first stage.
  const index = cancelled
    ? -1
    : Math.max(
        0,
        stages.findIndex((stage) => stage.id === fulfilment.stage),
      );
  const current = cancelled ? undefined : stages[index];
  const next = cancelled ? undefined : stages[index + 1];
  const previous = fulfilment.stage && index > 0 ? stages[index - 1] : undefined;
  const cancellable = !cancelled && (fulfilment.stage === null || current?.cancellable === true);
  // What the current stage recorded can be corrected by whoever may move the request on (issue 30 point 9).
  const correctable = fulfilment.stage !== null && current?.fields.some((field) => !field.hidden) === true;
  const formStage = form === 'advance' ? next : form === 'correct' ? current : undefined;
  const carrier = findCarrier(carriers.data, request.carrierId);
  const slot = timeSlotText(plannedSlot(fulfilment) ?? { preferredTimeSlot: null, specificTime: null });
  const company = requestHeadline(kind, request).title;

  /** After a move, the reader starts again from the section's heading, which says where the request is. */
  function afterMove() {
    setConflict(null);
    setForm(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  /** A confirmation closing after a move: the focus goes to the heading, not to the button that is gone. */
  function focusAfterDialog(event: Event) {
    if (!moved.current) return;
    moved.current = false;
    event.preventDefault();
    headingRef.current?.focus();
  }

  async function confirmUndo(): Promise<boolean> {
    // The stage shown is the one undone: if the request has left it meanwhile, the server refuses (409).
    if (!current) return false;
    try {
      await undo.mutateAsync({ id: request.id, stage: current.id });
      if (previous) stageUpdatedToast(previous.label, true);
      moved.current = true;
      afterMove();
      return true;
    } catch {
      return false;
    }
  }

  async function confirmCancel(reason: string): Promise<boolean> {
    try {
      await cancel.mutateAsync({ id: request.id, input: { reason } });
      fulfilmentCancelledToast(company, restocks);
      moved.current = true;
      afterMove();
      return true;
    } catch {
      return false;
    }
  }

  // A conditioning request not shipped yet still holds its packaging: a cancellation gives it back.
  const restocks = restocksOnCancel(kind, fulfilment.stage);
  const cancelReasonError =
    isApiError(cancel.error) && cancel.error.errors ? cancel.error.errors.reason : undefined;

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-slate-900 outline-none"
        >
          Suivi
        </h3>
        <StageBadge
          kind={kind}
          status={request.status}
          stage={fulfilment.stage}
          plannedDate={request.plannedDate}
        />
      </div>

      {(request.carrierId !== null || request.trackingNumber || request.plannedDate || slot) && (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {request.carrierId !== null && (
            <Fact label="Transporteur">{carrier?.name ?? 'Transporteur inconnu'}</Fact>
          )}
          {request.trackingNumber && (
            <Fact label="N° de suivi">
              <TrackingNumber trackingNumber={request.trackingNumber} carrier={carrier} />
            </Fact>
          )}
          {request.plannedDate && <Fact label="Date prévue">{formatDay(request.plannedDate)}</Fact>}
          {slot && <Fact label="Créneau prévu">{slot}</Fact>}
        </dl>
      )}

      <StageSteps kind={kind} steps={steps} />

      <ReceptionSummary kind={kind} request={request} fulfilment={fulfilment} />

      {conflict && (
        <Notice tone="warning" title="L'étape n'a pas été mise à jour" role="alert">
          {conflict}
        </Notice>
      )}
      {form === null && (next || correctable) && (
        <div className="flex flex-wrap gap-2">
          {next && (
            <Button
              ref={advanceButtonRef}
              variant="brand"
              onClick={() => {
                setConflict(null);
                setForm('advance');
              }}
            >
              <ArrowRight aria-hidden="true" />
              Passer à l'étape{'\u00a0'}: {next.label}
            </Button>
          )}
          {correctable && current && (
            <Button
              ref={correctButtonRef}
              variant="outline"
              onClick={() => {
                setConflict(null);
                setForm('correct');
              }}
            >
              <PencilLine aria-hidden="true" />
              Corriger l'étape{'\u00a0'}: {current.label}
            </Button>
          )}
        </div>
      )}
      {formStage && (
        <div>
          <Suspense fallback={<SectionLoader label="Chargement du formulaire" className="min-h-20" />}>
            <StageForm
              // Another stage (the request moved meanwhile) is another form.
              key={`${form}-${formStage.id}`}
              kind={kind}
              request={request}
              stage={formStage}
              correcting={form === 'correct'}
              onDone={afterMove}
              onCancel={() => {
                const button = form === 'advance' ? advanceButtonRef : correctButtonRef;
                setForm(null);
                requestAnimationFrame(() => button.current?.focus());
              }}
              onConflict={(reason) => {
                setConflict(reason);
                setForm(null);
                requestAnimationFrame(() => headingRef.current?.focus());
              }}
            />
          </Suspense>
        </div>
      )}
      {!next && !cancelled && (
        <p className="text-sm text-slate-700">Le suivi de cette demande est terminé.</p>
      )}

      <RequestDocuments kind={kind} request={request} headingId={`${headingId}-documents`} />

      {admin && previous && current && (
        <div className="flex flex-wrap gap-2 border-t pt-3">
          <Button variant="outline" size="sm" onClick={() => setUndoOpen(true)} aria-haspopup="dialog">
            <Undo2 aria-hidden="true" />
            Revenir à l'étape précédente
          </Button>
        </div>
      )}
      {/* Apart from the steps and from the dialog's own buttons: the one act here that cannot be undone. */}
      {admin && cancellable && (
        <div className="grid gap-2 rounded-lg border border-red-200 bg-red-50/60 p-3 sm:flex sm:items-center sm:justify-between">
          <p className="text-sm text-red-900">
            Annuler le suivi l'arrête définitivement{'\u00a0'}: il ne pourra pas reprendre.
          </p>
          <Button
            variant="outline"
            size="sm"
            className="w-fit border-red-300 text-red-800 hover:text-red-900"
            onClick={() => setCancelOpen(true)}
            aria-haspopup="dialog"
          >
            <Ban aria-hidden="true" />
            Annuler le suivi…
          </Button>
        </div>
      )}

      {previous && current && (
        <UndoStageDialog
          open={undoOpen}
          onOpenChange={(open) => {
            setUndoOpen(open);
            if (!open) undo.reset();
          }}
          currentLabel={current.label}
          previousLabel={previous.label}
          pending={undo.isPending}
          failure={undo.isError ? serverReason(undo.error, UNDO_FAILED) : null}
          onConfirm={confirmUndo}
          onCloseAutoFocus={focusAfterDialog}
        />
      )}
      <CancelFulfilmentDialog
        open={cancelOpen}
        onOpenChange={(open) => {
          setCancelOpen(open);
          if (!open) cancel.reset();
        }}
        companyName={company}
        restocks={restocks}
        pending={cancel.isPending}
        failure={cancel.isError ? serverReason(cancel.error, CANCEL_FAILED) : null}
        reasonError={cancelReasonError}
        onConfirm={confirmCancel}
        onCloseAutoFocus={focusAfterDialog}
      />
    </section>
  );
}
