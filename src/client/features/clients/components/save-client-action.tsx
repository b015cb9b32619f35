/**
 * "Enregistrer ce client": the request-created toast's action (see save-client-offer.ts). It creates the
 * client from the request's contact block (its name is the company's) and says "Client créé".
 */
import { ToastAction } from '@client/components/ui/toast';
import type { ClientInput } from '@shared/clients/client.schema';
import { useCreateClient } from '../api/create-client';
import { clientFailedToast, clientFailureMessages, clientSuccessToast } from '../client-toasts';

export function SaveClientAction({ client }: { client: ClientInput }) {
  const create = useCreateClient();
  return (
    <ToastAction
      altText="Enregistrer ce client dans l'annuaire des clients"
      onClick={() => {
        // The toast closes at once; the mutation goes on and its own toast replaces this one.
        create.mutateAsync(client).then(
          (saved) => clientSuccessToast('Client créé', saved.companyName),
          (error: unknown) => clientFailedToast(error, clientFailureMessages.create),
        );
      }}
    >
      Enregistrer ce client
    </ToastAction>
  );
}
