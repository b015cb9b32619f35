/**
 * « Marquer comme reçu » on a supply ordered (administrators; the server refuses anyone else): the second
 * step of a supply (decision 0091). A confirmation, as « Approuver » has, that states the stock movement
 * read afresh (« le stock passera de 10 à 35 pièces ») and, when the server will refuse it (no room under
 * the maximum, the article archived since), says why and disables its button. A refusal by the server
 * (received meanwhile by someone else: the stock moved once) stays in the dialog, and the list and the stock
 * are read again. The dialog and the mutation mount at the first press, not with each card.
 */
import { Button } from '@client/components/ui/button';
import { useReceivePackagingRequest } from '@client/features/packaging-requests/api/receive-packaging-request';
import {
  ConfirmApprovalDialog,
  ConfirmationRefusal,
  PackagingStockPreview,
} from '@client/features/requests/components/accept-request-dialog';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { quantityText } from '@client/lib/french-text';
import type { PackagingRequest } from '@shared/stock/packaging-request.schema';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { receptionPreview } from '../packaging-request-stock';

const RECEPTION_FAILED_MESSAGE = "Impossible d'enregistrer la réception de l'approvisionnement.";

export function PackagingSupplyReception({ request }: { request: PackagingRequest }) {
  const [open, setOpen] = useState(false);
  // Each opening starts a new confirmation (no failure left from the last one): 0 means never opened.
  const [session, setSession] = useState(0);
  return (
    <>
      <Button
        size="sm"
        className="bg-emerald-700 text-white hover:bg-emerald-800"
        aria-haspopup="dialog"
        onClick={() => {
          setSession((current) => current + 1);
          setOpen(true);
        }}
      >
        <PackageCheck aria-hidden="true" />
        Marquer comme reçu
      </Button>
      {session > 0 && (
        <ReceptionDialog key={session} request={request} open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function ReceptionDialog({
  request,
  open,
  onClose,
}: {
  request: PackagingRequest;
  open: boolean;
  onClose: () => void;
}) {
  const mutation = useReceivePackagingRequest();

  async function receive() {
    try {
      const received = await mutation.mutateAsync(request.id);
      toast({
        title: 'Approvisionnement reçu',
        description: `Approvisionnement de ${quantityText(received.quantity, received.itemUnit)} de «\u00a0${received.itemName}\u00a0» ajouté au stock.`,
      });
      return true;
    } catch {
      return false;
    }
  }

  return (
    <ConfirmApprovalDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Marquer l'approvisionnement comme reçu"
      description={`L'approvisionnement demandé par ${request.requester} sera marqué comme reçu et sa quantité ajoutée au stock aussitôt. Cette action est définitive.`}
      confirmLabel="Marquer comme reçu"
      failureTitle="La réception n'a pas été enregistrée"
      pending={mutation.isPending}
      failure={mutation.isError ? serverReason(mutation.error, RECEPTION_FAILED_MESSAGE) : null}
      onConfirm={receive}
    >
      <PackagingStockPreview>
        {(items) => {
          const preview = receptionPreview(
            request,
            items.find((item) => item.id === request.itemId),
          );
          return (
            <>
              <p className="wrap-anywhere text-slate-700">{preview.movement}</p>
              {preview.refusal && (
                <ConfirmationRefusal title="Réception impossible en l'état">
                  {preview.refusal}
                </ConfirmationRefusal>
              )}
            </>
          );
        }}
      </PackagingStockPreview>
    </ConfirmApprovalDialog>
  );
}
