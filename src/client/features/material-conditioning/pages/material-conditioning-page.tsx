import { UnderConstructionPage } from '@client/components/layout/under-construction-page';

export function MaterialConditioningPage() {
  return (
    <UnderConstructionPage
      title="Envoi Conditionnement"
      description="Envoi de cartons et d'enveloppes aux clients pour le retour de leur matériel."
    />
  );
}
