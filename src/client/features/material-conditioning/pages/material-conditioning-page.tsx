/**
 * / and /material-conditioning, "Envoi Conditionnement" (spec §2): the four counters, "Nouvelle demande",
 * the three status tabs with their paged lists of request cards (searchable), the details dialog and, from
 * it, the form in edit mode. Decision: "Voir les détails" is on every card (the spec shows it on completed ones), because
 * a pending request is edited from its details.
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
import { Send } from 'lucide-react';
import { MaterialConditioningForm } from '../components/material-conditioning-form';

const KIND = 'material-conditioning';

export function MaterialConditioningPage() {
  const counts = useRequestCounts(KIND);
  const dialogs = useRequestDialogs(KIND);
  const [search, setSearch] = useRequestSearch();
  const filters = search ? { q: search } : {};
  // The counters show every request; the tab badges follow the search.
  const tabCounts = useRequestCounts(KIND, filters);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <RequestPageHeader
        title="Envoi Conditionnement"
        subtitle="Envoi de cartons et d'enveloppes aux clients pour le retour de leur matériel."
        onCreate={dialogs.openCreate}
      />
      <StatCards counts={counts.data} totalLabel="Total Envois" totalIcon={Send} />
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
        titles={{
          create: 'Nouvelle demande de conditionnement',
          edit: 'Modifier la demande de conditionnement',
        }}
        description="Cartons et enveloppes à envoyer au client pour le retour de son matériel."
        renderForm={(props) => <MaterialConditioningForm {...props} />}
      />
    </div>
  );
}
