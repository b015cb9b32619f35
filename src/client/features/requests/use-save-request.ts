/**
 * Saving a request form, created or edited, with the spec's toasts (§8): "Succès" (the logistics team's mail
 * was queued) or "Demande créée avec succès", and "Demande modifiée" on success; "Erreur" with the server's
 * message or the spec's fallback on failure.
 * `onError` receives the failure first, so the form can put the server's field messages under its fields.
 */
import { saveClientActionFor } from '@client/features/clients/save-client-offer';
import { staleVersionOf } from '@client/lib/stale-version';
import { requestHeadline } from '@shared/requests/request-summary';
import { useCreateRequest } from './api/create-request';
import { useUpdateRequest } from './api/update-request';
import {
  requestCreatedToast,
  requestCreateFailedToast,
  requestUpdatedToast,
  requestUpdateFailedToast,
} from './request-toasts';
import type { RequestByKind, RequestInputByKind, RequestKind } from './request-types';

export function useSaveRequest<K extends RequestKind>(
  kind: K,
  /** After a creation: the page shows where the new request is (the regional calendar's week). */
  onCreated?: (created: RequestByKind[K]) => void,
) {
  const create = useCreateRequest(kind);
  const update = useUpdateRequest(kind);

  /** Creates (`existing` null) or edits the request; resolves to whether it was saved. */
  async function save(
    existing: RequestByKind[K] | null,
    input: RequestInputByKind[K],
    onError?: (error: unknown) => void,
  ): Promise<boolean> {
    try {
      if (existing) {
        const saved = await update.mutateAsync({ id: existing.id, input, version: existing.version });
        requestUpdatedToast(requestHeadline(kind, saved ?? existing).title);
      } else {
        const created = await create.mutateAsync(input);
        if (created) onCreated?.(created);
        // The toast offers "Enregistrer ce client" when the company is not in the clients directory yet.
        // Saving it links this request to the new client (a transport: the party it describes).
        void saveClientActionFor(kind, created ?? input).then((action) =>
          requestCreatedToast(created?.notificationQueued === true, action),
        );
      }
      return true;
    } catch (error) {
      onError?.(error);
      // A stale version: the dialog shows the message with « Recharger » instead of a toast.
      if (existing && staleVersionOf(error)) return false;
      if (existing) requestUpdateFailedToast(error);
      else requestCreateFailedToast(error);
      return false;
    }
  }

  return { save, pending: create.isPending || update.isPending };
}
