/**
 * What a packaging request does to the stock, in words, before anything is sent: the form warns when a
 * withdrawal asks for more than the stock holds, and "Approuver" says what moves and whether the server
 * will take it. Mirrors the server's rule (`addToStock` in the stock repository, applied by the approval):
 * a withdrawal never takes the stock below 0, a supply never above MAX_STOCK; either refusal is a 409 with
 * the words of `stockShortageMessage` / `stockOverflowMessage`, and the request stays pending.
 */
import { NBSP, quantityText } from '@client/lib/french-text';
import { MAX_STOCK } from '@shared/number-bounds';
import {
  type PackagingRequestType,
  packagingRequestTypeLabels,
} from '@shared/stock/packaging-request.labels';
import { stockOverflowMessage, stockShortageMessage } from '@shared/stock/stock-levels';

/** The article as the stock knows it now (GET /api/packaging/items). */
export interface StockedItem {
  name: string;
  unit: string;
  currentStock: number;
}

export interface ApprovalPreview {
  /** "Retrait de 30 pièces de « Cartons standard » : le stock passera de 120 à 90 pièces." */
  movement: string;
  /** Why the server would refuse the approval as the stock stands (its own words), or null. */
  refusal: string | null;
}

const quoted = (name: string) => `«${NBSP}${name}${NBSP}»`;

/**
 * The movement an approval applies to `item` (undefined when the article is no longer among the live
 * ones: archived since, so the server answers 404 "Article introuvable.").
 */
export function approvalPreview(
  request: { type: PackagingRequestType; quantity: number; itemName: string; itemUnit: string },
  item: StockedItem | undefined,
): ApprovalPreview {
  const head = `${packagingRequestTypeLabels[request.type]} de ${quantityText(request.quantity, request.itemUnit)} de ${quoted(request.itemName)}`;
  if (!item) {
    return {
      movement: `${head}.`,
      refusal: `${quoted(request.itemName)} ne fait plus partie des articles suivis${NBSP}: l'approbation sera refusée. La demande peut encore être refusée.`,
    };
  }
  const before = item.currentStock;
  const delta = request.type === 'supply' ? request.quantity : -request.quantity;
  const after = before + delta;
  if (after < 0) {
    return {
      movement: `${head}${NBSP}: le stock n'en compte que ${quantityText(before, item.unit)}.`,
      refusal: `${stockShortageMessage(item, -after)} L'approbation sera refusée tant que le stock n'est pas complété.`,
    };
  }
  if (after > MAX_STOCK) {
    return {
      movement: `${head}${NBSP}: le stock passerait de ${before.toLocaleString('fr-FR')} à ${quantityText(after, item.unit)}.`,
      refusal: stockOverflowMessage(item),
    };
  }
  return {
    movement: `${head}${NBSP}: le stock passera de ${before.toLocaleString('fr-FR')} à ${quantityText(after, item.unit)}.`,
    refusal: null,
  };
}

/**
 * The form's warning for a withdrawal larger than the stock (null otherwise): it can be sent, but an
 * administrator can approve it only once the stock covers it.
 */
export function withdrawalWarning(
  type: PackagingRequestType | null | undefined,
  quantity: number | null | undefined,
  item: StockedItem | undefined,
): string | null {
  if (type !== 'withdrawal' || !item || !quantity || quantity <= item.currentStock) return null;
  return `Vous demandez ${quantityText(quantity, item.unit)} de ${quoted(item.name)} et le stock n'en compte que ${quantityText(item.currentStock, item.unit)}. La demande peut être envoyée, mais un administrateur ne pourra l'approuver qu'une fois le stock complété (il manque ${quantityText(quantity - item.currentStock, item.unit)}).`;
}
