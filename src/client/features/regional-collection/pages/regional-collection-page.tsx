/**
 * /regional-collection, "Collectes Région Parisienne" (spec §2): the four counters, the calendar view (the
 * default, one week Monday to Sunday) or the list view, both filtered by the same three status tabs,
 * "Nouvelle collecte", the details dialog and, from it, the form in edit mode for a pending collection.
 * The view, the week and the list's search are kept in the URL (?vue=liste, ?semaine=…, ?q=…) so a reload
 * or a shared link keeps them.
 */
import { useUser } from '@client/features/auth/api/get-user';
import { useRequestCounts } from '@client/features/requests/api/get-request-counts';
import { RequestCard } from '@client/features/requests/components/request-card';
import { RequestDetailsDialog } from '@client/features/requests/components/request-details-dialog';
import { RequestFormDialog } from '@client/features/requests/components/request-form-dialog';
import { RequestPageHeader } from '@client/features/requests/components/request-page-header';
import {
  RequestSearchField,
  useRequestSearch,
} from '@client/features/requests/components/request-search-field';
import { RequestStatusTabs } from '@client/features/requests/components/request-status-tabs';
import { StatCards } from '@client/features/requests/components/stat-cards';
import { useRequestDialogs } from '@client/features/requests/use-request-dialogs';
import type { RequestStatus } from '@shared/requests/request-status';
import { isAdmin } from '@shared/users/user.schema';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarView } from '../components/calendar-view';
import { RegionalCollectionForm } from '../components/regional-collection-form';
import { type RegionalView, ViewToggle } from '../components/view-toggle';

const KIND = 'regional-collection';
const VIEW_PARAM = 'vue';

export function RegionalCollectionPage() {
  const { data: user } = useUser();
  const admin = isAdmin(user);
  const counts = useRequestCounts(KIND);
  const dialogs = useRequestDialogs(KIND);
  const [status, setStatus] = useState<RequestStatus>('pending');
  const [search, setSearch] = useRequestSearch();
  const filters = search ? { q: search } : {};
  // The counters show every collection; the list's tab badges follow the search.
  const tabCounts = useRequestCounts(KIND, filters);
  const [params, setParams] = useSearchParams();
  const view: RegionalView = params.get(VIEW_PARAM) === 'liste' ? 'list' : 'calendar';

  function showView(next: RegionalView) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.set(VIEW_PARAM, 'liste');
        else updated.delete(VIEW_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <RequestPageHeader
        title="Collectes Région Parisienne"
        subtitle="Collecte de matériel informatique chez les clients d'Île-de-France."
        actionLabel="Nouvelle collecte"
        onCreate={dialogs.openCreate}
      />
      <StatCards counts={counts.data} totalLabel="Total Collectes" totalIcon={Truck} />

      <ViewToggle value={view} onChange={showView} />

      {view === 'calendar' ? (
        <CalendarView
          status={status}
          onStatusChange={setStatus}
          isAdmin={admin}
          onOpen={dialogs.openDetails}
        />
      ) : (
        <RequestStatusTabs
          kind={KIND}
          counts={tabCounts.data}
          filters={filters}
          toolbar={<RequestSearchField value={search} onChange={setSearch} />}
          value={status}
          onValueChange={setStatus}
          renderCard={(request) => (
            <RequestCard kind={KIND} request={request} onViewDetails={() => dialogs.openDetails(request)} />
          )}
        />
      )}

      <RequestDetailsDialog
        kind={KIND}
        request={dialogs.details.request}
        open={dialogs.details.open}
        onOpenChange={dialogs.details.onOpenChange}
        onEdit={dialogs.openEdit}
      />
      <RequestFormDialog
        kind={KIND}
        open={dialogs.form.open}
        onOpenChange={dialogs.form.onOpenChange}
        request={dialogs.form.target}
        formKey={dialogs.form.key}
        titles={{ create: 'Nouvelle collecte', edit: 'Modifier la collecte' }}
        description="Collecte de matériel informatique chez un client en Île-de-France."
        renderForm={(props) => <RegionalCollectionForm {...props} />}
      />
    </div>
  );
}
