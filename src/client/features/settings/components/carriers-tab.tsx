/**
 * Transporteurs (issue 21): the carriers the suivi's stages offer, as cards with their tracking page shown
 * as the link a sample number gives; creation, edition, deletion (administrators). A carrier some request
 * names is archived by the server rather than deleted: the confirmation says so.
 */
import { EmptyState, QueryContent } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { useDeleteCarrier } from '@client/features/carriers/api/delete-carrier';
import { useCarriers } from '@client/features/carriers/api/get-carriers';
import { exampleTrackingUrl, sortedCarriers } from '@client/features/carriers/carrier-display';
import { settingsErrorToast, settingsSuccessToast } from '@client/features/settings/settings-toast';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { serverReason } from '@client/lib/api-client';
import type { Carrier } from '@shared/fulfilment/carriers';
import { ExternalLink, Pencil, Plus, Trash2, Truck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

// The form (its schema and zod) loads with the first opening, not with the settings page.
const CarrierFormDialog = lazy(() =>
  import('./carrier-form-dialog').then((module) => ({ default: module.CarrierFormDialog })),
);

/** The no-break space keeps « ? » with its word (French typography). */
const CONFIRM_DELETE_TITLE = 'Êtes-vous sûr de vouloir supprimer ce transporteur\u00a0?';

export function CarriersTab() {
  const carriers = useCarriers();
  const formDialog = useDialogState<Carrier>();
  const deleteDialog = useDialogState<Carrier>();
  const deleteCarrier = useDeleteCarrier();

  async function confirmDelete() {
    const carrier = deleteDialog.target;
    if (!carrier) return;
    try {
      await deleteCarrier.mutateAsync(carrier.id);
      settingsSuccessToast('Transporteur supprimé', carrier.name);
    } catch (error) {
      settingsErrorToast('Erreur', serverReason(error, 'Impossible de supprimer le transporteur.'));
    } finally {
      deleteDialog.close();
    }
  }

  return (
    <section aria-labelledby="carriers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="carriers-heading" className="text-lg font-semibold text-slate-900">
            Transporteurs
          </h2>
          <p className="text-sm text-muted-foreground">
            Proposés aux étapes de suivi des demandes, avec le lien vers leur page de suivi.
          </p>
        </div>
        <Button variant="brand" onClick={() => formDialog.show(null)}>
          <Plus aria-hidden="true" />
          Nouveau transporteur
        </Button>
      </div>

      <QueryContent
        query={carriers}
        loadingLabel="Chargement des transporteurs"
        errorTitle="Impossible de charger les transporteurs."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState icon={Truck} title="Aucun transporteur">
              Ajoutez un transporteur avec «&nbsp;Nouveau transporteur&nbsp;».
            </EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {sortedCarriers(data).map((carrier) => (
                <li key={carrier.id}>
                  <CarrierCard
                    carrier={carrier}
                    onEdit={() => formDialog.show(carrier)}
                    onDelete={() => deleteDialog.show(carrier)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>

      {formDialog.key > 0 && (
        <Suspense fallback={null}>
          <CarrierFormDialog
            open={formDialog.open}
            onOpenChange={formDialog.onOpenChange}
            carrier={formDialog.target}
            formKey={formDialog.key}
          />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        open={deleteDialog.open}
        onOpenChange={deleteDialog.onOpenChange}
        title={CONFIRM_DELETE_TITLE}
        description={`«\u00a0${deleteDialog.target?.name ?? ''}\u00a0» ne sera plus proposé aux étapes de suivi. S'il est déjà utilisé par des demandes, il est archivé\u00a0: il disparaît des choix, mais ces demandes le conservent.`}
        pending={deleteCarrier.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function CarrierCard({
  carrier,
  onEdit,
  onDelete,
}: {
  carrier: Carrier;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const example = exampleTrackingUrl(carrier.trackingUrlTemplate);
  return (
    <Card className="h-full gap-3">
      <CardHeader className="flex items-start justify-between gap-2">
        <h3 className="flex min-w-0 items-center gap-2 font-semibold wrap-anywhere text-slate-900">
          <Truck className="size-4 shrink-0 text-indigo-500" aria-hidden="true" />
          {carrier.name}
        </h3>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Modifier le transporteur ${carrier.name}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={`Supprimer le transporteur ${carrier.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        {example ? (
          <>
            <p className="text-slate-700">Page de suivi, par exemple&nbsp;:</p>
            <a
              href={example}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-w-0 items-start gap-1 font-medium break-all text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              {example}
              <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">(nouvel onglet)</span>
            </a>
          </>
        ) : (
          <p className="text-muted-foreground">
            Pas de page de suivi&nbsp;: le numéro de suivi est facultatif.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
