/**
 * Links in mails open a request's details: `<page>?demande=<id>` (REQUEST_LINK_PARAM). The page reads the
 * id from the URL; closing the details removes the parameter, so a reload or the back button does not
 * reopen them. A value that is not a request id is ignored.
 */
import { REQUEST_LINK_PARAM } from '@shared/requests/request-kinds';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The id a link names: a positive whole number within PostgreSQL's int4, else null. */
export function parseRequestLinkId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The linked request's id (or null), and how to drop the link from the URL. */
export function useRequestLink(): [id: number | null, clear: () => void] {
  const [params, setParams] = useSearchParams();
  const id = parseRequestLinkId(params.get(REQUEST_LINK_PARAM));
  const linked = params.has(REQUEST_LINK_PARAM);
  const clear = useCallback(() => {
    // Without the parameter there is nothing to change: no navigation at every dialog closing.
    if (!linked) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(REQUEST_LINK_PARAM);
        return updated;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  return [id, clear];
}
