/**
 * /package-pickup, "Enlèvement Colis/Palettes" (spec §2): the four counters, "Nouvelle demande", the three
 * status tabs with their paged, searchable lists of cards ("Voir les détails" on every card), the details dialog and,
 * from it, the form in edit mode for a pending request.
 */
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
import { Truck } from 'lucide-react';
import { PackagePickupForm } from '../components/package-pickup-form';

const KIND = 'package-pickup';

export function PackagePickupPage() {
  const counts = useRequestCounts(KIND);
  const dialogs = useRequestDialogs(KIND);
  const [search, setSearch] = useRequestSearch();
  const filters = search ? { q: search } : {};
  // The counters show every request; the tab badges follow the search.
  const tabCounts = useRequestCounts(KIND, filters);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <RequestPageHeader
        title="Enlèvement Colis/Palettes"
        subtitle="Enlèvement de colis ou de palettes chez les clients et livraison à une adresse enregistrée."
        onCreate={dialogs.openCreate}
      />
      <StatCards counts={counts.data} totalLabel="Total Enlèvements" totalIcon={Truck} />
      <RequestStatusTabs
        kind={KIND}
        counts={tabCounts.data}
        filters={filters}
        toolbar={<RequestSearchField value={search} onChange={setSearch} />}
        renderCard={(request) => (
          <RequestCard kind={KIND} request={request} onViewDetails={() => dialogs.openDetails(request)} />
        )}
      />

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
        titles={{ create: "Nouvelle demande d'enlèvement", edit: "Modifier la demande d'enlèvement" }}
        description="Colis ou palettes à enlever chez le client et à livrer à une adresse enregistrée."
        renderForm={(props) => <PackagePickupForm {...props} />}
      />
    </div>
  );
}
