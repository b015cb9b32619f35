/** The clients directory's toasts: "Client créé", "Client modifié", "Client supprimé", and failures. */
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';

export const clientFailureMessages = {
  create: 'Impossible de créer le client. Veuillez réessayer.',
  update: 'Impossible de modifier le client. Veuillez réessayer.',
  delete: 'Impossible de supprimer le client. Veuillez réessayer.',
} as const;

export function clientSuccessToast(
  title: 'Client créé' | 'Client modifié' | 'Client supprimé',
  company: string,
) {
  return toast({ title, description: company });
}

/** The server's French reason (a 409, a field refused) or the fallback. */
export function clientFailedToast(error: unknown, fallback: string) {
  return toast({ variant: 'destructive', title: 'Erreur', description: serverReason(error, fallback) });
}
