/**
 * « Annuler le suivi… » (administrators, before the equipment has left or been handed over): final — no
 * stage follows « Annulée » and none can be undone — so the question says so, its safe answer « Garder le
 * suivi » is the default, and the destructive one names what it does. The reason is required; for a conditioning request not shipped yet, the dialog says its packaging goes back to stock
 * (the server writes that movement in the same transaction). A refusal is told in the dialog.
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { TextareaField } from '@client/components/ui/form-field';
import { Notice } from '@client/components/ui/notice';
import { ofName } from '@shared/french-elision';
import { fulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import { useId, useState } from 'react';

export interface CancelFulfilmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who asked (named in the question). */
  companyName: string;
  /** The packaging the request took goes back to stock (a conditioning request before « Expédiée »). */
  restocks: boolean;
  pending: boolean;
  failure: string | null;
  /** The server's message for the reason, if it refused it. */
  reasonError?: string;
  /** Sends the cancellation; the dialog closes itself when it resolves to true. */
  /** Where the focus goes once closed (default: back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  onConfirm: (reason: string) => Promise<boolean>;
}

export function CancelFulfilmentDialog({
  open,
  onOpenChange,
  companyName,
  restocks,
  pending,
  failure,
  reasonError,
  onConfirm,
  onCloseAutoFocus,
}: CancelFulfilmentDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();

  function close(next: boolean) {
    if (pending) return;
    if (!next) {
      setReason('');
      setMissing(false);
    }
    onOpenChange(next);
  }

  async function confirm() {
    if (!reason.trim()) {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    if (await onConfirm(reason.trim())) close(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      title={'Annuler définitivement le suivi\u00a0?'}
      description={
        <>
          Le suivi de la demande {ofName(companyName)} passera à «{'\u00a0'}Annulée{'\u00a0'}» et s'arrêtera
          là{'\u00a0'}: <strong className="font-semibold text-slate-900">c'est définitif</strong>, personne ne
          pourra le reprendre ni revenir à une étape. La demande reste acceptée.
          {restocks && ' Les emballages déduits à son acceptation retournent au stock.'}
        </>
      }
      pending={pending}
      onConfirm={confirm}
      confirmLabel="Annuler définitivement"
      cancelLabel="Garder le suivi"
    >
      <TextareaField
        id={fieldId}
        label="Motif de l'annulation"
        rows={3}
        maxLength={1000}
        required
        value={reason}
        error={missing ? fulfilmentMessages.cancelReason : reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
      />
      {failure && (
        <Notice tone="error" title="Le suivi n'a pas été annulé" role="alert">
          {failure}
        </Notice>
      )}
    </ConfirmDialog>
  );
}
