/**
 * The two dialogs every request page opens: the details of one request and the form (create, or edit a
 * pending request from its details — spec §2, §4). The details load the request from the server (GET /{id}),
 * so they are whole although lists and the calendar only hold their cards' fields (`view=card`,
 * `view=calendar`), and never stale after an edit or a decision. A link from a mail
 * (`?demande=<id>`) opens the details too, and closing them takes the parameter out of the URL.
 */
import { fulfilmentStagesQueryOptions } from '@client/features/fulfilment/api/get-fulfilment-stages';
import { prefetchSuivi } from '@client/features/fulfilment/api/prefetch-suivi';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useRequest } from './api/get-request';
import { requestHistoryQueryOptions } from './api/get-request-history';
import type { RequestByKind, RequestKind } from './request-types';
import { useRequestLink } from './use-request-link';

interface DetailsTarget {
  id: number;
}

export function useRequestDialogs<K extends RequestKind>(kind: K) {
  const details = useDialogState<DetailsTarget>();
  const form = useDialogState<RequestByKind[K]>();
  // Keyed on the last target, open or closing, so the closing animation keeps its content.
  const fresh = useRequest(kind, details.target?.id ?? null);
  const [linkedId, clearLink] = useRequestLink();
  const { show: showDetails } = details;
  const queryClient = useQueryClient();
  // Stable: the cards that call it are not rendered again with the page. What the dialog shows besides
  // the request (its history — read again at each opening: mails go out after the change —, the kind's
  // stages, and for an accepted request what its suivi shows) is asked for at the same time, not once the
  // request has arrived and the dialog has rendered (issue 31, point 9: one round trip, not three in a row).
  const openDetailsById = useCallback(
    (id: number, status?: string) => {
      void queryClient.prefetchQuery({ ...requestHistoryQueryOptions(kind, id), staleTime: 0 });
      void queryClient.prefetchQuery(fulfilmentStagesQueryOptions());
      if (status === 'completed') prefetchSuivi(queryClient, kind, id);
      showDetails({ id });
    },
    [queryClient, kind, showDetails],
  );

  useEffect(() => {
    if (linkedId !== null) openDetailsById(linkedId);
  }, [linkedId, openDetailsById]);

  return {
    details: {
      open: details.open,
      onOpenChange: (open: boolean) => {
        details.onOpenChange(open);
        if (!open) clearLink();
      },
      request: fresh.data ?? null,
      error: fresh.isError ? fresh.error : null,
      retry: () => fresh.refetch(),
    },
    form,
    /** From a card (its status, when known): the dialog shows a loader until the whole request arrives. */
    openDetailsById,
    openCreate: () => form.show(null),
    /** "Modifier" in the details: the details close and the form opens on the request. */
    openEdit: (request: RequestByKind[K]) => {
      details.close();
      clearLink();
      form.show(request);
    },
  };
}
