/**
 * "Approuver" and "Refuser" on a pending packaging request (administrators; the server refuses anyone else).
 * Both ask for confirmation, as "Accepter" and "Refuser" do on the other requests: the approval says what
 * moves in the stock (read afresh: "le stock passera de 120 à 90 pièces"; for a supply, that it is ordered
 * and moves nothing until « Marquer comme reçu », decision 0091) and, when the server will refuse it, says
 * why and disables its « Approuver »; the refusal takes an optional reason. A refusal by the server (stock
 * changed meanwhile, already decided) stays in the dialog, which stays open — a toast would sit behind the
 * modal — and the list and the stock are read again. The dialogs and the mutation mount at the first press,
 * not with each card.
 */

import { Button } from '@client/components/ui/button';
import { useDecidePackagingRequest } from '@client/features/packaging-requests/api/decide-packaging-request';
import {
  ConfirmApprovalDialog,
  ConfirmationRefusal,
  PackagingStockPreview,
} from '@client/features/requests/components/accept-request-dialog';
import { RejectRequestDialog } from '@client/features/requests/components/reject-request-dialog';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { quantityText } from '@client/lib/french-text';
import { ofName } from '@shared/french-elision';
import { packagingRequestTypeLabels } from '@shared/stock/packaging-request.labels';
import type { PackagingRequest } from '@shared/stock/packaging-request.schema';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { approvalPreview } from '../packaging-request-stock';

const DECISION_FAILED_MESSAGE = 'Impossible de mettre à jour le statut de la demande.';

type Choice = 'approve' | 'reject';

export function PackagingRequestDecisions({ request }: { request: PackagingRequest }) {
  const [dialog, setDialog] = useState<Choice | null>(null);
  // Each opening starts a new confirmation (no failure left from the last one): 0 means never opened.
  const [session, setSession] = useState(0);
  const open = (next: Choice) => {
    setSession((current) => current + 1);
    setDialog(next);
  };
  return (
    <>
      {/* emerald-700: white text on emerald-600 is under the 4.5:1 contrast small text needs. */}
      <Button
        size="sm"
        className="bg-emerald-700 text-white hover:bg-emerald-800"
        aria-haspopup="dialog"
        onClick={() => open('approve')}
      >
        <Check aria-hidden="true" />
        Approuver
      </Button>
      <Button size="sm" variant="destructive" aria-haspopup="dialog" onClick={() => open('reject')}>
        <X aria-hidden="true" />
        Refuser
      </Button>
      {session > 0 && (
        <DecisionDialogs key={session} request={request} dialog={dialog} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/**
 * The two confirmations and the decision they send; kept while a dialog closes (its animation), remounted
 * fresh at the next opening.
 */
function DecisionDialogs({
  request,
  dialog,
  onClose,
}: {
  request: PackagingRequest;
  dialog: Choice | null;
  onClose: () => void;
}) {
  const mutation = useDecidePackagingRequest();
  const sending = mutation.isPending ? mutation.variables.decision.status : null;
  const failed = mutation.isError ? mutation.variables?.decision.status : null;
  const failure = (status: 'approved' | 'rejected') =>
    failed === status ? serverReason(mutation.error, DECISION_FAILED_MESSAGE) : null;
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };

  async function approve() {
    try {
      const approved = await mutation.mutateAsync({ id: request.id, decision: { status: 'approved' } });
      const what = `${packagingRequestTypeLabels[approved.type]} de ${quantityText(approved.quantity, approved.itemUnit)} de «\u00a0${approved.itemName}\u00a0»`;
      toast(
        approved.status === 'ordered'
          ? {
              title: 'Approvisionnement commandé',
              description: `${what} commandé\u00a0: il entrera dans le stock une fois marqué comme reçu.`,
            }
          : { title: 'Demande approuvée', description: `${what} appliqué au stock.` },
      );
      return true;
    } catch {
      return false;
    }
  }

  async function reject(reason: string) {
    try {
      await mutation.mutateAsync({
        id: request.id,
        decision: { status: 'rejected', rejectionReason: reason || null },
      });
      toast({
        title: 'Demande refusée',
        description: `La demande ${ofName(request.requester)} a été refusée.`,
      });
      return true;
    } catch {
      return false;
    }
  }

  return (
    <>
      <ConfirmApprovalDialog
        open={dialog === 'approve'}
        onOpenChange={onOpenChange}
        title="Approuver la demande"
        description={
          request.type === 'supply'
            ? `La demande ${ofName(request.requester)} sera approuvée et l'approvisionnement commandé\u00a0: le stock ne bougera qu'à sa réception («\u00a0Marquer comme reçu\u00a0»). Cette décision est définitive.`
            : `La demande ${ofName(request.requester)} sera approuvée et le mouvement appliqué au stock aussitôt. Cette décision est définitive.`
        }
        confirmLabel="Approuver"
        failureTitle="La demande n'a pas été approuvée"
        pending={sending === 'approved'}
        failure={failure('approved')}
        onConfirm={approve}
      >
        <PackagingStockPreview>
          {(items) => {
            const preview = approvalPreview(
              request,
              items.find((item) => item.id === request.itemId),
            );
            return (
              <>
                <p className="wrap-anywhere text-slate-700">{preview.movement}</p>
                {preview.refusal && (
                  <ConfirmationRefusal title="Approbation impossible en l'état">
                    {preview.refusal}
                  </ConfirmationRefusal>
                )}
              </>
            );
          }}
        </PackagingStockPreview>
      </ConfirmApprovalDialog>
      <RejectRequestDialog
        open={dialog === 'reject'}
        onOpenChange={onOpenChange}
        companyName={request.requester}
        pending={sending === 'rejected'}
        failure={failure('rejected')}
        onConfirm={reject}
      />
    </>
  );
}
