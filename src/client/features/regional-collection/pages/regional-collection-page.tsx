import { UnderConstructionPage } from '@client/components/layout/under-construction-page';

export function RegionalCollectionPage() {
  return (
    <UnderConstructionPage
      title="Collectes Région Parisienne"
      description="Collecte de matériel informatique en Île-de-France."
    />
  );
}
