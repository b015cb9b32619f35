/**
 * Once a client is created or renamed (issue 30 point 3): the requests of exactly its company at exactly its
 * address that no client owns are offered for linking, in one confirmation. « Plus tard » is the default
 * (Radix focuses an alert dialog's Cancel first): linking changes requests' history, so it is asked, never done silently.
 * `useClaimOffer` asks the server after a save and opens the dialog only when there is something to link.
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { toast } from '@client/hooks/use-toast';
import type { Client, ClientMatchingRequests } from '@shared/clients/client.schema';
import { useCallback, useState } from 'react';
import { getMatchingRequests, useClaimMatchingRequests } from '../api/matching-requests';
import { clientFailedToast } from '../client-toasts';

export interface ClaimOffer {
  client: Client;
  matches: ClientMatchingRequests;
}

/** « 3 demandes », « 1 demande ». */
export const requestsCount = (count: number) => `${count}\u00a0demande${count > 1 ? 's' : ''}`;

/**
 * The offer to make after `client` was saved, and the dialog that makes it. Never rejects: the client is
 * saved whatever happens here (an unanswered check offers nothing).
 */
export function useClaimOffer() {
  const [offer, setOffer] = useState<ClaimOffer | null>(null);
  const check = useCallback(async (client: Client) => {
    try {
      const matches = await getMatchingRequests(client.id, { signal: AbortSignal.timeout(5000) });
      if (matches.total > 0) setOffer({ client, matches });
    } catch {
      // Nothing offered: the requests can still be linked one by one from their details.
    }
  }, []);
  const dialog = <ClaimRequestsDialog offer={offer} onClose={() => setOffer(null)} />;
  return { check, dialog };
}

export function ClaimRequestsDialog({ offer, onClose }: { offer: ClaimOffer | null; onClose: () => void }) {
  const claim = useClaimMatchingRequests();
  const total = offer?.matches.total ?? 0;
  const shown = offer?.matches.items ?? [];
  const others = total - shown.length;

  async function confirm() {
    if (!offer) return;
    try {
      const { linked } = await claim.mutateAsync(offer.client.id);
      toast({
        title: linked > 1 ? 'Demandes liées' : 'Demande liée',
        description: `${requestsCount(linked)} liée${linked > 1 ? 's' : ''} à ${offer.client.companyName}`,
      });
    } catch (error) {
      clientFailedToast(error, 'Impossible de lier les demandes. Veuillez réessayer.');
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={offer !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={'Lier les demandes de cette entreprise\u00a0?'}
      description={`${requestsCount(total)} de «\u00a0${offer?.client.companyName ?? ''}\u00a0» à la même adresse ${
        total > 1 ? 'ne sont liées' : "n'est liée"
      } à aucun client de l'annuaire. Les lier à ce client les fait apparaître sur sa page (réceptions, attestations)\u00a0; leur historique le dira.`}
      pending={claim.isPending}
      onConfirm={confirm}
      confirmLabel={total > 1 ? `Lier les ${total}\u00a0demandes` : 'Lier la demande'}
      confirmVariant="brand"
      cancelLabel="Plus tard"
    >
      <ul aria-label="Demandes à lier" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {shown.map((item) => (
          <li key={`${item.kind}-${item.id}-${item.party ?? ''}`} className="font-mono text-slate-700">
            {item.reference}
            {item.party && (
              <span className="font-sans text-slate-500">
                {item.party === 'sender' ? ' (expéditeur)' : ' (destinataire)'}
              </span>
            )}
          </li>
        ))}
        {others > 0 && <li className="text-slate-600">{`et ${others} autre${others > 1 ? 's' : ''}`}</li>}
      </ul>
    </ConfirmDialog>
  );
}
