/**
 * "Nouveau client" / "Modifier le client": the six fields of spec §3 "Client" with the shared schema's
 * messages (§5); the server's field messages land under the fields when it refuses the save.
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { FormField, TextareaField } from '@client/components/ui/form-field';
import { PhoneField } from '@client/components/ui/phone-field';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type Client,
  type ClientInput,
  type ClientValues,
  clientInputSchema,
} from '@shared/clients/client.schema';
import { formatSiret } from '@shared/company/company.schema';
import { useForm } from 'react-hook-form';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import { clientFailedToast, clientFailureMessages, clientSuccessToast } from '../client-toasts';

const clientFields = Object.keys(clientInputSchema.shape) as (keyof ClientInput)[];

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; null to create one. */
  client: Client | null;
  formKey: number;
}

export function ClientFormDialog({ open, onOpenChange, client, formKey }: ClientFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{client ? 'Modifier le client' : 'Nouveau client'}</DialogTitle>
          <DialogDescription>
            Les demandes proposent ce client dès que l'on tape le début de sa société ou de son contact.
          </DialogDescription>
        </DialogHeader>
        <ClientForm key={formKey} client={client} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const pending = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ClientInput, unknown, ClientValues>({
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
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (client) {
        const saved = await update.mutateAsync({ id: client.id, input: values });
        clientSuccessToast('Client modifié', saved.companyName);
      } else {
        const saved = await create.mutateAsync(values);
        clientSuccessToast('Client créé', saved.companyName);
      }
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, clientFields);
      clientFailedToast(error, client ? clientFailureMessages.update : clientFailureMessages.create);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
      <FormDialogFooter pending={pending}>{client ? 'Enregistrer' : 'Créer le client'}</FormDialogFooter>
    </form>
  );
}
