/** Starting values the three request forms share: the contact block, blank or the edited request's. */
import type { RequestContact } from '@shared/requests/request-fields';
import { toDateInputValue } from './request-format';

export function contactDefaults(request: RequestContact | null): RequestContact {
  return {
    // The link to the directory's client is kept unless the form picks another or the company is retyped.
    clientId: request?.clientId ?? null,
    clientCompanyName: request?.clientCompanyName ?? '',
    contactName: request?.contactName ?? '',
    contactEmail: request?.contactEmail ?? '',
    contactPhone: request?.contactPhone ?? '',
    companyAddress: request?.companyAddress ?? '',
  };
}

/** The desired date as the date input holds it ("YYYY-MM-DD", blank for a new request). */
export function desiredDateDefault(request: { desiredDate: string } | null): string {
  return toDateInputValue(request?.desiredDate);
}
