/**
 * « Enregistrer ce client »: the request-created toast's action(s) (see save-client-offer.ts). Each creates
 * the client from the request's contact block (its name is the company's), links the request to it
 * (`fromRequest`) and says « Client créé ». A transport may offer one per party, stacked.
 */
import { ToastAction } from '@client/components/ui/toast';
import { useCreateClient } from '../api/create-client';
import type { ClientOffer } from '../client-contact';
import { clientFailedToast, clientFailureMessages, clientSuccessToast } from '../client-toasts';

export function SaveClientActions({ offers }: { offers: readonly ClientOffer[] }) {
  const create = useCreateClient();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {offers.map((offer) => (
        <ToastAction
          key={offer.fromRequest.party ?? 'client'}
          altText={`${offer.label} dans l'annuaire des clients`}
          className="h-auto min-h-8 whitespace-normal py-1 text-left"
          onClick={() => {
            // The toast closes at once; the mutation goes on and its own toast replaces this one.
            create.mutateAsync({ ...offer.client, fromRequest: offer.fromRequest }).then(
              (saved) => clientSuccessToast('Client créé', saved.companyName),
              (error: unknown) => clientFailedToast(error, clientFailureMessages.create),
            );
          }}
        >
          {offer.label}
        </ToastAction>
      ))}
    </div>
  );
}
