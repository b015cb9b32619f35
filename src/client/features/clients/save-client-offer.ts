/**
 * Whether the request-created toast offers "Enregistrer ce client" (issue 14): only when the request's
 * company is not in the directory yet. The action's component (and Radix Toast with it) is fetched only
 * when it is offered, so the request pages' first load does not grow.
 */
import type { ToastActionElement } from '@client/components/ui/toast';
import { sameCompany } from '@shared/clients/client.constants';
import { createElement } from 'react';
import { getClients } from './api/get-clients';
import { clientFromRequest } from './client-contact';

/**
 * Companies starting with the name are read in company order: an exact match comes among the first ones
 * (contacts starting with the name may come between, hence more than one).
 */
const EXACT_MATCH_WINDOW = 50;
/** The toast does not wait longer than this for the directory; without an answer it offers nothing. */
const CHECK_TIMEOUT_MS = 3000;

/**
 * The toast action for a created request, or undefined when the request names no company, when the
 * directory already has it (whatever the case; a picked suggestion always does) or when the directory
 * cannot be asked. Never rejects: the request was created whatever happens here.
 */
export async function saveClientActionFor(request: object): Promise<ToastActionElement | undefined> {
  const client = clientFromRequest(request as Record<string, unknown>);
  if (!client) return undefined;
  try {
    const { items } = await getClients(
      { q: client.companyName, limit: EXACT_MATCH_WINDOW },
      { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) },
    );
    if (items.some((known) => sameCompany(known.companyName, client.companyName))) return undefined;
    const { SaveClientAction } = await import('./components/save-client-action');
    // shadcn types a toast's action as an element of ToastAction; SaveClientAction renders exactly that.
    return createElement(SaveClientAction, { client }) as unknown as ToastActionElement;
  } catch {
    return undefined;
  }
}
