/**
 * Numbers in forms and in the API: how a typed value becomes a number (spec §5), the bounds every integer
 * input gets, and the number rule that says in French which bound was crossed.
 */
import { z } from 'zod';
import { type NumberRule, numberMessages } from './number-bounds';

export {
  formatBound,
  MAX_COUNT,
  MAX_DIMENSION_CM,
  MAX_PACKAGING_COUNT,
  MAX_SERIAL_ID,
  MAX_STOCK,
  MAX_WEIGHT_KG,
  type NumberRule,
  numberMessages,
  parseCount,
  parseWholeNumber,
} from './number-bounds';

/**
 * A number field with a message for each way it can be wrong. The bounds are checked before wholeness so
 * that 1e20 reads "ne peut pas dépasser" rather than "doit être un nombre entier".
 */
export function boundedNumber(rule: NumberRule) {
  const messages = numberMessages(rule);
  const number = z
    .number({ error: messages.notANumber })
    .min(rule.min, messages.tooSmall)
    .max(rule.max, messages.tooLarge);
  return rule.whole ? number.int(messages.notANumber) : number;
}
