/**
 * The buttons under a form in a dialog: "Annuler" closes the dialog; the submit button shows a spinner and
 * both are disabled while the form is being saved, so a slow answer cannot be sent twice.
 */
import { Button, type ButtonProps } from '@client/components/ui/button';
import { DialogClose, DialogFooter } from '@client/components/ui/dialog';
import type { ReactNode } from 'react';

export function FormDialogFooter({
  pending,
  children,
  variant = 'brand',
}: {
  pending: boolean;
  /** The submit button's label. */
  children: ReactNode;
  variant?: ButtonProps['variant'];
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Annuler
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} pending={pending}>
        {children}
      </Button>
    </DialogFooter>
  );
}
