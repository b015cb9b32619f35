/**
 * "Demande d'emballages": the dialog to ask for a supply or a withdrawal of an article, opened by
 * "Nouvelle demande" on "Mes demandes d'emballages" and on the stock page's section. It closes once the
 * request is sent; the page behind shows it under "En attente".
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { PackagingRequest } from '@shared/stock/packaging-request.schema';
import { PackagingRequestForm } from './packaging-request-form';

export interface PackagingRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes at every opening: a fresh form (empty values, the signed-in user's name). */
  formKey: number;
  onCreated: (request: PackagingRequest) => void;
}

export function PackagingRequestDialog({
  open,
  onOpenChange,
  formKey,
  onCreated,
}: PackagingRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Demande d'emballages</DialogTitle>
          <DialogDescription>
            Demandez un approvisionnement ou un retrait d'emballages. Un administrateur l'approuve ou la
            refuse.
          </DialogDescription>
        </DialogHeader>
        <PackagingRequestForm
          key={formKey}
          onCreated={(request) => {
            onOpenChange(false);
            onCreated(request);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
