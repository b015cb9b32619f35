/**
 * "Nouvelle collecte" / "Modifier la collecte": the regional form in a dialog (spec §2). Editing is offered
 * from the details dialog of a pending request; the submit button then reads "Modifier la demande".
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useSaveRequest } from '@client/features/requests/use-save-request';
import type { RegionalCollectionRequest } from '@shared/requests/regional-collection.schema';
import { RegionalCollectionForm, type RegionalCollectionValues } from './regional-collection-form';

interface RegionalCollectionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request to edit; null to create one. */
  request: RegionalCollectionRequest | null;
  /** Changes at every opening so the form starts from fresh values. */
  formKey: number;
}

export function RegionalCollectionFormDialog({
  open,
  onOpenChange,
  request,
  formKey,
}: RegionalCollectionFormDialogProps) {
  const { save, pending } = useSaveRequest('regional-collection');

  async function submit(values: RegionalCollectionValues) {
    let failure: unknown;
    const saved = await save(request, values, (error) => {
      failure = error;
    });
    // The form puts the server's field messages under its fields; the toast already told what failed.
    if (!saved) throw failure;
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{request ? 'Modifier la collecte' : 'Nouvelle collecte'}</DialogTitle>
          <DialogDescription>
            Collecte de matériel informatique chez un client en Île-de-France.
          </DialogDescription>
        </DialogHeader>
        <RegionalCollectionForm key={formKey} request={request} onSubmit={submit} pending={pending} />
      </DialogContent>
    </Dialog>
  );
}
