/**
 * What a packaging request does to the stock, in words, before anything is sent: the form warns when a
 * withdrawal asks for more than the stock holds, "Approuver" says what moves and whether the server will
 * take it, and « Marquer comme reçu » says what a supply ordered adds. Mirrors the server's rule
 * (`addToStock` in the stock repository, applied by the approval of a withdrawal and by the reception of a
 * supply — decision 0091): a withdrawal never takes the stock below 0, a supply never above MAX_STOCK;
 * either refusal is a 409 with the words of `stockShortageMessage` / `stockOverflowMessage`, and the request
 * stays as it was. Approving a supply moves nothing: only an archived article refuses it.
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

export interface StockPreview {
  /** "Retrait de 30 pièces de « Cartons standard » : le stock passera de 120 à 90 pièces." */
  movement: string;
  /** Why the server would refuse the step as the stock stands (its own words), or null. */
  refusal: string | null;
}

interface PreviewedRequest {
  type: PackagingRequestType;
  quantity: number;
  itemName: string;
  itemUnit: string;
}

const quoted = (name: string) => `«${NBSP}${name}${NBSP}»`;

const describe = (request: PreviewedRequest) =>
  `${packagingRequestTypeLabels[request.type]} de ${quantityText(request.quantity, request.itemUnit)} de ${quoted(request.itemName)}`;

const archived = (request: PreviewedRequest, step: string) =>
  `${quoted(request.itemName)} ne fait plus partie des articles suivis${NBSP}: ${step} sera refusée.`;

/**
 * What « Approuver » does, with `item` as the stock knows it now (undefined when the article is no longer
 * among the live ones: archived since, so the server answers 404 "Article introuvable."). A withdrawal
 * leaves the stock then; a supply is ordered and leaves the stock as it is until its reception.
 */
export function approvalPreview(request: PreviewedRequest, item: StockedItem | undefined): StockPreview {
  if (!item) {
    return {
      movement: `${describe(request)}.`,
      refusal: `${archived(request, "l'approbation")} La demande peut encore être refusée.`,
    };
  }
  if (request.type === 'supply') {
    return {
      movement: `${describe(request)}${NBSP}: commandé à l'approbation, il n'entrera dans le stock (${quantityText(item.currentStock, item.unit)} aujourd'hui) qu'une fois marqué comme reçu.`,
      refusal: null,
    };
  }
  return movementPreview(request, item, "L'approbation");
}

/** What « Marquer comme reçu » adds to the stock, with `item` as it is now (undefined: archived since). */
export function receptionPreview(request: PreviewedRequest, item: StockedItem | undefined): StockPreview {
  if (!item) return { movement: `${describe(request)}.`, refusal: archived(request, 'la réception') };
  return movementPreview(request, item, 'La réception');
}

/** The movement itself and the stock before and after, or why the server will refuse it. */
function movementPreview(request: PreviewedRequest, item: StockedItem, step: string): StockPreview {
  const head = describe(request);
  const before = item.currentStock;
  const delta = request.type === 'supply' ? request.quantity : -request.quantity;
  const after = before + delta;
  if (after < 0) {
    return {
      movement: `${head}${NBSP}: le stock n'en compte que ${quantityText(before, item.unit)}.`,
      refusal: `${stockShortageMessage(item, -after)} ${step} sera refusée tant que le stock n'est pas complété.`,
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
