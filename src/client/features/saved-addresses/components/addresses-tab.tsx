/** Adresses d'expédition (spec §2): the saved shipping addresses as cards, with creation, edition, deletion. */
import { EditDeleteButtons, SettingsListTab } from '@client/components/settings/settings-list-tab';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { useDeleteSavedAddress } from '@client/features/saved-addresses/api/delete-saved-address';
import { useSavedAddresses } from '@client/features/saved-addresses/api/get-saved-addresses';
import { errorMessage } from '@client/lib/api-client';
import type { SavedAddress } from '@shared/settings/saved-address.schema';
import type { LucideIcon } from 'lucide-react';
import { Building2, Mail, MapPin, Phone, User } from 'lucide-react';
import { lazy, Suspense } from 'react';

// The form (its schema and the phone library) loads with the first opening, not with the settings page.
const AddressFormDialog = lazy(() =>
  import('./address-form-dialog').then((module) => ({ default: module.AddressFormDialog })),
);

/** The spec's wording; the no-break space keeps « ? » with its word (French typography). */
const CONFIRM_DELETE_TITLE = 'Êtes-vous sûr de vouloir supprimer cette adresse\u00a0?';

export function AddressesTab() {
  const addresses = useSavedAddresses();
  const deleteAddress = useDeleteSavedAddress();
  return (
    <SettingsListTab
      headingId="addresses-heading"
      title="Adresses d'expédition"
      description="Destinations proposées dans les demandes d'enlèvement de colis et de palettes."
      createLabel="Nouvelle adresse"
      query={addresses}
      loadingLabel="Chargement des adresses"
      errorTitle="Impossible de charger les adresses."
      empty={{
        icon: MapPin,
        title: 'Aucune adresse configurée',
        children: 'Ajoutez une destination avec «\u00a0Nouvelle adresse\u00a0».',
      }}
      listClassName="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      card={(address, actions) => <AddressCard address={address} {...actions} />}
      form={({ target, formKey, ...dialog }) =>
        formKey > 0 && (
          <Suspense fallback={null}>
            <AddressFormDialog {...dialog} address={target} formKey={formKey} />
          </Suspense>
        )
      }
      remove={{
        mutation: deleteAddress,
        confirmTitle: CONFIRM_DELETE_TITLE,
        confirmDescription: (address) =>
          `«\u00a0${address?.name ?? ''}\u00a0» sera définitivement supprimée.`,
        doneTitle: 'Adresse supprimée',
        failureMessage: errorMessage,
      }}
    />
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
        <EditDeleteButtons subject={`l'adresse ${address.name}`} onEdit={onEdit} onDelete={onDelete} />
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
