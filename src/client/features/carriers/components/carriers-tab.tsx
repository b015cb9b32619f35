/**
 * Transporteurs (issue 21): the carriers the suivi's stages offer, as cards with their tracking page shown
 * as the link a sample number gives; creation, edition, deletion (administrators). A carrier some request
 * names is archived by the server rather than deleted: the confirmation says so.
 */
import { EditDeleteButtons, SettingsListTab } from '@client/components/settings/settings-list-tab';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { useDeleteCarrier } from '@client/features/carriers/api/delete-carrier';
import { useCarriers } from '@client/features/carriers/api/get-carriers';
import { exampleTrackingUrl, sortedCarriers } from '@client/features/carriers/carrier-display';
import { serverReason } from '@client/lib/api-client';
import { formatSiret } from '@shared/company/company-identity';
import type { Carrier } from '@shared/fulfilment/carriers';
import { ExternalLink, Truck } from 'lucide-react';
import { lazy, Suspense } from 'react';

// The form (its schema and zod) loads with the first opening, not with the settings page.
const CarrierFormDialog = lazy(() =>
  import('./carrier-form-dialog').then((module) => ({ default: module.CarrierFormDialog })),
);

/** The no-break space keeps « ? » with its word (French typography). */
const CONFIRM_DELETE_TITLE = 'Êtes-vous sûr de vouloir supprimer ce transporteur\u00a0?';

export function CarriersTab() {
  const carriers = useCarriers();
  const deleteCarrier = useDeleteCarrier();
  return (
    <SettingsListTab
      headingId="carriers-heading"
      title="Transporteurs"
      description="Proposés aux étapes de suivi des demandes, avec le lien vers leur page de suivi."
      createLabel="Nouveau transporteur"
      query={carriers}
      loadingLabel="Chargement des transporteurs"
      errorTitle="Impossible de charger les transporteurs."
      empty={{
        icon: Truck,
        title: 'Aucun transporteur',
        children: 'Ajoutez un transporteur avec «\u00a0Nouveau transporteur\u00a0».',
      }}
      listClassName="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      sort={sortedCarriers}
      card={(carrier, actions) => <CarrierCard carrier={carrier} {...actions} />}
      form={({ target, formKey, ...dialog }) =>
        formKey > 0 && (
          <Suspense fallback={null}>
            <CarrierFormDialog {...dialog} carrier={target} formKey={formKey} />
          </Suspense>
        )
      }
      remove={{
        mutation: deleteCarrier,
        confirmTitle: CONFIRM_DELETE_TITLE,
        confirmDescription: (carrier) =>
          `«\u00a0${carrier?.name ?? ''}\u00a0» ne sera plus proposé aux étapes de suivi. S'il est déjà utilisé par des demandes, il est archivé\u00a0: il disparaît des choix, mais ces demandes le conservent.`,
        doneTitle: 'Transporteur supprimé',
        failureMessage: (error) => serverReason(error, 'Impossible de supprimer le transporteur.'),
      }}
    />
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
        <EditDeleteButtons subject={`le transporteur ${carrier.name}`} onEdit={onEdit} onDelete={onDelete} />
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
        {(carrier.siret || carrier.wasteTransportReceipt) && (
          <dl className="mt-1 grid gap-0.5 text-slate-700">
            {carrier.siret && (
              <div className="flex flex-wrap gap-x-1">
                <dt>SIRET&nbsp;:</dt>{' '}
                <dd className="font-medium tabular-nums">{formatSiret(carrier.siret)}</dd>
              </div>
            )}
            {carrier.wasteTransportReceipt && (
              <div className="flex flex-wrap gap-x-1">
                <dt>Récépissé&nbsp;:</dt>{' '}
                <dd className="font-medium wrap-anywhere">{carrier.wasteTransportReceipt}</dd>
              </div>
            )}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
