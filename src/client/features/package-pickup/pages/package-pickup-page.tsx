/** /package-pickup, "Enlèvement Colis/Palettes" (spec §2): the request page of its kind with the pickup form. */

import { RequestKindPage } from '@client/features/requests/components/request-kind-page';
import { Truck } from 'lucide-react';
import { lazy } from 'react';

// The form (and with it zod and react-hook-form) loads when a dialog opens, not with the list.
const PackagePickupForm = lazy(() =>
  import('../components/package-pickup-form').then((m) => ({ default: m.PackagePickupForm })),
);

export function PackagePickupPage() {
  return (
    <RequestKindPage
      kind="package-pickup"
      title="Enlèvement Colis/Palettes"
      subtitle="Enlèvement de colis ou de palettes chez les clients et livraison à une adresse enregistrée."
      totalLabel="Total Enlèvements"
      totalIcon={Truck}
      form={{
        titles: { create: "Nouvelle demande d'enlèvement", edit: "Modifier la demande d'enlèvement" },
        description: 'Colis ou palettes à enlever chez le client et à livrer à une adresse enregistrée.',
        render: (props) => <PackagePickupForm {...props} />,
      }}
    />
  );
}
