/**
 * "Accepter" and "Refuser" for one pending request (administrators only: the server refuses anyone else
 * with 403). Both ask for confirmation first: the acceptance says what it takes out of the packaging stock,
 * the refusal takes an optional reason.
 */
import { Button } from '@client/components/ui/button';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { type PackagingCounts, packagingCountsOf } from '../deduction-preview';
import type { RequestKind } from '../request-types';
import { useRequestDecision } from '../use-request-decision';
import { AcceptRequestDialog } from './accept-request-dialog';
import { RejectRequestDialog } from './reject-request-dialog';

/** What the buttons need of a request: a list's card, a calendar's compact card or the details. */
export type DecisionRequest = { id: number; clientCompanyName: string } & Partial<PackagingCounts>;

export function DecisionButtons({
  kind,
  request,
  size = 'sm',
}: {
  kind: RequestKind;
  request: DecisionRequest;
  /** Small on cards; the details dialog's footer uses the default size of its other buttons. */
  size?: 'sm' | 'default';
}) {
  const { decide, pending, pendingStatus, failure, reset } = useRequestDecision(kind);
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const open = (next: 'accept' | 'reject') => {
    reset();
    setDialog(next);
  };
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  return (
    <>
      <Button
        size={size}
        className="bg-emerald-600 text-white hover:bg-emerald-700"
        disabled={pending}
        aria-haspopup="dialog"
        onClick={() => open('accept')}
      >
        <Check aria-hidden="true" />
        Accepter
      </Button>
      <Button
        size={size}
        variant="destructive"
        disabled={pending}
        aria-haspopup="dialog"
        onClick={() => open('reject')}
      >
        <X aria-hidden="true" />
        Refuser
      </Button>
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
