/** Adresses d'expédition (spec §2): the saved shipping addresses as cards, with creation, edition, deletion. */
import { EmptyState, QueryContent } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { useDeleteSavedAddress } from '@client/features/settings/api/delete-saved-address';
import { useSavedAddresses } from '@client/features/settings/api/get-saved-addresses';
import { settingsErrorToast, settingsSuccessToast } from '@client/features/settings/settings-toast';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { errorMessage } from '@client/lib/api-client';
import type { SavedAddress } from '@shared/settings/saved-address.schema';
import type { LucideIcon } from 'lucide-react';
import { Building2, Mail, MapPin, Pencil, Phone, Plus, Trash2, User } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

// The form (its schema and the phone library) loads with the first opening, not with the settings page.
const AddressFormDialog = lazy(() =>
  import('./address-form-dialog').then((module) => ({ default: module.AddressFormDialog })),
);

/** The spec's wording; the no-break space keeps « ? » with its word (French typography). */
const CONFIRM_DELETE_TITLE = 'Êtes-vous sûr de vouloir supprimer cette adresse\u00a0?';

export function AddressesTab() {
  const addresses = useSavedAddresses();
  const formDialog = useDialogState<SavedAddress>();
  const deleteDialog = useDialogState<SavedAddress>();
  const deleteAddress = useDeleteSavedAddress();

  async function confirmDelete() {
    const address = deleteDialog.target;
    if (!address) return;
    try {
      await deleteAddress.mutateAsync(address.id);
      settingsSuccessToast('Adresse supprimée', address.name);
    } catch (error) {
      settingsErrorToast('Erreur', errorMessage(error));
    } finally {
      deleteDialog.close();
    }
  }

  return (
    <section aria-labelledby="addresses-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="addresses-heading" className="text-lg font-semibold text-slate-900">
            Adresses d'expédition
          </h2>
          <p className="text-sm text-muted-foreground">
            Destinations proposées dans les demandes d'enlèvement de colis et de palettes.
          </p>
        </div>
        <Button variant="brand" onClick={() => formDialog.show(null)}>
          <Plus aria-hidden="true" />
          Nouvelle adresse
        </Button>
      </div>

      <QueryContent
        query={addresses}
        loadingLabel="Chargement des adresses"
        errorTitle="Impossible de charger les adresses."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState icon={MapPin} title="Aucune adresse configurée">
              Ajoutez une destination avec «&nbsp;Nouvelle adresse&nbsp;».
            </EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {data.map((address) => (
                <li key={address.id}>
                  <AddressCard
                    address={address}
                    onEdit={() => formDialog.show(address)}
                    onDelete={() => deleteDialog.show(address)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>

      {formDialog.key > 0 && (
        <Suspense fallback={null}>
          <AddressFormDialog
            open={formDialog.open}
            onOpenChange={formDialog.onOpenChange}
            address={formDialog.target}
            formKey={formDialog.key}
          />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        open={deleteDialog.open}
        onOpenChange={deleteDialog.onOpenChange}
        title={CONFIRM_DELETE_TITLE}
        description={`«\u00a0${deleteDialog.target?.name ?? ''}\u00a0» sera définitivement supprimée.`}
        pending={deleteAddress.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function AddressLine({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: string }) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon className="mt-0.5 size-4 text-indigo-500" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 wrap-anywhere whitespace-pre-line text-slate-700">{children}</dd>
    </div>
  );
}

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="h-full gap-3">
      <CardHeader className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold wrap-anywhere text-slate-900">{address.name}</h3>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Modifier l'adresse ${address.name}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={`Supprimer l'adresse ${address.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <AddressLine icon={Building2} label="Société">
            {address.companyName}
          </AddressLine>
          <AddressLine icon={User} label="Contact">
            {address.contactName}
          </AddressLine>
          <AddressLine icon={MapPin} label="Adresse">
            {address.deliveryAddress}
          </AddressLine>
          <AddressLine icon={Mail} label="Email">
            {address.contactEmail}
          </AddressLine>
          <AddressLine icon={Phone} label="Téléphone">
            {address.contactPhone}
          </AddressLine>
        </dl>
      </CardContent>
    </Card>
  );
}
