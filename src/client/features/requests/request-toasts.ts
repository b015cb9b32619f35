/**
 * The toasts of the request screens (spec §8 "Requests" and success toasts). Creation only queues the
 * logistics team's mail (it is sent by the mail integration), so the text promises a notification to come,
 * not one already sent.
 */
import { toast } from '@client/hooks/use-toast';
import { isApiError } from '@client/lib/api-client';
import { requestMessages } from '@shared/requests/request-list.schema';
import { type RequestStatus, requestStatusLabel } from '@shared/requests/request-status';

export const CREATE_FAILED_MESSAGE = requestMessages.createFailed;
export const UPDATE_FAILED_MESSAGE = 'Impossible de modifier la demande. Veuillez réessayer.';

/**
 * The server's French message for a refused call (400, 403, 409…, or the unreachable-server message);
 * the fallback for a server failure, whose details are never shown.
 */
export function requestFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status < 500 && error.message) return error.message;
  return fallback;
}

export function requestCreatedToast() {
  return toast({
    title: 'Demande créée avec succès',
    description: "L'équipe logistique sera notifiée automatiquement.",
  });
}

export function requestCreateFailedToast(error: unknown) {
  return toast({
    variant: 'destructive',
    title: 'Erreur',
    description: requestFailureMessage(error, CREATE_FAILED_MESSAGE),
  });
}

export function requestUpdatedToast(company?: string) {
  return toast({
    title: 'Demande modifiée',
    description: company ? `La demande de ${company} a été mise à jour.` : undefined,
  });
}

/** A 409 (already decided) explains itself; other failures get the spec's text. */
export function requestUpdateFailedToast(error: unknown) {
  return toast({
    variant: 'destructive',
    title: 'Erreur',
    description: isApiError(error) && error.status === 409 ? error.message : UPDATE_FAILED_MESSAGE,
  });
}

export function statusUpdatedToast(status: RequestStatus) {
  return toast({
    title: 'Statut mis à jour',
    description: `La demande est maintenant « ${requestStatusLabel(status)} ».`,
  });
}

export function decisionFailedToast(error: unknown) {
  return toast({
    variant: 'destructive',
    title: 'Erreur',
    description: requestFailureMessage(error, 'Impossible de mettre à jour le statut de la demande.'),
  });
}
