/** "Nouvelle adresse" / "Modifier l'adresse" (spec §2 Shipping addresses; §5 "Saved address"). */

import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { PhoneField } from '@client/components/ui/phone-field';
import { useCreateSavedAddress } from '@client/features/saved-addresses/api/create-saved-address';
import { savedAddressesQueryOptions } from '@client/features/saved-addresses/api/get-saved-addresses';
import { savedAddressKeys } from '@client/features/saved-addresses/api/query-keys';
import { useUpdateSavedAddress } from '@client/features/saved-addresses/api/update-saved-address';
import { serverReason } from '@client/lib/api-client';
import { readInList, type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type SavedAddress,
  type SavedAddressInput,
  savedAddressInputSchema,
} from '@shared/settings/saved-address.schema';

const addressFields = Object.keys(savedAddressInputSchema.shape) as (keyof SavedAddressInput)[];

interface AddressFormDialogProps extends FormDialogProps {
  /** The address to edit; null to create one. */
  address: SavedAddress | null;
  formKey: number;
}

export function AddressFormDialog({ open, onOpenChange, address, formKey }: AddressFormDialogProps) {
  const stale = useStaleReload({
    record: address,
    openedAs: formKey,
    read: readInList(
      savedAddressKeys.all,
      savedAddressesQueryOptions(),
      'Cette adresse a été supprimée entre-temps.',
    ),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={address ? "Modifier l'adresse" : 'Nouvelle adresse'}
      description="Adresse de livraison proposée dans les demandes d'enlèvement de colis et de palettes."
    >
      <AddressForm key={stale.key} address={stale.current} stale={stale} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AddressForm({
  address,
  onDone,
  stale,
}: {
  address: SavedAddress | null;
  onDone: () => void;
  stale: StaleReload<SavedAddress>;
}) {
  const create = useCreateSavedAddress();
  const update = useUpdateSavedAddress();
  const pending = create.isPending || update.isPending;
  const {
    register,
    onSubmit,
    formRef,
    formState: { errors },
  } = useDialogForm(
    {
      resolver: zodResolver(savedAddressInputSchema),
      defaultValues: {
        name: address?.name ?? '',
        companyName: address?.companyName ?? '',
        contactName: address?.contactName ?? '',
        contactEmail: address?.contactEmail ?? '',
        contactPhone: address?.contactPhone ?? '',
        deliveryAddress: address?.deliveryAddress ?? '',
      },
    },
    {
      fields: addressFields,
      stale,
      save: (values) =>
        address
          ? update.mutateAsync({ id: address.id, input: values, version: address.version })
          : create.mutateAsync(values),
      onSaved: (_saved, values) =>
        settingsSuccessToast(address ? 'Adresse mise à jour' : 'Adresse créée', values.name),
      // A conflict (409) carries a message worth showing; anything else gets the spec's generic text.
      onFailed: (error) =>
        settingsErrorToast(
          'Erreur',
          serverReason(
            error,
            address ? "Impossible de mettre à jour l'adresse." : "Impossible de créer l'adresse.",
          ),
        ),
      onDone,
    },
  );

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={address ? 'Enregistrer' : 'Créer'}
    >
      <StaleVersionNotice title="Modifiée entre-temps" {...stale.notice} />
      <FormField
        id="address-name"
        label="Nom de l'adresse"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id="address-companyName"
        label="Nom de la société"
        autoComplete="organization"
        required
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <FormField
        id="address-contactName"
        label="Nom du contact"
        autoComplete="name"
        required
        error={errors.contactName?.message}
        {...register('contactName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="address-contactEmail"
          label="Email du contact"
          type="email"
          autoComplete="email"
          required
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <PhoneField
          id="address-contactPhone"
          label="Téléphone du contact"
          required
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
      </div>
      <TextareaField
        id="address-deliveryAddress"
        label="Adresse de livraison"
        rows={3}
        autoComplete="street-address"
        required
        error={errors.deliveryAddress?.message}
        {...register('deliveryAddress')}
      />
    </DialogForm>
  );
}
