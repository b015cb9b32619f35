/**
 * The page of one request kind (spec §2): heading with the creation button, the four counters, the
 * searchable status tabs with their paged lists of cards (« Terminées » also by stage of the suivi), the details dialog and the form dialog (create,
 * or edit a pending request from its details). Each kind brings its texts and its form; a page that shows
 * its requests differently (the regional calendar) renders its own body around the same list.
 */
import { ExportCsvLink } from '@client/components/export-csv-link';
import { useUser } from '@client/features/auth/api/get-user';
import {
  StageFilter,
  stageFilterLabel,
  useStageFilter,
} from '@client/features/fulfilment/components/stage-filter';
import { preloadWhenIdle } from '@client/lib/preload-when-idle';
import type { RequestStatus } from '@shared/requests/request-status';
import { isAdmin } from '@shared/users/user-roles';
import type { LucideIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { requestsExportUrl } from '../api/export-requests';
import { useRequestCounts } from '../api/get-request-counts';
import type { CardItemByKind, RequestByKind, RequestKind } from '../request-types';
import { useRequestDialogs } from '../use-request-dialogs';
import { RequestCard } from './request-card';
import type { RequestFormProps } from './request-form-dialog';
import { RequestPageHeader } from './request-page-header';
import { RequestSearchField, useRequestSearch } from './request-search-field';
import { RequestStatusTabs, statusTabs } from './request-status-tabs';
import { StatCards } from './stat-cards';

// The two dialogs are not part of the page's first load: their code arrives once the page is idle, before
// the first click (a details dialog that waited for its code would open late: issue 31, point 9).
const loadDetailsDialog = () => import('./request-details-dialog');
const loadFormDialog = () => import('./request-form-dialog');
// React.lazy drops the components' type parameters: they are given back (types only, no import).
const RequestDetailsDialog = lazy(async () => ({
  default: (await loadDetailsDialog()).RequestDetailsDialog,
})) as unknown as typeof import('./request-details-dialog').RequestDetailsDialog;
const RequestFormDialog = lazy(async () => ({
  default: (await loadFormDialog()).RequestFormDialog,
})) as unknown as typeof import('./request-form-dialog').RequestFormDialog;

/** Mounted from its first opening on (then kept, for its closing animation). */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export interface RequestKindPageProps<K extends RequestKind> {
  kind: K;
  title: string;
  subtitle: string;
  /** The creation button ("Nouvelle demande" by default). */
  actionLabel?: string;
  /** The first counter ("Total Envois"…). */
  totalLabel: string;
  totalIcon: LucideIcon;
  form: {
    titles: { create: string; edit: string };
    description: string;
    render: (props: RequestFormProps<K>) => ReactNode;
    /** After a creation (the regional calendar moves to the new request's week). */
    onCreated?: (created: RequestByKind[K]) => void;
  };
  /** Controlled status tab (the regional page shares it between its two views). */
  status?: RequestStatus;
  onStatusChange?: (status: RequestStatus) => void;
  /** Replaces the list under the counters; receives the list and how to open a request's details by id. */
  renderBody?: (body: {
    list: ReactNode;
    openDetailsById: (id: number, status?: string) => void;
  }) => ReactNode;
  /** The search field's placeholder and hint, when the kind's main columns are not company, contact and offer. */
  searchPlaceholder?: string;
  searchHint?: string;
  /** Opens the creation form at once (a request handed over from another page, e.g. the regional form). */
  createOnMount?: boolean;
}

export function RequestKindPage<K extends RequestKind>({
  kind,
  title,
  subtitle,
  actionLabel,
  totalLabel,
  totalIcon,
  form,
  status,
  onStatusChange,
  renderBody,
  createOnMount = false,
  searchPlaceholder,
  searchHint,
}: RequestKindPageProps<K>) {
  const counts = useRequestCounts(kind);
  const dialogs = useRequestDialogs(kind);
  useEffect(() => {
    preloadWhenIdle(loadDetailsDialog);
    preloadWhenIdle(loadFormDialog);
  }, []);
  const detailsMounted = useOpenedOnce(dialogs.details.open);
  const formMounted = useOpenedOnce(dialogs.form.open);
  // Read once: the page asks for the form when it opens, not again at each render.
  const [createAtOnce] = useState(createOnMount);
  const showForm = dialogs.form.show;
  useEffect(() => {
    if (createAtOnce) showForm(null);
  }, [createAtOnce, showForm]);
  const admin = isAdmin(useUser().data);
  const [search, setSearch] = useRequestSearch();
  const [stage, setStage] = useStageFilter(kind);
  const filters = search ? { q: search } : {};
  // The counters count every request; the tab badges follow the search.
  const tabCounts = useRequestCounts(kind, filters);
  // The tab is followed here (even when the page does not control it) so the CSV export takes its status.
  const [ownStatus, setOwnStatus] = useState<RequestStatus>('pending');
  const currentStatus = status ?? ownStatus;
  const tabLabel = statusTabs.find((tab) => tab.status === currentStatus)?.label ?? '';
  // The stage filter belongs to the « Terminées » tab: only accepted requests have a suivi.
  const stageOption = stage ? { value: stage, label: stageFilterLabel(kind, stage) } : undefined;
  const stageFilter = currentStatus === 'completed' ? stageOption : undefined;
  const { openDetailsById } = dialogs;
  // Stable while nothing it shows changes: the list of cards is not rendered again with the page.
  const renderCard = useCallback(
    (request: CardItemByKind[K]) => (
      <RequestCard
        kind={kind}
        request={request}
        admin={admin}
        onViewDetails={() => openDetailsById(request.id, request.status)}
      />
    ),
    [kind, admin, openDetailsById],
  );

  const list = (
    <RequestStatusTabs
      kind={kind}
      counts={tabCounts.data}
      filters={filters}
      stage={stageOption}
      value={currentStatus}
      onValueChange={(next) => {
        setOwnStatus(next);
        onStatusChange?.(next);
      }}
      toolbar={
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <RequestSearchField
            value={search}
            onChange={setSearch}
            placeholder={searchPlaceholder}
            hint={searchHint}
          />
          {currentStatus === 'completed' && <StageFilter kind={kind} value={stage} onChange={setStage} />}
          <ExportCsvLink
            href={requestsExportUrl(kind, { ...filters, status: currentStatus, stage: stageFilter?.value })}
            subject={`${title}, ${tabLabel.toLowerCase()}${stageFilter ? `, ${stageFilter.label}` : ''}${search ? `, «\u00a0${search}\u00a0»` : ''}`}
          />
        </div>
      }
      renderCard={renderCard}
    />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <RequestPageHeader
        title={title}
        subtitle={subtitle}
        actionLabel={actionLabel}
        onCreate={dialogs.openCreate}
      />
      <StatCards counts={counts.data} totalLabel={totalLabel} totalIcon={totalIcon} />
      {renderBody ? renderBody({ list, openDetailsById: dialogs.openDetailsById }) : list}

      <Suspense fallback={null}>
        {detailsMounted && (
          <RequestDetailsDialog
            kind={kind}
            request={dialogs.details.request}
            error={dialogs.details.error}
            onRetry={dialogs.details.retry}
            open={dialogs.details.open}
            onOpenChange={dialogs.details.onOpenChange}
            onEdit={dialogs.openEdit}
          />
        )}
        {formMounted && (
          <RequestFormDialog
            kind={kind}
            open={dialogs.form.open}
            onOpenChange={dialogs.form.onOpenChange}
            request={dialogs.form.target}
            formKey={dialogs.form.key}
            titles={form.titles}
            description={form.description}
            renderForm={form.render}
            onCreated={form.onCreated}
          />
        )}
      </Suspense>
    </div>
  );
}
