/** The buttons under a request form: "Annuler" closes the dialog; the submit button says what it does. */
import { Button } from '@client/components/ui/button';
import { DialogClose, DialogFooter } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';

export function RequestFormFooter({ editing, pending }: { editing: boolean; pending: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Annuler
        </Button>
      </DialogClose>
      <Button type="submit" variant="brand" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {editing ? 'Modifier la demande' : 'Créer la demande'}
      </Button>
    </DialogFooter>
  );
}
