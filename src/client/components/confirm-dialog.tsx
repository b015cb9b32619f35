/**
 * The confirmation before an act that cannot be undone (a deletion, a refusal, a cancellation, a step back,
 * requests linked to a client): the question, what the act does, what it needs (a reason, the items it
 * concerns, the last attempt's failure), then the safe answer — focused first by Radix — and the confirming
 * button. It stays open while the act runs, so a slow answer cannot be confirmed twice; the caller closes it
 * when done (or keeps it open to show why it failed).
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
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, with its « ? ». */
  title: ReactNode;
  /** What confirming does. */
  description: ReactNode;
  /** Between the description and the buttons: a reason's field, the items concerned, the last failure. */
  children?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  /** The confirming button's words (« Supprimer », « Refuser », « Désactiver »…). */
  confirmLabel: ReactNode;
  /** Destructive unless the act destroys nothing (« Revenir à … », « Lier les demandes »). */
  confirmVariant?: 'destructive' | 'brand';
  /** The safe answer: « Annuler » unless said otherwise (« Plus tard », « Garder le suivi »). */
  cancelLabel?: string;
  /** Where the focus goes once closed (default: back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  pending,
  onConfirm,
  confirmLabel,
  confirmVariant = 'destructive',
  cancelLabel = 'Annuler',
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: Action would close the dialog before the answer. */}
          <Button variant={confirmVariant} onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
