/**
 * "Nouveau client" / "Modifier le client": the six fields of spec §3 "Client" with the shared schema's
 * messages (§5); the server's field messages land under the fields when it refuses the save.
 */

import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { Notice } from '@client/components/ui/notice';
import { PhoneField } from '@client/components/ui/phone-field';
import { isApiError } from '@client/lib/api-client';
import { type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import { clientDetailsPath } from '@shared/app-routes';
import { type Client, type ClientInput, clientInputSchema } from '@shared/clients/client.schema';
import { formatSiret } from '@shared/company/company.schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreateClient } from '../api/create-client';
import { getClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { clientFailedToast, clientFailureMessages, clientSuccessToast } from '../client-toasts';
import { useClaimOffer } from './claim-requests-dialog';

const clientFields = Object.keys(clientInputSchema.shape) as (keyof ClientInput)[];

interface ClientFormDialogProps extends FormDialogProps {
  /** The client to edit; null to create one. */
  client: Client | null;
  formKey: number;
}

export function ClientFormDialog({ open, onOpenChange, client, formKey }: ClientFormDialogProps) {
  const stale = useStaleReload({ record: client, openedAs: formKey, read: (c) => getClient(c.id) });
  const claim = useClaimOffer();
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={client ? 'Modifier le client' : 'Nouveau client'}
        description="Les demandes proposent ce client dès que l'on tape le début de sa société ou de son contact."
      >
        <ClientForm
          key={stale.key}
          client={stale.current}
          stale={stale}
          onDone={() => onOpenChange(false)}
          onSaved={claim.check}
        />
      </FormDialog>
      {claim.dialog}
    </>
  );
}

/** The client a 409 « Ce client existe déjà » names (decision 0074), if `error` is that answer. */
function existingClientOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const id = (error.body as { clientId?: unknown } | undefined)?.clientId;
  return typeof id === 'number' ? id : null;
}

function ClientForm({
  client,
  stale,
  onDone,
  onSaved,
}: {
  client: Client | null;
  stale: StaleReload<Client>;
  onDone: () => void;
  /** A created client, or one whose company or address changed: the requests it may claim are offered. */
  onSaved: (client: Client) => Promise<void>;
}) {
  const [existingId, setExistingId] = useState<number | null>(null);
  const create = useCreateClient();
  const update = useUpdateClient();
  const pending = create.isPending || update.isPending;
  const {
    register,
    onSubmit,
    formRef,
    formState: { errors },
  } = useDialogForm(
    {
      resolver: zodResolver(clientInputSchema),
      defaultValues: {
        name: client?.name ?? '',
        companyName: client?.companyName ?? '',
        contactName: client?.contactName ?? '',
        contactEmail: client?.contactEmail ?? '',
        contactPhone: client?.contactPhone ?? '',
        companyAddress: client?.companyAddress ?? '',
        siret: client?.siret ? formatSiret(client.siret) : '',
      },
    },
    {
      fields: clientFields,
      stale,
      save: (values) => {
        setExistingId(null);
        return client
          ? update.mutateAsync({ id: client.id, input: values, version: client.version })
          : create.mutateAsync(values);
      },
      onSaved: (saved) => {
        clientSuccessToast(client ? 'Client modifié' : 'Client créé', saved.companyName);
        if (
          !client ||
          saved.companyName !== client.companyName ||
          saved.companyAddress !== client.companyAddress
        ) {
          void onSaved(saved);
        }
      },
      onFailed: (error) => {
        const existing = existingClientOf(error);
        setExistingId(existing);
        // The notice in the form says it and links the client: no toast on top.
        if (existing === null) {
          clientFailedToast(error, client ? clientFailureMessages.update : clientFailureMessages.create);
        }
      },
      onDone,
    },
  );

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={client ? 'Enregistrer' : 'Créer le client'}
    >
      <StaleVersionNotice title="Modifié entre-temps" {...stale.notice} />
      {existingId !== null && (
        <Notice tone="warning" title="Ce client existe déjà" role="alert">
          La même société à la même adresse est déjà dans l'annuaire.{' '}
          <Link
            to={clientDetailsPath(existingId)}
            onClick={onDone}
            className="font-medium text-indigo-700 underline underline-offset-4"
          >
            Voir ce client
          </Link>
        </Notice>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="client-name"
          label="Nom"
          hint="Comment l'équipe appelle ce client."
          autoComplete="off"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          id="client-companyName"
          label="Nom de la société"
          autoComplete="organization"
          required
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <FormField
          id="client-contactName"
          label="Nom du contact"
          autoComplete="name"
          required
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <PhoneField
          id="client-contactPhone"
          label="Téléphone"
          required
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
      </div>
      <FormField
        id="client-contactEmail"
        label="Email du contact (facultatif)"
        type="email"
        autoComplete="email"
        error={errors.contactEmail?.message}
        {...register('contactEmail')}
      />
      <TextareaField
        id="client-companyAddress"
        label="Adresse de la société"
        rows={3}
        autoComplete="street-address"
        required
        error={errors.companyAddress?.message}
        {...register('companyAddress')}
      />
      <FormField
        id="client-siret"
        label="SIRET (facultatif)"
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-xs"
        hint="Repris comme producteur dans le registre des déchets."
        error={errors.siret?.message}
        {...register('siret')}
      />
    </DialogForm>
  );
}
