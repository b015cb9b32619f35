/**
 * Stock levels (spec §4 "Stock level"), packaging kinds an item can supply, and the stock movements
 * of the ledger (packaging requests: packaging-request.schema.ts). The zod-free part lives in
 * stock-levels.ts (re-exported here); this module adds the movement schema.
 */
import { z } from 'zod';
import { boundedNumber } from '../numbers';
import { optionalFreeText } from '../text-fields';
import { quantityRule } from './stock-levels';

export {
  type MovementReason,
  movementReasonLabels,
  movementReasons,
  type PackagingKind,
  packagingKindLabels,
  packagingKinds,
  quantityRule,
  type StockLevel,
  type StockMovement,
  stockLevel,
  stockLevelLabels,
  stockOverflowMessage,
  stockPercent,
  stockShortageMessage,
} from './stock-levels';

/** "Ajouter" / "Retirer" on the stock page. */
export const stockMovementInputSchema = z.object({
  direction: z.enum(['in', 'out'], { error: 'Choisissez Ajouter ou Retirer' }),
  quantity: boundedNumber(quantityRule),
  comments: optionalFreeText(500),
});
export type StockMovementInput = z.input<typeof stockMovementInputSchema>;
