/**
 * The packaging requests of one status, newest first, page by page ("Charger plus"), with the
 * administrator's decisions on pending ones and « Marquer comme reçu » on supplies ordered: one tab of
 * PackagingRequestTabs.
 */
import { LoadMore } from '@client/components/layout/load-more';
import { EmptyState, LoadError, SectionLoader } from '@client/components/layout/query-states';
import { usePackagingRequests } from '@client/features/packaging-requests/api/get-packaging-requests';
import { useProgressiveList } from '@client/hooks/use-progressive-list';
import type { PackagingRequest, PackagingRequestStatus } from '@shared/stock/packaging-request.schema';
import { Inbox } from 'lucide-react';
import { memo, useMemo } from 'react';
import { PackagingRequestCard } from './packaging-request-card';
import { PackagingRequestDecisions } from './packaging-request-decisions';
import { PackagingSupplyReception } from './packaging-supply-reception';

export function PackagingRequestList({
  status,
  q,
  emptyMessage,
  canDecide,
}: {
  status: PackagingRequestStatus;
  /** The search (blank: none). */
  q: string;
  emptyMessage: string;
  /** Administrators: "Approuver" / "Refuser" on pending requests, « Marquer comme reçu » on ordered ones. */
  canDecide: boolean;
}) {
  const list = usePackagingRequests(status, q);
  // The same array while the pages do not change: the cards are not rendered again with the page.
  const requests = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  if (list.isPending) return <SectionLoader label="Chargement des demandes" />;
  if (list.isError) {
    return (
      <LoadError
        title="Impossible de charger les demandes d'emballages."
        error={list.error}
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }

  const total = list.data.pages.at(-1)?.total ?? requests.length;
  if (requests.length === 0) return <EmptyState icon={Inbox} title={emptyMessage} />;

  return (
    <div className="grid gap-4">
      <Cards requests={requests} canDecide={canDecide} />
      <LoadMore list={list} shown={`${requests.length} sur ${total} demandes affichées`} />
    </div>
  );
}

/** The first cards with the page, the rest just after (useProgressiveList). */
const Cards = memo(function Cards({
  requests,
  canDecide,
}: {
  requests: readonly PackagingRequest[];
  canDecide: boolean;
}) {
  const shown = useProgressiveList(requests);
  return (
    <ul className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
      {shown.map((request) => (
        <li key={request.id}>
          <PackagingRequestCard request={request} actions={decisionsFor(request, canDecide)} />
        </li>
      ))}
    </ul>
  );
});

function decisionsFor(request: PackagingRequest, canDecide: boolean) {
  if (!canDecide) return null;
  if (request.status === 'pending') return <PackagingRequestDecisions request={request} />;
  if (request.status === 'ordered') return <PackagingSupplyReception request={request} />;
  return null;
}
