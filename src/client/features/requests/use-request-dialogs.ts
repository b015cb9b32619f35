/**
 * The two dialogs every request page opens: the details of one request and the form (create, or edit a
 * pending request from its details — spec §2, §4). The details show the list's copy at once and the
 * server's fresh copy as soon as it arrives, so a request edited or decided meanwhile never shows stale.
 */
import { useDialogState } from '@client/hooks/use-dialog-state';
import { useRequest } from './api/get-request';
import type { RequestByKind, RequestKind } from './request-types';

export function useRequestDialogs<K extends RequestKind>(kind: K) {
  const details = useDialogState<RequestByKind[K]>();
  const form = useDialogState<RequestByKind[K]>();
  const fresh = useRequest(kind, details.open && details.target ? details.target.id : null);

  return {
    details: { ...details, request: fresh.data ?? details.target },
    form,
    openDetails: (request: RequestByKind[K]) => details.show(request),
    openCreate: () => form.show(null),
    /** "Modifier" in the details: the details close and the form opens on the request. */
    openEdit: (request: RequestByKind[K]) => {
      details.close();
      form.show(request);
    },
  };
}
