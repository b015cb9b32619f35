/**
 * Whether the request-created toast offers « Enregistrer ce client » (issue 14): only for a company not in
 * the directory yet, and not for a request already linked to a client (picked in the form, issue 23). A
 * transport offers it for each party that qualifies. Saving links the request to the new client (the
 * server, `fromRequest`). The actions' component (and Radix Toast with it) is fetched only when offered, so
 * the request pages' first load does not grow.
 */
import type { ToastActionElement } from '@client/components/ui/toast';
import { sameCompany } from '@shared/clients/client.constants';
import type { RequestKind } from '@shared/requests/request-kinds';
import { createElement } from 'react';
import { getClients } from './api/get-clients';
import { type ClientOffer, clientOffersFor } from './client-contact';

/**
 * Companies matching the name are read in company order: an exact match comes among the first ones (other
 * matches may come between, hence more than one).
 */
const EXACT_MATCH_WINDOW = 50;
/** The toast does not wait longer than this for the directory; without an answer it offers nothing. */
const CHECK_TIMEOUT_MS = 3000;

async function notInDirectory(offer: ClientOffer, signal: AbortSignal): Promise<boolean> {
  const { companyName } = offer.client;
  const { items } = await getClients({ q: companyName, limit: EXACT_MATCH_WINDOW }, { signal });
  return !items.some((known) => sameCompany(known.companyName, companyName));
}

/**
 * The toast action(s) for a created request, or undefined when nothing qualifies or the directory cannot be
 * asked. Never rejects: the request was created whatever happens here.
 */
export async function saveClientActionFor(
  kind: RequestKind,
  request: object,
): Promise<ToastActionElement | undefined> {
  const candidates = clientOffersFor(kind, request as Record<string, unknown>);
  if (candidates.length === 0) return undefined;
  try {
    const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
    const kept = await Promise.all(candidates.map((offer) => notInDirectory(offer, signal)));
    const offers = candidates.filter((_, index) => kept[index]);
    if (offers.length === 0) return undefined;
    const { SaveClientActions } = await import('./components/save-client-action');
    // shadcn types a toast's action as an element of ToastAction; SaveClientActions renders ToastActions.
    return createElement(SaveClientActions, { offers }) as unknown as ToastActionElement;
  } catch {
    return undefined;
  }
}
