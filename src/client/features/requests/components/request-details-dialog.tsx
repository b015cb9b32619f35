/**
 * The details dialog shared by the three request pages (spec §2 "Details dialog"): titled by kind, it shows
 * the contact, the dates, the equipment and packaging, and how the request was decided (when, by whom, why
 * it was refused). "Modifier" appears only for a pending request and only when the page passes `onEdit`;
 * "Accepter" and "Refuser" on a pending request for administrators. An accepted request shows its stage
 * beside its status and its « Suivi » section (issue 21: fulfilment-section.tsx, loaded on demand).
 * Each party says which client of the directory it is, and offers to link one (request-client-link.tsx).
 * Its history (created, edited, decided, mails: request-history.tsx) closes the body.
 * At most 4xl wide; scrolls past 90 % of the viewport height.
 */
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useUser } from '@client/features/auth/api/get-user';
import { RequestClientLink } from '@client/features/clients/components/request-client-link';
import { loadFulfilmentSection } from '@client/features/fulfilment/api/prefetch-suivi';
import { TrackingLinkPanel } from '@client/features/fulfilment/components/tracking-link-panel';
import { ofName } from '@shared/french-elision';
import { requestDetailsTitles } from '@shared/requests/request-kinds';
import { offerNumberOf, requestHeadline, requestSections } from '@shared/requests/request-summary';
import { isAdmin } from '@shared/users/user-roles';
import { Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useRequestHistory } from '../api/get-request-history';
import { formatDateTime, formatDay } from '../request-format';
import type { AnyRequest, RequestByKind, RequestKind } from '../request-types';
import { DecisionButtons } from './decision-buttons';
import { RequestBadges } from './request-badges';
import { RequestHistory } from './request-history';
import { Fact, PartyLines, RequestReference, SummaryBlock } from './request-info';

// The suivi (its stages, the reception, the stage forms) loads with the dialog of an accepted request,
// never with a list's first paint.
const FulfilmentSection = lazy(loadFulfilmentSection);

export interface RequestDetailsDialogProps<K extends RequestKind> {
  kind: K;
  /** The request shown (null while it loads); kept by the page while the closing animation runs. */
  request: RequestByKind[K] | null;
  /** Why the request could not be loaded, and how to try again. */
  error?: unknown;
  onRetry?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offers "Modifier" on a pending request; the page closes this dialog and opens its form. */
  onEdit?: (request: RequestByKind[K]) => void;
}

