/**
 * A client's requests of every kind, newest first (issue 14; by key since issue 23): kind, status and the
 * suivi's stage, date, a short summary and a link to the request's details on its kind's page; loaded page
 * after page ("Charger plus").
 */
import { LoadMore } from '@client/components/layout/load-more';
import { EmptyState, LoadError, SectionLoader } from '@client/components/layout/query-states';
import { RequestBadges } from '@client/features/requests/components/request-badges';
import { formatDateTime, formatDay } from '@client/features/requests/request-format';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { useClientRequests } from '../api/get-client-requests';
import { clientRequestDateLabel, clientRequestKindLabel, clientRequestLink } from '../client-request-display';

export function ClientRequests({ clientId }: { clientId: number }) {
  const list = useClientRequests(clientId);
  if (list.isPending) return <SectionLoader label="Chargement des demandes" />;
  if (list.isError) {
    return (
      <LoadError
        title="Impossible de charger les demandes de ce client."
        error={list.error}
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const requests = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages.at(-1)?.total ?? requests.length;
  if (requests.length === 0) {
    return (
      <EmptyState icon={Inbox} title="Aucune demande pour ce client">
        Les demandes liées à ce client (choisi dans le formulaire d'une demande, ou enregistré depuis une
        demande) apparaîtront ici.
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {requests.map((request) => (
          <li
            key={`${request.kind}-${request.id}`}
            className="grid gap-1 rounded-xl border bg-white/80 p-4 shadow-xs"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link
                to={clientRequestLink(request)}
                className="font-semibold text-indigo-700 underline-offset-4 hover:underline"
              >
                {`${clientRequestKindLabel(request)} ${request.reference}`}
              </Link>
              <span className="flex flex-wrap items-center gap-2">
                <RequestBadges kind={request.kind} status={request.status} stage={request.stage} />
              </span>
            </div>
            {request.summary && <p className="text-sm wrap-anywhere text-slate-700">{request.summary}</p>}
            <p className="text-xs text-muted-foreground">
              {request.date && `${clientRequestDateLabel(request)}\u00a0: ${formatDay(request.date)} · `}
              {`Créée le ${formatDateTime(request.createdAt)}`}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore list={list} shown={`${requests.length} sur ${total} demandes affichées`} />
    </div>
  );
}
