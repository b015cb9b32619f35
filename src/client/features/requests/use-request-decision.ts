/**
 * Accepting or refusing a request with the spec's toasts: "Statut mis à jour" on success, a destructive
 * "Erreur" with the server's message on failure (403 for a non-admin, 409 when already decided or when the
 * packaging stock is short). Returns whether the decision was recorded.
 */

import { useDecideRequest } from './api/decide-request';
import { decisionFailedToast, statusUpdatedToast } from './request-toasts';
import type { RequestDecisionStatus, RequestKind } from './request-types';

export function useRequestDecision(kind: RequestKind) {
  const mutation = useDecideRequest(kind);

  async function decide(id: number, status: RequestDecisionStatus, rejectionReason?: string) {
    try {
      await mutation.mutateAsync({
        id,
        decision: status === 'rejected' ? { status, rejectionReason: rejectionReason || null } : { status },
      });
      statusUpdatedToast(status);
      return true;
    } catch (error) {
      decisionFailedToast(error);
      return false;
    }
  }

  return {
    decide,
    pending: mutation.isPending,
    /** The decision being sent, if any (to show a spinner on the right button). */
    pendingStatus: mutation.isPending ? (mutation.variables?.decision.status ?? null) : null,
  };
}
