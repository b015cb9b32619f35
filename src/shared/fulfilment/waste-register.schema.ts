/**
 * GET /api/registre.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (decision 0057): the register of incoming waste
 * between two reception days (Europe/Paris), both included. The dashboard's download form checks the same
 * rule without zod (waste-register.constants.ts holds the messages both use).
 */
import { z } from 'zod';
import { calendarDate } from '../requests/request-fields';
import { wasteRegisterMessages } from './waste-register.constants';

export { WASTE_REGISTER_PATH, wasteRegisterMessages } from './waste-register.constants';

export const wasteRegisterQuerySchema = z
  .object({
    from: z.string({ error: wasteRegisterMessages.from }).pipe(calendarDate(wasteRegisterMessages.from)),
    to: z.string({ error: wasteRegisterMessages.to }).pipe(calendarDate(wasteRegisterMessages.to)),
  })
  .refine((range) => range.from <= range.to, {
    path: ['to'],
    message: wasteRegisterMessages.inverted,
    // Only two valid days can be compared: a malformed one has its own message.
    when: (payload) => payload.issues.length === 0,
  });
export type WasteRegisterQuery = z.infer<typeof wasteRegisterQuerySchema>;
