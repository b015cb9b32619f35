/**
 * The toasts of the request screens (spec §8 "Requests" and success toasts). Creation only queues the
 * logistics team's mail (it is sent by the mail integration), so the text promises a notification to come,
 * not one already sent — and only when the server says it queued one. Failures show the server's French
 * reason for a refused call, the spec's fallback otherwise.
 */
import type { ToastActionElement } from '@client/components/ui/toast';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { ofName } from '@shared/french-elision';
import { stagesOf } from '@shared/fulfilment/fulfilment-stages';
import type { RequestKind } from '@shared/requests/request-kinds';
import { requestMessages } from '@shared/requests/request-list.constants';
import { type RequestStatus, requestStatusLabel } from '@shared/requests/request-status';

export const CREATE_FAILED_MESSAGE = requestMessages.createFailed;
export const UPDATE_FAILED_MESSAGE = 'Impossible de modifier la demande. Veuillez réessayer.';

/**
 * Spec §8 success toasts: "Succès" when the server queued the logistics team's mail (`notificationQueued`);
 * without mail configured nothing will be sent, so the toast promises nothing.
 */
export function requestCreatedToast(notificationQueued: boolean, action?: ToastActionElement) {
  return toast(
    notificationQueued
      ? {
          title: 'Succès',
          description: "Demande créée avec succès. L'équipe logistique va être notifiée par e-mail.",
          action,
        }
      : { title: 'Demande créée avec succès', action },
  );
}

export function requestCreateFailedToast(error: unknown) {
  return toast({
    variant: 'destructive',
    title: 'Erreur',
    description: serverReason(error, CREATE_FAILED_MESSAGE),
  });
}

export function requestUpdatedToast(company?: string) {
  return toast({
    title: 'Demande modifiée',
    description: company ? `La demande ${ofName(company)} a été mise à jour.` : undefined,
  });
}

/** The server's reason (already decided, a field refused…), or the spec's text when it gives none. */
export function requestUpdateFailedToast(error: unknown) {
  return toast({
    variant: 'destructive',
    title: 'Erreur',
    description: serverReason(error, UPDATE_FAILED_MESSAGE),
  });
}

/**
 * Spec §8 "Statut mis à jour", and what happens next (issue 30): an accepted request starts its suivi at its
 * kind's first stage (« À planifier », « À préparer »), which the toast names — not « Terminé », which read
 * as work done; a refused one is « Refusé ».
 */
export function statusUpdatedToast(kind: RequestKind, status: RequestStatus) {
  return toast({
    title: 'Statut mis à jour',
    description:
      status === 'completed'
        ? `Demande acceptée\u00a0: elle est maintenant «\u00a0${stagesOf(kind)[0]?.label}\u00a0» dans le suivi.`
        : `La demande est maintenant «\u00a0${requestStatusLabel(status)}\u00a0».`,
  });
}
