/**
 * "Nouveau client" / "Modifier le client": the six fields of spec §3 "Client" with the shared schema's
 * messages (§5); the server's field messages land under the fields when it refuses the save.
 */
import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { PhoneField } from '@client/components/ui/phone-field';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type Client,
  type ClientInput,
  type ClientValues,
  clientInputSchema,
} from '@shared/clients/client.schema';
import { formatSiret } from '@shared/company/company.schema';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import { clientFailedToast, clientFailureMessages, clientSuccessToast } from '../client-toasts';

const clientFields = Object.keys(clientInputSchema.shape) as (keyof ClientInput)[];

interface ClientFormDialogProps extends FormDialogProps {
  /** The client to edit; null to create one. */
  client: Client | null;
  formKey: number;
}

export function ClientFormDialog({ open, onOpenChange, client, formKey }: ClientFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={client ? 'Modifier le client' : 'Nouveau client'}
      description="Les demandes proposent ce client dès que l'on tape le début de sa société ou de son contact."
    >
      <ClientForm key={formKey} client={client} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const pending = create.isPending || update.isPending;
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useDialogForm<ClientInput, ClientValues>(
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
      save: async (values) => {
        if (client) {
          const saved = await update.mutateAsync({ id: client.id, input: values });
          clientSuccessToast('Client modifié', saved.companyName);
        } else {
          const saved = await create.mutateAsync(values);
          clientSuccessToast('Client créé', saved.companyName);
        }
        onDone();
      },
      onFailure: (error) =>
        clientFailedToast(error, client ? clientFailureMessages.update : clientFailureMessages.create),
    },
  );

  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={client ? 'Enregistrer' : 'Créer le client'}
    >
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
