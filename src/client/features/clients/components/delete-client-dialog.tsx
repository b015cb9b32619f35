/**
 * The confirmation before an administrator deletes a client. It stays open while the deletion runs (a
 * slow answer cannot be confirmed twice); a refusal (409: requests name the client) shows the server's
 * reason in the toast and closes it.
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { Client } from '@shared/clients/client.schema';
import { useDeleteClient } from '../api/delete-client';
import { clientFailedToast, clientFailureMessages, clientSuccessToast } from '../client-toasts';

interface DeleteClientDialogProps {
  client: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

export function DeleteClientDialog({ client, open, onOpenChange, onDeleted }: DeleteClientDialogProps) {
  const deletion = useDeleteClient();

  async function confirm() {
    if (!client) return;
    try {
      await deletion.mutateAsync(client.id);
      clientSuccessToast('Client supprimé', client.companyName);
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      clientFailedToast(error, clientFailureMessages.delete);
      onOpenChange(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={'Êtes-vous sûr de vouloir supprimer ce client\u00a0?'}
      description={`«\u00a0${client?.companyName ?? ''}\u00a0» sera définitivement retiré de l'annuaire. Un client que des demandes mentionnent ne peut pas être supprimé.`}
      pending={deletion.isPending}
      onConfirm={confirm}
      confirmLabel="Supprimer"
    />
  );
}
