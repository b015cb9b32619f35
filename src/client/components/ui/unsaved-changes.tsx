/**
 * What keeps a form dialog from throwing away what was typed (issue 30, decision 0085). The dialog
 * (ui/dialog.tsx) provides an `UnsavedChangesGuard`; a form inside reports that it holds unsaved changes
 * (`useUnsavedChanges(isDirty)`, react-hook-form's dirty state), and the dialog asks « Abandonner la
 * saisie ? » before it closes on Échap, the backdrop, the cross or « Annuler ». A dialog whose form is
 * untouched, or that its form closes itself after a successful save (the caller's `onOpenChange(false)`,
 * not the dialog's own closing), closes without asking.
 */
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { buttonVariants } from '@client/components/ui/button';
import { createContext, useContext, useEffect } from 'react';

export interface UnsavedChangesGuard {
  /** Marks unsaved changes as held; the returned function lets them go (saved, reset or unmounted). */
  hold: () => () => void;
}

export const UnsavedChangesContext = createContext<UnsavedChangesGuard | null>(null);

/** Tells the enclosing dialog, if any, whether this form holds changes that closing would lose. */
export function useUnsavedChanges(dirty: boolean) {
  const guard = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!guard || !dirty) return;
    return guard.hold();
  }, [guard, dirty]);
}

/** A counter of the forms holding changes: read when the dialog is about to close, so it renders nothing. */
export function createUnsavedChangesGuard(): UnsavedChangesGuard & { held: () => boolean } {
  let holders = 0;
  return {
    hold() {
      holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
      };
    },
    held: () => holders > 0,
  };
}

/**
 * The question before unsaved changes are thrown away. « Continuer la saisie » has the focus (Radix's alert
 * dialog focuses its cancel button), so Entrée or Échap keep the form; only « Abandonner la saisie » closes it.
 */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Abandonner la saisie{'\u00a0'}?</AlertDialogTitle>
          <AlertDialogDescription>
            Ce que vous avez saisi dans ce formulaire n'a pas été enregistré et sera perdu.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Continuer la saisie</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onDiscard}>
            Abandonner la saisie
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
