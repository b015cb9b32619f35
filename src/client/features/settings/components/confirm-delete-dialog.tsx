/**
 * The confirmation before a deletion ("Êtes-vous sûr de vouloir supprimer … ?"), or another change that
 * cannot be undone (its button says which). It stays open while the
 * deletion runs, so a slow answer cannot be confirmed twice; the caller closes it when done.
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

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  /** The confirming button's words (« Supprimer » unless said otherwise: « Désactiver », « Générer »…). */
  confirmLabel?: string;
}

export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
  confirmLabel = 'Supprimer',
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: Action would close the dialog before the answer. */}
          <Button variant="destructive" onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
