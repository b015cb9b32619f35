/**
 * Accepting or refusing a request: "Statut mis à jour" on success (spec §8), saying what comes next. A failure (403 for a
 * non-admin, 409 when already decided or when the packaging stock is short) is returned as `failure`, for
 * the confirmation dialog to show: that dialog stays open and modal, where a toast would sit behind it,
 * hidden from screen readers. `decide` answers whether the decision was recorded.
 */

import { serverReason } from '@client/lib/api-client';
import { useDecideRequest } from './api/decide-request';
import { statusUpdatedToast } from './request-toasts';
import type { RequestDecisionStatus, RequestKind } from './request-types';

const DECISION_FAILED_MESSAGE = 'Impossible de mettre à jour le statut de la demande.';

export function useRequestDecision(kind: RequestKind) {
  const mutation = useDecideRequest(kind);

  async function decide(id: number, status: RequestDecisionStatus, rejectionReason?: string) {
    try {
      await mutation.mutateAsync({
        id,
        decision: status === 'rejected' ? { status, rejectionReason: rejectionReason || null } : { status },
      });
      statusUpdatedToast(kind, status);
      return true;
    } catch {
      return false;
    }
  }

  const failedStatus = mutation.isError ? (mutation.variables?.decision.status ?? null) : null;
  return {
    decide,
    pending: mutation.isPending,
    /** The decision being sent, if any (to show a spinner on the right button). */
    pendingStatus: mutation.isPending ? (mutation.variables?.decision.status ?? null) : null,
    /** Why the last decision failed, in the server's words when it gave a reason, until the next one. */
    failure: failedStatus
      ? { status: failedStatus, message: serverReason(mutation.error, DECISION_FAILED_MESSAGE) }
      : null,
    /** Forgets the last failure (a confirmation opened afresh starts clean). */
    reset: mutation.reset,
  };
}
