/**
 * Where the ERP offer picker will sit in the request forms (spec §2: client, contact, offer number and
 * equipment "can be pulled from the ERP by choosing an offer"). The Odoo integration is not built yet, so nothing here pretends to load offers: the box says so
 * in the words of spec §8 ("Intégration Odoo non disponible" … the client data can be entered manually).
 * Replace this component with the offer picker when the integration arrives.
 */
import { Info } from 'lucide-react';

export function ErpOfferSlot() {
  return (
    <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-medium">Intégration Odoo non disponible</p>
        <p>
          Le pré-remplissage depuis une offre signée n'est pas encore disponible&nbsp;: saisissez les
          informations du client manuellement.
        </p>
      </div>
    </div>
  );
}
