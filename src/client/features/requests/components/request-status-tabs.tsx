/**
 * The three status tabs of a request page (spec §2): pending, completed, rejected, each with its count badge
 * and, by default, the paged list of that status ("Charger plus") or its empty message. A page may render
 * its own content per tab (`renderContent`, the regional calendar for instance) and may control the tab.
 */
import { LoadMore } from '@client/components/layout/load-more';
import { EmptyState, LoadError, SectionLoader } from '@client/components/layout/query-states';
import { TabCount, Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useProgressiveList } from '@client/hooks/use-progressive-list';
import type { RequestCounts } from '@shared/requests/request-list.schema';
import type { RequestStatus } from '@shared/requests/request-status';
import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, Clock, Inbox, XCircle } from 'lucide-react';
import { memo, type ReactNode, useMemo } from 'react';
import { usePagedRequests } from '../api/get-requests';
import type { RequestListFilters } from '../api/query-keys';
import { countLabel } from '../count-label';
import type { CardItemByKind, RequestKind } from '../request-types';

export const statusTabs: ReadonlyArray<{
  status: RequestStatus;
  label: string;
  icon: LucideIcon;
  emptyMessage: string;
}> = [
  { status: 'pending', label: 'En attente', icon: Clock, emptyMessage: 'Aucune demande en attente' },
  { status: 'completed', label: 'Terminées', icon: CheckCircle2, emptyMessage: 'Aucune demande terminée' },
  { status: 'rejected', label: 'Rejetées', icon: XCircle, emptyMessage: 'Aucune demande rejetée' },
];

export interface RequestStatusTabsProps<K extends RequestKind> {
  kind: K;
  /** The tab badges (undefined while loading). */
  counts: RequestCounts | undefined;
  /** One card of the default list. */
  renderCard?: (request: CardItemByKind[K]) => ReactNode;
  /** Replaces the default list of a tab. */
  renderContent?: (status: RequestStatus) => ReactNode;
  /** Extra list filters (text search, date range). */
  filters?: Omit<RequestListFilters, 'status' | 'stage'>;
  /** A stage of the suivi for the « Terminées » tab (only accepted requests have one), and its label. */
  stage?: { value: string; label: string };
  pageSize?: number;
  /** Shown beside the tabs (the search field). */
  toolbar?: ReactNode;
  /** Controlled tab (default: uncontrolled, starting on pending). */
  value?: RequestStatus;
  onValueChange?: (status: RequestStatus) => void;
  className?: string;
}

export function RequestStatusTabs<K extends RequestKind>({
  kind,
  counts,
  renderCard,
  renderContent,
  filters,
  stage,
  pageSize,
  value,
  onValueChange,
  toolbar,
  className,
}: RequestStatusTabsProps<K>) {
  const search = filters?.q?.trim();
  return (
    <Tabs
      defaultValue={value === undefined ? 'pending' : undefined}
      value={value}
      onValueChange={(next) => onValueChange?.(next as RequestStatus)}
      className={className}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label="Statut des demandes">
          {statusTabs.map((tab) => (
            <TabsTrigger key={tab.status} value={tab.status} className="group">
              <tab.icon aria-hidden="true" />
              {tab.label}
              <TabCount
                value={counts ? countLabel(counts[tab.status], counts.capped?.[tab.status]) : undefined}
              />
            </TabsTrigger>
          ))}
        </TabsList>
        {toolbar}
      </div>
      {statusTabs.map((tab) => {
        const tabStage = tab.status === 'completed' ? stage : undefined;
        const emptyMessage = search
          ? `Aucune demande ne correspond à «\u00a0${search}\u00a0»`
          : tabStage
            ? `Aucune demande à l'étape «\u00a0${tabStage.label}\u00a0»`
            : tab.emptyMessage;
        return (
          <TabsContent key={tab.status} value={tab.status}>
            {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
            <h2 className="sr-only">Demandes {tab.label.toLowerCase()}</h2>
            {renderContent ? (
              renderContent(tab.status)
            ) : renderCard ? (
              <PagedRequestList
                kind={kind}
                filters={{ ...filters, status: tab.status, stage: tabStage?.value }}
                pageSize={pageSize}
                emptyMessage={emptyMessage}
                renderCard={renderCard}
              />
            ) : null}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

export interface PagedRequestListProps<K extends RequestKind> {
  kind: K;
  filters: RequestListFilters;
  pageSize?: number;
  emptyMessage: string;
  emptyIcon?: LucideIcon;
  renderCard: (request: CardItemByKind[K]) => ReactNode;
}

/** A list of request cards loaded page by page, newest first. */
export function PagedRequestList<K extends RequestKind>({
  kind,
  filters,
  pageSize,
  emptyMessage,
  emptyIcon = Inbox,
  renderCard,
}: PagedRequestListProps<K>) {
  const list = usePagedRequests(kind, filters, pageSize);
  // The same array while the pages do not change: the cards are not rendered again with the page.
  const requests = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  if (list.isPending) return <SectionLoader label="Chargement des demandes" />;
  if (list.isError) {
    return (
      <LoadError
        title="Impossible de charger les demandes."
        error={list.error}
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }

  const lastPage = list.data.pages.at(-1);
  const total = countLabel(lastPage?.total ?? requests.length, lastPage?.totalCapped);
  if (requests.length === 0) return <EmptyState icon={emptyIcon} title={emptyMessage} />;

  return (
    <div className="grid gap-4">
      <CardList requests={requests} renderCard={renderCard} />
      <LoadMore list={list} shown={`${requests.length} sur ${total} demandes affichées`} />
    </div>
  );
}

/**
 * The cards, the first few with the page and the rest just after (useProgressiveList); rendered again only
 * when the requests or the way to render them change (the page passes a stable `renderCard`).
 */
const CardList = memo(function CardList<T extends { id: number }>({
  requests,
  renderCard,
}: {
  requests: readonly T[];
  renderCard: (request: T) => ReactNode;
}) {
  const shown = useProgressiveList(requests);
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {shown.map((request) => (
        <li key={request.id}>{renderCard(request)}</li>
      ))}
    </ul>
  );
}) as <T extends { id: number }>(props: {
  requests: readonly T[];
  renderCard: (request: T) => ReactNode;
}) => ReactNode;
