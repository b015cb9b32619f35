/** "Refuser": a confirmation with an optional reason, shown on the card once refused (spec §4). */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { TextareaField } from '@client/components/ui/form-field';
import { Notice } from '@client/components/ui/notice';
import { ofName } from '@shared/french-elision';
import { useId, useState } from 'react';

export interface RejectRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who asked (named in the question). */
  companyName: string;
  pending: boolean;
  /** Why the last attempt failed (the server's words), shown above the buttons. */
  failure: string | null;
  /** Sends the refusal; the dialog closes itself when it resolves to true. */
  onConfirm: (reason: string) => Promise<boolean>;
}

export function RejectRequestDialog({
  open,
  onOpenChange,
  companyName,
  pending,
  failure,
  onConfirm,
}: RejectRequestDialogProps) {
  const [reason, setReason] = useState('');
  const fieldId = useId();

  async function confirm() {
    if (await onConfirm(reason.trim())) {
      setReason('');
      onOpenChange(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
      title={'Refuser la demande\u00a0?'}
      description={`La demande ${ofName(companyName)} sera refusée. Cette décision est définitive.`}
      pending={pending}
      onConfirm={confirm}
      confirmLabel="Refuser"
    >
      <TextareaField
        id={fieldId}
        label="Motif du refus (facultatif)"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && (
        <Notice tone="error" title="La demande n'a pas été refusée" role="alert">
          {failure}
        </Notice>
      )}
    </ConfirmDialog>
  );
}
