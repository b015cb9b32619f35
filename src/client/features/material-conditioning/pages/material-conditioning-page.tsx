/**
 * / and /material-conditioning, "Envoi Conditionnement" (spec §2): the request page of its kind with the
 * conditioning form. Decision: "Voir les détails" is on every card (the spec shows it on completed ones),
 * because a pending request is edited from its details.
 */

import { RequestKindPage } from '@client/features/requests/components/request-kind-page';
import { Send } from 'lucide-react';
import { lazy } from 'react';

// The form (and with it zod and react-hook-form) loads when a dialog opens, not with the list.
const MaterialConditioningForm = lazy(() =>
  import('../components/material-conditioning-form').then((m) => ({ default: m.MaterialConditioningForm })),
);

export function MaterialConditioningPage() {
  return (
    <RequestKindPage
      kind="material-conditioning"
      title="Envoi Conditionnement"
      subtitle="Envoi de cartons et d'enveloppes aux clients pour le retour de leur matériel."
      totalLabel="Total Envois"
      totalIcon={Send}
      form={{
        titles: {
          create: 'Nouvelle demande de conditionnement',
          edit: 'Modifier la demande de conditionnement',
        },
        description: 'Cartons et enveloppes à envoyer au client pour le retour de son matériel.',
        render: (props) => <MaterialConditioningForm {...props} />,
      }}
    />
  );
}
