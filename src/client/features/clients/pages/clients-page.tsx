/**
 * /clients, "Clients" (issue 14, every signed-in user): the directory in company order, searched by the
 * start of a company or contact name, loaded page after page ("Charger plus"); creation and edition for
 * everyone, deletion for administrators (refused with the server's reason while requests name the client).
 */

import { ExportCsvLink } from '@client/components/export-csv-link';
import { LoadMore } from '@client/components/layout/load-more';
import { EmptyState, LoadError, SectionLoader } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import { useUser } from '@client/features/auth/api/get-user';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { useDialogState } from '@client/hooks/use-dialog-state';
import type { Client } from '@shared/clients/client.schema';
import { isAdmin } from '@shared/users/user-roles';
import { Building2, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { clientsExportUrl } from '../api/export-clients';
import { usePagedClients } from '../api/get-clients';
import { ClientCard } from '../components/client-card';
import { ClientSearchField } from '../components/client-search-field';
import { DeleteClientDialog } from '../components/delete-client-dialog';

// The form (react-hook-form, the client schema, zod) loads with the first opening, not with the list.
const ClientFormDialog = lazy(() =>
  import('../components/client-form-dialog').then((module) => ({ default: module.ClientFormDialog })),
);

const SEARCH_DEBOUNCE_MS = 300;

export function ClientsPage() {
  const admin = isAdmin(useUser().data);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const formDialog = useDialogState<Client>();
  const deleteDialog = useDialogState<Client>();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>Clients · Gestion Logistique</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Clients</h1>
          <p className="text-muted-foreground">
            L'annuaire des sociétés clientes et de leurs contacts, proposé dans les formulaires de demande.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2" data-slot="clients-actions">
          <Button variant="brand" size="lg" onClick={() => formDialog.show(null)} aria-haspopup="dialog">
            <Plus aria-hidden="true" />
            Nouveau client
          </Button>
        </div>
      </header>

      {/* As on the request pages: the export takes what the search selects, so it sits beside it. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ClientSearchField value={search} onChange={setSearch} />
        <ExportCsvLink href={clientsExportUrl(q)} subject="annuaire des clients" />
      </div>
      <ClientList
        q={q}
        admin={admin}
        onEdit={(client) => formDialog.show(client)}
        onDelete={(client) => deleteDialog.show(client)}
      />

      {formDialog.key > 0 && (
        <Suspense fallback={null}>
          <ClientFormDialog
            open={formDialog.open}
            onOpenChange={formDialog.onOpenChange}
            client={formDialog.target}
            formKey={formDialog.key}
          />
        </Suspense>
      )}
      <DeleteClientDialog
        client={deleteDialog.target}
        open={deleteDialog.open}
        onOpenChange={deleteDialog.onOpenChange}
      />
    </div>
  );
}

function ClientList({
  q,
  admin,
  onEdit,
  onDelete,
}: {
  q: string;
  admin: boolean;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}) {
  const list = usePagedClients(q);
  if (list.isPending) return <SectionLoader label="Chargement des clients" />;
  if (list.isError) {
    return (
      <LoadError
        title="Impossible de charger les clients."
        error={list.error}
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  const clients = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages.at(-1)?.total ?? clients.length;
  if (clients.length === 0) {
    return q ? (
      <EmptyState icon={Building2} title="Aucun client trouvé">
        {`Aucune société ni aucun contact ne commence par «\u00a0${q}\u00a0».`}
      </EmptyState>
    ) : (
      <EmptyState icon={Building2} title="Aucun client enregistré">
        Ajoutez une société avec «&nbsp;Nouveau client&nbsp;».
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total > 1 ? `${total} clients` : '1 client'}
      </p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {clients.map((client) => (
          <li key={client.id}>
            <ClientCard
              client={client}
              onEdit={() => onEdit(client)}
              onDelete={admin ? () => onDelete(client) : undefined}
            />
          </li>
        ))}
      </ul>
      <LoadMore list={list} shown={`${clients.length} sur ${total} clients affichés`} />
    </div>
  );
}
