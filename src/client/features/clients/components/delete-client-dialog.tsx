/**
 * The confirmation before an administrator deletes a client. It stays open while the deletion runs (a
 * slow answer cannot be confirmed twice); a refusal (409: requests name the client) shows the server's
 * reason in the toast and closes it.
 */
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
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
  const pending = deletion.isPending;

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
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Êtes-vous sûr de vouloir supprimer ce client&nbsp;?</AlertDialogTitle>
          <AlertDialogDescription>
            {`«\u00a0${client?.companyName ?? ''}\u00a0» sera définitivement retiré de l'annuaire. Un client que des demandes mentionnent ne peut pas être supprimé.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: Action would close the dialog before the answer. */}
          <Button variant="destructive" onClick={confirm} pending={pending}>
            Supprimer
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
