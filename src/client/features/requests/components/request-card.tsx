/**
 * The request card shared by the three request pages (spec §2 "Request card"): company, contact, status,
 * offer number, equipment and packaging, dates, contact lines (pickup: destination and custom address),
 * once accepted the suivi's stage beside the status and the tracking number linked to its carrier's page,
 * the rejection reason, then the actions — "Voir les détails" when the page supplies `onViewDetails`,
 * "Accepter"/"Refuser" on pending requests for administrators; other users read why they have none.
 * It shows a list's card projection (`view=card`): the details dialog loads the whole request.
 */
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@client/components/ui/card';
import { TrackingLink } from '@client/features/fulfilment/components/tracking-link';
import { offerNumberOf, requestHeadline, requestSections } from '@shared/requests/request-summary';
import { Eye, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay } from '../request-format';
import type { CardItemByKind, RequestKind } from '../request-types';
import { DecisionButtons } from './decision-buttons';
import { RequestBadges } from './request-badges';
import { Fact, PartyLines, RequestReference, SummaryBlock } from './request-info';

export const ADMIN_ONLY_DECISION_MESSAGE =
  'Seuls les administrateurs peuvent valider ou rejeter les demandes';

export interface RequestCardProps<K extends RequestKind> {
  kind: K;
  request: CardItemByKind[K];
  /** The signed-in user decides (read once by the page, not by each card). */
  admin: boolean;
  /** Shows "Voir les détails" (the page decides on which cards). */
  onViewDetails?: () => void;
  /** Extra content at the end of the card body (kind-specific). */
  children?: ReactNode;
}

export function RequestCard<K extends RequestKind>({
  kind,
  request,
  admin,
  onViewDetails,
  children,
}: RequestCardProps<K>) {
  const pending = request.status === 'pending';
  const idPrefix = `${kind}-${request.id}`;
  const titleId = `${idPrefix}-title`;
  const offerNumber = offerNumberOf(request);
  // Who and when, whichever columns the kind has (a transport: sender → recipient, its collection date).
  const headline = requestHeadline(kind, request);
  const twoParties = headline.parties.length > 1;

  return (
    <article aria-labelledby={titleId} className="h-full">
      <Card className="h-full gap-4">
        <CardHeader className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <RequestReference reference={request.reference} />
            <h3 id={titleId} className="font-semibold wrap-anywhere text-slate-900">
              {headline.title}
            </h3>
            <p className="text-sm wrap-anywhere text-slate-600">{headline.subtitle}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            <RequestBadges
              kind={kind}
              status={request.status}
              stage={request.stage}
              plannedDate={request.plannedDate}
              stageClassName="max-w-40"
            />
          </div>
        </CardHeader>

        <CardContent className="grid flex-1 content-start gap-4">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {offerNumber && <Fact label="N° d'offre">{offerNumber}</Fact>}
            {headline.day && <Fact label={headline.day.label}>{formatDay(headline.day.value)}</Fact>}
            <Fact label="Créée le">{formatDateTime(request.createdAt)}</Fact>
            {request.trackingNumber && (
              <Fact label="N° de suivi">
                <TrackingLink trackingNumber={request.trackingNumber} carrierId={request.carrierId} />
              </Fact>
            )}
          </dl>

          <div className="grid gap-3 sm:grid-cols-2">
            {requestSections(kind, request, { compact: true }).map((section) => (
              <SummaryBlock
                key={section.id}
                section={section}
                headingId={`${idPrefix}-${section.id}`}
                className="rounded-lg bg-slate-50/80 p-3"
              />
            ))}
          </div>

          {headline.parties.map((party) =>
            twoParties ? (
              <section key={party.id} aria-labelledby={`${idPrefix}-${party.id}`} className="grid gap-1.5">
                <h4
                  id={`${idPrefix}-${party.id}`}
                  className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
                >
                  {party.title}
                </h4>
                <PartyLines party={party} withName withCompany />
              </section>
            ) : (
              <PartyLines key={party.id} party={party} />
            ),
          )}

          {request.rejectionReason && (
            <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              <p className="font-medium">Motif du refus</p>
              <p className="wrap-anywhere whitespace-pre-line">{request.rejectionReason}</p>
            </div>
          )}
          {children}
        </CardContent>

        {(onViewDetails || pending) && (
          <CardFooter className="flex-wrap gap-2">
            {onViewDetails && (
              <Button variant="outline" size="sm" onClick={onViewDetails} aria-haspopup="dialog">
                <Eye aria-hidden="true" />
                Voir les détails
              </Button>
            )}
            {pending &&
              (admin ? (
                <DecisionButtons kind={kind} request={{ ...request, clientCompanyName: headline.title }} />
              ) : (
                <p className="flex w-full items-start gap-2 text-sm text-muted-foreground">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {ADMIN_ONLY_DECISION_MESSAGE}
                </p>
              ))}
          </CardFooter>
        )}
      </Card>
    </article>
  );
}
