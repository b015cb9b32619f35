/**
 * "Accepter" and "Refuser" for one pending request (administrators only: the server refuses anyone else
 * with 403). Both ask for confirmation first: the acceptance says what it takes out of the packaging stock,
 * the refusal takes an optional reason. A list shows these buttons on every pending card, so the dialogs
 * and the decision's mutation are mounted when a button is first pressed, not with each card.
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
  const [dialog, setDialog] = useState<Choice | null>(null);
  // Each opening starts a new confirmation (no failure left from the last one): 0 means never opened.
  const [session, setSession] = useState(0);
  const open = (next: Choice) => {
    setSession((current) => current + 1);
    setDialog(next);
  };
  return (
    <>
      {/* emerald-700: white text on emerald-600 is 3.8:1, under the 4.5:1 small text needs (Lighthouse). */}
      <Button
        size={size}
        className="bg-emerald-700 text-white hover:bg-emerald-800"
        aria-haspopup="dialog"
        onClick={() => open('accept')}
      >
        <Check aria-hidden="true" />
        Accepter
      </Button>
      <Button size={size} variant="destructive" aria-haspopup="dialog" onClick={() => open('reject')}>
        <X aria-hidden="true" />
        Refuser
      </Button>
      {session > 0 && (
        <DecisionDialogs
          key={session}
          kind={kind}
          request={request}
          dialog={dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

type Choice = 'accept' | 'reject';

/**
 * The two confirmations and the decision they send. Mounted on the first click, so a card costs two
 * buttons; kept while a dialog closes (its animation), remounted fresh on the next opening. The buttons
 * behind stay enabled: while a decision is sent, its modal dialog covers them and cannot be closed.
 */
function DecisionDialogs({
  kind,
  request,
  dialog,
  onClose,
}: {
  kind: RequestKind;
  request: DecisionRequest;
  dialog: Choice | null;
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
