/**
 * A creation form handed over from another kind's page (the two collection kinds send each other the
 * addresses they refuse). The values travel in the router's state, so nothing lands in the URL (no personal
 * data in the history or the logs); the receiving page reads them once, opens its creation form with them,
 * and drops them from the history entry so that a reload or "back" does not reopen the form.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The object under `key` in a location's state, or null. */
export function readHandover(state: unknown, key: string): Record<string, unknown> | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/**
 * The values handed over to this page (`read` picks them from the location's state), kept until `used` is
 * called by the form that took them, so the next "Nouvelle demande" starts blank; `handedOver` says whether
 * the page was opened this way (its creation form opens at once).
 */
export function useHandover<T>(read: (state: unknown) => T | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const [prefill, setPrefill] = useState(() => read(location.state));
  const [handedOver] = useState(prefill !== null);

  useEffect(() => {
    if (handedOver) navigate({ search: window.location.search }, { replace: true, state: null });
  }, [handedOver, navigate]);

  const used = useCallback(() => setPrefill(null), []);
  return { prefill, handedOver, used };
}
