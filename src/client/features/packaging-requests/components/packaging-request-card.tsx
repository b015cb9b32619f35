/**
 * One packaging request: article, type in French, quantity with the article's unit, requester, needed-by
 * date, comment, creation date, status; once decided, who decided and when (and the reason of a refusal);
 * a supply received, who marked it and when (decision 0091). `actions` holds the administrator's
 * "Approuver" / "Refuser" on a pending request, « Marquer comme reçu » on a supply ordered; « Historique »
 * shows who created, decided and received it, when (loaded on opening).
 */
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@client/components/ui/card';
import { RequestReference } from '@client/features/requests/components/request-info';
import { formatDateTime, formatDay } from '@client/features/requests/request-format';
import { quantityText } from '@client/lib/french-text';
import { cn } from '@client/lib/utils';
import {
  type PackagingRequestStatus,
  packagingRequestStatusLabels,
  packagingRequestTypeLabels,
} from '@shared/stock/packaging-request.labels';
import type { PackagingRequest } from '@shared/stock/packaging-request.schema';
import { ArrowDownRight, ArrowUpRight, History } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { PackagingRequestHistory } from './packaging-request-history';

const statusClasses: Record<PackagingRequestStatus, string> = {
  pending: 'border-amber-200 bg-amber-100 text-amber-800',
  ordered: 'border-sky-200 bg-sky-100 text-sky-800',
  approved: 'border-emerald-200 bg-emerald-100 text-emerald-800',
  received: 'border-emerald-200 bg-emerald-100 text-emerald-800',
  rejected: 'border-red-200 bg-red-100 text-red-800',
};

/** What the decision was, as the card dates it: a supply approved was ordered. */
const decisionLabels: Record<PackagingRequestStatus, string> = {
  pending: 'Décidée le',
  ordered: 'Commandée le',
  approved: 'Approuvée le',
  received: 'Commandée le',
  rejected: 'Refusée le',
};

export function PackagingRequestStatusBadge({ status }: { status: PackagingRequestStatus }) {
  return (
    <Badge variant="outline" className={statusClasses[status]}>
      {packagingRequestStatusLabels[status] ?? status}
    </Badge>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere text-slate-800">{children}</dd>
    </div>
  );
}

export function PackagingRequestCard({
  request,
  actions,
}: {
  request: PackagingRequest;
  actions?: ReactNode;
}) {
  const titleId = `packaging-request-${request.id}-title`;
  const supply = request.type === 'supply';
  const TypeIcon = supply ? ArrowUpRight : ArrowDownRight;
  const decided = request.status !== 'pending' && request.decidedAt;
  const [showHistory, setShowHistory] = useState(false);
  const historyId = `packaging-request-${request.id}-history`;

  return (
    <article aria-labelledby={titleId} className="h-full">
      <Card className="h-full gap-3">
        <CardHeader className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <RequestReference reference={request.reference} />
            <h3 id={titleId} className="font-semibold wrap-anywhere text-slate-900">
              {request.itemName}
            </h3>
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <span
                className={cn(
                  'inline-flex items-center gap-1 font-medium',
                  supply ? 'text-emerald-700' : 'text-red-700',
                )}
              >
                <TypeIcon className="size-4" aria-hidden="true" />
                {packagingRequestTypeLabels[request.type] ?? request.type}
              </span>
              <span className="font-semibold tabular-nums text-slate-900">
                {quantityText(request.quantity, request.itemUnit)}
              </span>
            </p>
          </div>
          <PackagingRequestStatusBadge status={request.status} />
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-3">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Fact label="Demandeur">{request.requester}</Fact>
            <Fact label="Pour le">{request.neededBy ? formatDay(request.neededBy) : 'Non précisé'}</Fact>
            <Fact label="Créée le">{formatDateTime(request.createdAt)}</Fact>
            {decided && (
              <Fact label={decisionLabels[request.status] ?? 'Décidée le'}>
                {formatDateTime(request.decidedAt)}
                {request.decidedByName && ` par ${request.decidedByName}`}
              </Fact>
            )}
            {request.status === 'received' && request.receivedAt && (
              <Fact label="Reçue le">
                {formatDateTime(request.receivedAt)}
                {request.receivedByName && ` par ${request.receivedByName}`}
              </Fact>
            )}
          </dl>
          {request.comments && (
            <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">
              <span className="sr-only">Commentaire{'\u00a0'}: </span>
              {`«\u00a0${request.comments}\u00a0»`}
            </p>
          )}
          {request.rejectionReason && (
            <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <p className="font-medium">Motif du refus</p>
              <p className="wrap-anywhere whitespace-pre-line">{request.rejectionReason}</p>
            </div>
          )}
          {showHistory && (
            <div id={historyId}>
              <PackagingRequestHistory requestId={request.id} headingId={`${historyId}-heading`} />
            </div>
          )}
        </CardContent>
        <CardFooter className="flex-wrap gap-2">
          {actions}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showHistory}
            aria-controls={showHistory ? historyId : undefined}
            aria-label={`Historique de la demande ${request.itemName}`}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            <History aria-hidden="true" />
            Historique
          </Button>
        </CardFooter>
      </Card>
    </article>
  );
}
