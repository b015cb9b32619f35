/**
 * The two confirmations of « Accepter » / « Refuser » and the decision they send (decision-buttons.tsx
 * mounts them on the first click, from their own chunk).
 */
import { type PackagingCounts, packagingCountsOf } from '../deduction-preview';
import type { RequestKind } from '../request-types';
import { useRequestDecision } from '../use-request-decision';
import { AcceptRequestDialog } from './accept-request-dialog';
import { RejectRequestDialog } from './reject-request-dialog';

/** What the buttons need of a request: a list's card, a calendar's compact card or the details. */
export type DecisionRequest = { id: number; clientCompanyName: string } & Partial<PackagingCounts>;

export type DecisionChoice = 'accept' | 'reject';

/**
 * The two confirmations and the decision they send. Mounted on the first click, so a card costs two
 * buttons; kept while a dialog closes (its animation), remounted fresh on the next opening. The buttons
 * behind stay enabled: while a decision is sent, its modal dialog covers them and cannot be closed.
 */
export function DecisionDialogs({
  kind,
  request,
  dialog,
  onClose,
}: {
  kind: RequestKind;
  request: DecisionRequest;
  dialog: DecisionChoice | null;
  onClose: () => void;
}) {
  const { decide, pendingStatus, failure } = useRequestDecision(kind);
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return (
    <>
      <AcceptRequestDialog
        open={dialog === 'accept'}
        onOpenChange={onOpenChange}
        companyName={request.clientCompanyName}
        packaging={packagingCountsOf(kind, request)}
        pending={pendingStatus === 'completed'}
        failure={failure?.status === 'completed' ? failure.message : null}
        onConfirm={() => decide(request.id, 'completed')}
      />
      <RejectRequestDialog
        open={dialog === 'reject'}
        onOpenChange={onOpenChange}
        companyName={request.clientCompanyName}
        pending={pendingStatus === 'rejected'}
        failure={failure?.status === 'rejected' ? failure.message : null}
        onConfirm={(reason) => decide(request.id, 'rejected', reason)}
      />
    </>
  );
}
