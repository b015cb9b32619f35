/**
 * « Revenir à l'étape précédente » (administrators): a confirmation, since what the current stage recorded
 * is forgotten (the history keeps it). A refusal (the request moved meanwhile) is told in the dialog.
 */
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
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
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Revenir à l'étape précédente{'\u00a0'}?</AlertDialogTitle>
          <AlertDialogDescription>
            La demande repassera de «{'\u00a0'}
            {currentLabel}
            {'\u00a0'}» à «{'\u00a0'}
            {previousLabel}
            {'\u00a0'}». Ce que l'étape «{'\u00a0'}
            {currentLabel}
            {'\u00a0'}» a enregistré sera effacé de la demande (l'historique le garde).
          </AlertDialogDescription>
        </AlertDialogHeader>
        {failure && (
          <Notice tone="error" title="L'étape n'a pas été modifiée" role="alert">
            {failure}
          </Notice>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
          <Button variant="brand" onClick={confirm} pending={pending}>
            Revenir à «{'\u00a0'}
            {previousLabel}
            {'\u00a0'}»
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