export function RequestDetailsDialog<K extends RequestKind>({
  kind,
  request,
  error,
  onRetry,
  open,
  onOpenChange,
  onEdit,
}: RequestDetailsDialogProps<K>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{requestDetailsTitles[kind]}</DialogTitle>
          <DialogDescription>
            {request ? `Demande ${ofName(requestHeadline(kind, request).title)}` : 'Détails de la demande'}
          </DialogDescription>
        </DialogHeader>
        {request ? (
          <DetailsBody kind={kind} request={request} />
        ) : error ? (
          <LoadError title="Impossible de charger la demande." error={error} onRetry={() => onRetry?.()} />
        ) : (
          <SectionLoader label="Chargement de la demande" />
        )}
        <DialogFooter className="flex-wrap">
          <DialogClose asChild>
            <Button variant="outline">Fermer</Button>
          </DialogClose>
          {request && request.status === 'pending' && onEdit && (
            <Button variant="brand" onClick={() => onEdit(request)}>
              <Pencil aria-hidden="true" />
              Modifier
            </Button>
          )}
          {request && request.status === 'pending' && <DetailsDecision kind={kind} request={request} />}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** An administrator decides from the details too, with the whole request in view. */
function DetailsDecision({ kind, request }: { kind: RequestKind; request: AnyRequest }) {
  const { data: user } = useUser();
  if (!isAdmin(user)) return null;
  const clientCompanyName = requestHeadline(kind, request).title;
  return <DecisionButtons kind={kind} request={{ ...request, clientCompanyName }} size="default" />;
}

function DetailsBody({ kind, request }: { kind: RequestKind; request: AnyRequest }) {
  const idPrefix = `details-${kind}-${request.id}`;
  const offerNumber = offerNumberOf(request);
  // Who and when, whichever columns the kind has (a transport: sender and recipient, its collection date).
  const headline = requestHeadline(kind, request);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <RequestReference reference={request.reference} className="text-sm text-slate-700" />
        <span className="text-lg font-semibold wrap-anywhere text-slate-900">{headline.title}</span>
        <RequestBadges
          kind={kind}
          status={request.status}
          stage={request.stage}
          plannedDate={request.plannedDate}
        />
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        {headline.parties.map((party, index) => (
          <section
            key={party.id}
            aria-labelledby={`${idPrefix}-${party.id}`}
            className="grid content-start gap-2 rounded-lg border p-4"
          >
            <h3 id={`${idPrefix}-${party.id}`} className="font-semibold text-slate-900">
              {party.title}
            </h3>
            <PartyLines party={party} withName withCompany={headline.parties.length > 1} />
            {index === 0 && offerNumber && (
              <dl className="text-sm">
                <Fact label="N° d'offre">{offerNumber}</Fact>
              </dl>
            )}
            <RequestClientLink
              kind={kind}
              request={request as unknown as { id: number } & Record<string, unknown>}
              party={party.id === 'sender' || party.id === 'recipient' ? party.id : null}
              company={party.company ?? party.contactName}
            />
          </section>
        ))}

        <section
          aria-labelledby={`${idPrefix}-dates`}
          className="grid content-start gap-2 rounded-lg border p-4"
        >
          <h3 id={`${idPrefix}-dates`} className="font-semibold text-slate-900">
            Dates
          </h3>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {headline.day && <Fact label={headline.day.label}>{formatDay(headline.day.value)}</Fact>}
            <Fact label="Créée le">{formatDateTime(request.createdAt)}</Fact>
            {request.updatedAt !== request.createdAt && (
              <Fact label="Modifiée le">{formatDateTime(request.updatedAt)}</Fact>
            )}
          </dl>
        </section>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        {requestSections(kind, request).map((section) => (
          <SummaryBlock
            key={section.id}
            section={section}
            headingId={`${idPrefix}-${section.id}`}
            headingLevel={3}
            className="rounded-lg bg-slate-50 p-4"
          />
        ))}
      </div>

      <DecisionSummary kind={kind} request={request} idPrefix={idPrefix} />

      {request.status === 'completed' && (
        <Suspense fallback={<SectionLoader label="Chargement du suivi" className="min-h-20" />}>
          <FulfilmentSection kind={kind} request={request} headingId={`${idPrefix}-suivi`} />
        </Suspense>
      )}
      {request.status === 'completed' && <TrackingLinkPanel kind={kind} requestId={request.id} />}

      <RequestHistory kind={kind} requestId={request.id} headingId={`${idPrefix}-history`} />
    </div>
  );
}

/** When and by whom a decided request was accepted or refused (and why, for a refusal). */
function DecisionSummary({
  kind,
  request,
  idPrefix,
}: {
  kind: RequestKind;
  request: AnyRequest;
  idPrefix: string;
}) {
  const decider = useDeciderName(kind, request);
  if (request.status !== 'completed' && request.status !== 'rejected') return null;
  const completed = request.status === 'completed';
  return (
    <section
      aria-labelledby={`${idPrefix}-decision`}
      className={
        completed
          ? 'grid gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4'
          : 'grid gap-2 rounded-lg border border-red-200 bg-red-50 p-4'
      }
    >
      <h3 id={`${idPrefix}-decision`} className="font-semibold text-slate-900">
        {completed ? 'Demande acceptée' : 'Demande refusée'}
      </h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Fact label={completed ? 'Acceptée le' : 'Refusée le'}>{formatDateTime(request.decidedAt)}</Fact>
        {decider && <Fact label="Par">{decider}</Fact>}
        {!completed && <Fact label="Motif du refus">{request.rejectionReason || 'Aucun motif indiqué'}</Fact>}
      </dl>
    </section>
  );
}

/**
 * The decider's name: "Vous" for the current user, else the name the request's history recorded with the
 * decision (the timeline below reads the same query, so this costs no request of its own and needs no
 * list of accounts); "Un administrateur" while it loads or for a decision recorded without a name.
 */
function useDeciderName(kind: RequestKind, request: AnyRequest): string | null {
  const { data: user } = useUser();
  const history = useRequestHistory(kind, request.id);
  if (request.decidedBy === null) return null;
  if (user && user.id === request.decidedBy) return 'Vous';
  const decision = history.data?.findLast((entry) => entry.event === 'decided');
  return decision?.actorName ?? 'Un administrateur';
}
