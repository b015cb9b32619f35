/**
 * The packaging requests of one status (or all), newest first, page by page ("Charger plus"), with the
 * administrator's decisions on pending ones. The stock page's tabs and the dialog's "Mes demandes" use it.
 */
import { LoadMore } from '@client/components/layout/load-more';
import { EmptyState, LoadError, SectionLoader } from '@client/components/layout/query-states';
import { usePackagingRequests } from '@client/features/packaging-requests/api/get-packaging-requests';
import { cn } from '@client/lib/utils';
import type { PackagingRequest, PackagingRequestStatus } from '@shared/stock/packaging-request.schema';
import { Inbox } from 'lucide-react';
import { PackagingRequestCard } from './packaging-request-card';
import { PackagingRequestDecisions } from './packaging-request-decisions';

export function PackagingRequestList({
  status,
  emptyMessage,
  canDecide,
  pageSize,
  compact = false,
}: {
  status: PackagingRequestStatus | undefined;
  emptyMessage: string;
  /** Administrators: "Approuver" / "Refuser" on pending requests. */
  canDecide: boolean;
  pageSize?: number;
  /** One column (inside a dialog). */
  compact?: boolean;
}) {
  const list = usePackagingRequests(status, pageSize);

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

  const requests = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages.at(-1)?.total ?? requests.length;
  if (requests.length === 0) return <EmptyState icon={Inbox} title={emptyMessage} />;

  return (
    <div className="grid gap-4">
      <ul className={cn('grid gap-4', !compact && 'lg:grid-cols-2 xl:grid-cols-3')}>
        {requests.map((request) => (
          <li key={request.id}>
            <PackagingRequestCard request={request} actions={decisionsFor(request, canDecide)} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} shown={`${requests.length} sur ${total} demandes affichées`} />
    </div>
  );
}

function decisionsFor(request: PackagingRequest, canDecide: boolean) {
  return canDecide && request.status === 'pending' ? <PackagingRequestDecisions request={request} /> : null;
}
