/**
 * What a request declared, for its reception at the warehouse to be compared with (issue 21: declared vs
 * received): per equipment category (a regional collection's six quantities), or a number of parcels or
 * pallets (a pickup). The server stores it beside the reception; the details dialog shows the two side by
 * side. Without zod: the details need it before any form.
 */
import type { RequestKind } from '../requests/request-kinds';
import { type EquipmentQuantities, equipmentCategories } from './fulfilment-stages';

/** Null: not declared in that unit (a collection outside Île-de-France describes its materials as text). */
export interface DeclaredReception {
  quantities: EquipmentQuantities | null;
  units: number | null;
}

/** The fields a request declares with (a regional collection's quantities, a pickup's count and type). */
export type DeclaringRequest = Partial<Record<(typeof equipmentCategories)[number], unknown>> & {
  type?: unknown;
  numberOfPackages?: number | null;
  numberOfPallets?: number | null;
};

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** What `request` declared; null for a kind the warehouse receives nothing of (its suivi ends elsewhere). */
export function declaredReception(kind: RequestKind, request: DeclaringRequest): DeclaredReception | null {
  switch (kind) {
    case 'regional-collection':
      return {
        quantities: Object.fromEntries(
          equipmentCategories.map((category) => [category, count(request[category])]),
        ) as EquipmentQuantities,
        units: null,
      };
    case 'package-pickup':
      return {
        quantities: null,
        units:
          request.type === 'pallet' ? (request.numberOfPallets ?? null) : (request.numberOfPackages ?? null),
      };
    case 'collection':
      return { quantities: null, units: null };
    default:
      return null;
  }
}
