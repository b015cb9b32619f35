/**
 * "Approuver" and "Refuser" on a pending packaging request (administrators; the server refuses anyone else).
 * Approving applies the movement at once and says so in a toast; a refusal by the server (stock too short,
 * already decided) is a toast with its French reason, and the list and the stock are read again. "Refuser"
 * asks for an optional reason first, in the confirmation the other request kinds use.
 */
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useDecidePackagingRequest } from '@client/features/packaging-requests/api/decide-packaging-request';
import { RejectRequestDialog } from '@client/features/requests/components/reject-request-dialog';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { quantityText } from '@client/lib/french-text';
import type { PackagingRequest } from '@shared/stock/packaging-request.schema';
import { Check, X } from 'lucide-react';
import { useState } from 'react';

const DECISION_FAILED_MESSAGE = 'Impossible de mettre à jour le statut de la demande.';

export function PackagingRequestDecisions({ request }: { request: PackagingRequest }) {
  const approval = useDecidePackagingRequest();
  const rejection = useDecidePackagingRequest();
  const [rejecting, setRejecting] = useState(false);
  const busy = approval.isPending || rejection.isPending;

  async function approve() {
    try {
      const approved = await approval.mutateAsync({ id: request.id, decision: { status: 'approved' } });
      const what = approved.type === 'supply' ? 'Approvisionnement' : 'Retrait';
      toast({
        title: 'Demande approuvée',
        description: `${what} de ${quantityText(approved.quantity, approved.itemUnit)} de «\u00a0${approved.itemName}\u00a0» appliqué au stock.`,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Approbation impossible',
        description: serverReason(error, DECISION_FAILED_MESSAGE),
      });
    }
  }

  async function reject(reason: string) {
    try {
      await rejection.mutateAsync({
        id: request.id,
        decision: { status: 'rejected', rejectionReason: reason || null },
      });
      toast({ title: 'Demande refusée', description: `La demande de ${request.requester} a été refusée.` });
      return true;
    } catch {
      return false;
    }
  }

  return (
    <>
      {/* emerald-700: white text on emerald-600 is under the 4.5:1 contrast small text needs. */}
      <Button
        size="sm"
        className="bg-emerald-700 text-white hover:bg-emerald-800"
        onClick={approve}
        disabled={busy}
        aria-busy={approval.isPending || undefined}
      >
        {approval.isPending ? <Spinner /> : <Check aria-hidden="true" />}
        Approuver
      </Button>
      <Button
        size="sm"
        variant="destructive"
        aria-haspopup="dialog"
        disabled={busy}
        onClick={() => {
          rejection.reset();
          setRejecting(true);
        }}
      >
        <X aria-hidden="true" />
        Refuser
      </Button>
      <RejectRequestDialog
        open={rejecting}
        onOpenChange={setRejecting}
        companyName={request.requester}
        pending={rejection.isPending}
        failure={rejection.isError ? serverReason(rejection.error, DECISION_FAILED_MESSAGE) : null}
        onConfirm={reject}
      />
    </>
  );
}
