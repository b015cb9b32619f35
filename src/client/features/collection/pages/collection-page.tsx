/**
 * /collection, "Collectes hors Île-de-France" (spec §3 "Collection request"): the request page of its kind
 * with the collection form. The regional form's link lands here with its values in the router's state: the
 * creation form opens at once, filled with them (ile-de-france-handover.ts).
 */
import { RequestKindPage } from '@client/features/requests/components/request-kind-page';
import { readCollectionPrefill } from '@client/features/requests/ile-de-france-handover';
import { useHandover } from '@client/features/requests/request-handover';
import { Milestone } from 'lucide-react';
import { lazy } from 'react';

// The form (and with it zod and react-hook-form) loads when a dialog opens, not with the list.
const CollectionForm = lazy(() =>
  import('../components/collection-form').then((m) => ({ default: m.CollectionForm })),
);

export function CollectionPage() {
  const { prefill, handedOver, used } = useHandover(readCollectionPrefill);

  return (
    <RequestKindPage
      kind="collection"
      title="Collectes hors Île-de-France"
      subtitle="Collecte de matériel chez les clients situés hors de la région parisienne."
      actionLabel="Nouvelle collecte"
      totalLabel="Total Collectes"
      totalIcon={Milestone}
      searchPlaceholder="Client, contact, matériel, ville…"
      searchHint={
        'Client, contact, matériel, n° de suivi, ville, e-mail ou téléphone\u00a0: un mot ou un morceau de mot suffit, accents et majuscules sont ignorés.'
      }
      createOnMount={handedOver}
      form={{
        titles: { create: 'Nouvelle collecte hors Île-de-France', edit: 'Modifier la collecte' },
        description: 'Client, adresse et matériel à collecter, décrit librement.',
        render: (props) => (
          <CollectionForm {...props} prefill={props.request ? null : prefill} onPrefillUsed={used} />
        ),
      }}
    />
  );
}
