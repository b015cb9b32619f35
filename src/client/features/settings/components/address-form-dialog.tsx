/** "Nouvelle adresse" / "Modifier l'adresse" (spec §2 Shipping addresses; §5 "Saved address"). */

import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { PhoneField } from '@client/components/ui/phone-field';
import { useCreateSavedAddress } from '@client/features/settings/api/create-saved-address';
import { savedAddressesQueryOptions } from '@client/features/settings/api/get-saved-addresses';
import { settingsKeys } from '@client/features/settings/api/query-keys';
import { useUpdateSavedAddress } from '@client/features/settings/api/update-saved-address';
import { settingsErrorToast, settingsSuccessToast } from '@client/features/settings/settings-toast';
import { errorMessage, serverReason } from '@client/lib/api-client';
import { staleVersionOf } from '@client/lib/stale-version';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type SavedAddress,
  type SavedAddressInput,
  savedAddressInputSchema,
} from '@shared/settings/saved-address.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

const addressFields = Object.keys(savedAddressInputSchema.shape) as (keyof SavedAddressInput)[];

interface AddressFormDialogProps extends FormDialogProps {
  /** The address to edit; null to create one. */
  address: SavedAddress | null;
  formKey: number;
}

export function AddressFormDialog({ open, onOpenChange, address, formKey }: AddressFormDialogProps) {
  // After « Recharger » (decision 0076): the address as it is now, and a new key so the form starts from it.
  const [reloaded, setReloaded] = useState<{ openedAs: number; address: SavedAddress; n: number } | null>(
    null,
  );
  const current = reloaded?.openedAs === formKey ? reloaded.address : address;
  const n = reloaded?.openedAs === formKey ? reloaded.n : 0;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={address ? "Modifier l'adresse" : 'Nouvelle adresse'}
      description="Adresse de livraison proposée dans les demandes d'enlèvement de colis et de palettes."
    >
      <AddressForm
        key={`${formKey}-${n}`}
        address={current}
        onDone={() => onOpenChange(false)}
        onReloaded={(fresh) => setReloaded({ openedAs: formKey, address: fresh, n: n + 1 })}
      />
    </FormDialog>
  );
}

/** A conflict (409) carries a message worth showing; anything else gets the spec's generic text. */
function AddressForm({
  address,
  onDone,
  onReloaded,
}: {
  address: SavedAddress | null;
  onDone: () => void;
  onReloaded: (address: SavedAddress) => void;
}) {
  const queryClient = useQueryClient();
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  /** « Recharger »: reads the addresses again and restarts the form from this one as it is now. */
  async function reload() {
    if (!address) return;
    setReloading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.savedAddresses() });
      const fresh = (await queryClient.fetchQuery(savedAddressesQueryOptions())).find(
        (item) => item.id === address.id,
      );
      if (fresh) onReloaded(fresh);
      else setStaleMessage('Cette adresse a été supprimée entre-temps.');
    } catch (error) {
      setStaleMessage(errorMessage(error));
    } finally {
      setReloading(false);
    }
  }
  const create = useCreateSavedAddress();
  const update = useUpdateSavedAddress();
  const pending = create.isPending || update.isPending;
  const {
    register,
    onSubmit,
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
      save: async (values) => {
        if (address) {
          setStaleMessage(null);
          await update.mutateAsync({ id: address.id, input: values, version: address.version });
          settingsSuccessToast('Adresse mise à jour', values.name);
        } else {
          await create.mutateAsync(values);
          settingsSuccessToast('Adresse créée', values.name);
        }
        onDone();
      },
      onFailure: (error) => {
        const stale = staleVersionOf(error);
        setStaleMessage(stale?.message ?? null);
        // The notice in the form says it and offers « Recharger »: no toast on top.
        if (stale) return;
        settingsErrorToast(
          'Erreur',
          serverReason(
            error,
            address ? "Impossible de mettre à jour l'adresse." : "Impossible de créer l'adresse.",
          ),
        );
      },
    },
  );

  return (
    <DialogForm onSubmit={onSubmit} pending={pending} submitLabel={address ? 'Enregistrer' : 'Créer'}>
      <StaleVersionNotice
        title="Modifiée entre-temps"
        message={staleMessage}
        reloading={reloading}
        onReload={reload}
      />
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
