/**
 * « Revenir à l'étape précédente » (administrators): a confirmation, since what the current stage recorded
 * is forgotten (the history keeps it). A refusal (the request moved meanwhile) is told in the dialog.
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Notice } from '@client/components/ui/notice';

export interface UndoStageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentLabel: string;
  previousLabel: string;
  pending: boolean;
  failure: string | null;
  /** Sends the step back; the dialog closes itself when it resolves to true. */
  /** Where the focus goes once closed (default: back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  onConfirm: () => Promise<boolean>;
}

export function UndoStageDialog({
  open,
  onOpenChange,
  currentLabel,
  previousLabel,
  pending,
  failure,
  onConfirm,
  onCloseAutoFocus,
}: UndoStageDialogProps) {
  async function confirm() {
    if (await onConfirm()) onOpenChange(false);
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={"Revenir à l'étape précédente\u00a0?"}
      description={
        <>
          La demande repassera de «{'\u00a0'}
          {currentLabel}
          {'\u00a0'}» à «{'\u00a0'}
          {previousLabel}
          {'\u00a0'}». Ce que l'étape «{'\u00a0'}
          {currentLabel}
          {'\u00a0'}» a enregistré sera effacé de la demande (l'historique le garde).
        </>
      }
      pending={pending}
      onConfirm={confirm}
      confirmLabel={
        <>
          Revenir à «{'\u00a0'}
          {previousLabel}
          {'\u00a0'}»
        </>
      }
      confirmVariant="brand"
    >
      {failure && (
        <Notice tone="error" title="L'étape n'a pas été modifiée" role="alert">
          {failure}
        </Notice>
      )}
    </ConfirmDialog>
  );
}
