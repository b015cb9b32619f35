/** /transport, "Transports" (spec §3 "Delivery request"): the request page of its kind with the transport form. */

import { RequestKindPage } from '@client/features/requests/components/request-kind-page';
import { Container } from 'lucide-react';
import { lazy } from 'react';

// The form (and with it zod and react-hook-form) loads when a dialog opens, not with the list.
const DeliveryForm = lazy(() =>
  import('../components/delivery-form').then((m) => ({ default: m.DeliveryForm })),
);

export function DeliveryPage() {
  return (
    <RequestKindPage
      kind="delivery"
      title="Transports"
      subtitle="Collectes et livraisons de colis ou de palettes d'un expéditeur à un destinataire."
      totalLabel="Total Transports"
      totalIcon={Container}
      searchPlaceholder="Demandeur, expéditeur, destinataire…"
      searchHint={
        "Demandeur, société ou contact de l'expéditeur ou du destinataire, n° de suivi, ville, e-mail ou téléphone\u00a0: un mot ou un morceau de mot suffit, accents et majuscules sont ignorés."
      }
      form={{
        titles: { create: 'Nouvelle demande de transport', edit: 'Modifier la demande de transport' },
        description: 'Expéditeur, destinataire, date de collecte et colis à transporter.',
        render: (props) => <DeliveryForm {...props} />,
      }}
    />
  );
}
