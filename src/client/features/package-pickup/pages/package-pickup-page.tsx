import { UnderConstructionPage } from '@client/components/layout/under-construction-page';

export function PackagePickupPage() {
  return (
    <UnderConstructionPage
      title="Enlèvement Colis/Palettes"
      description="Enlèvement de colis ou de palettes et livraison à une adresse d'expédition enregistrée."
    />
  );
}
