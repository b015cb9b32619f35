/**
 * /clients/:id, a client's page (issue 14): its details with "Modifier" (and "Supprimer" for
 * administrators), then its requests of every kind with their stage, newest first, the equipment received
 * from it this year and last, and its documents (issue 23).
 */
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useUser } from '@client/features/auth/api/get-user';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { isApiError } from '@client/lib/api-client';
import { appRoutes } from '@shared/app-routes';
import type { Client } from '@shared/clients/client.schema';
import { isAdmin } from '@shared/users/user-roles';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useClient } from '../api/get-client';
import { ClientActivitySections } from '../components/client-activity';
import { ClientDetailsList } from '../components/client-card';
import { ClientRequests } from '../components/client-requests';
import { DeleteClientDialog } from '../components/delete-client-dialog';

// The form (react-hook-form, the client schema, zod, the phone library) loads with the first opening, as
// on the clients page: the page itself only shows the client and its requests.
const ClientFormDialog = lazy(() =>
  import('../components/client-form-dialog').then((module) => ({ default: module.ClientFormDialog })),
);

function BackLink() {
  return (
    <Link
      to={appRoutes.clients}
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Tous les clients
    </Link>
  );
}

export function ClientDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackLink />
      {valid ? <ClientDetails id={id} /> : <ClientNotFound />}
    </div>
  );
}

function ClientNotFound() {
  return (
    <div role="alert" className="rounded-xl border bg-white/70 p-6 text-center">
      <title>Client introuvable · Gestion Logistique</title>
      <p className="font-medium text-slate-900">Client introuvable.</p>
      <p className="text-sm text-muted-foreground">
        Il a peut-être été supprimé. Retrouvez-le dans l'annuaire.
      </p>
    </div>
  );
}

function ClientDetails({ id }: { id: number }) {
  const client = useClient(id);
  if (client.isPending) return <SectionLoader label="Chargement du client" />;
  if (client.isError) {
    if (isApiError(client.error) && client.error.status === 404) return <ClientNotFound />;
    return (
      <LoadError
        title="Impossible de charger ce client."
        error={client.error}
        onRetry={() => client.refetch()}
        retrying={client.isRefetching}
      />
    );
  }
  return <ClientView client={client.data} />;
}

function ClientView({ client }: { client: Client }) {
  const admin = isAdmin(useUser().data);
  const navigate = useNavigate();
  const formDialog = useDialogState<Client>();
  const deleteDialog = useDialogState<Client>();

  return (
    <>
      <title>{`${client.companyName} · Clients · Gestion Logistique`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
            {client.companyName}
          </h1>
          {client.name !== client.companyName && (
            <p className="wrap-anywhere text-muted-foreground">{client.name}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => formDialog.show(client)} aria-haspopup="dialog">
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
          {admin && (
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => deleteDialog.show(client)}
              aria-haspopup="dialog"
            >
              <Trash2 aria-hidden="true" />
              Supprimer
            </Button>
          )}
        </div>
      </header>

      <Card>
        <CardContent>
          <ClientDetailsList client={client} />
        </CardContent>
      </Card>

      <section aria-labelledby="client-requests-heading" className="grid gap-4">
        <h2 id="client-requests-heading" className="text-lg font-semibold text-slate-900">
          Demandes de ce client
        </h2>
        <ClientRequests clientId={client.id} />
      </section>

      <ClientActivitySections clientId={client.id} />

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
        onDeleted={() => navigate(appRoutes.clients)}
      />
    </>
  );
}
