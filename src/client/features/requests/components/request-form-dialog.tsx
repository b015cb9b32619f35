/**
 * The creation / edit dialog of a request page (spec §2): the kind's form inside, saved with the spec's
 * toasts. The form receives `onSubmit`, which rejects with the server's error when the save failed, so the
 * form can put the server's field messages under its fields; the dialog closes itself on success.
 */

import { StaleVersionNotice } from '@client/components/stale-version-notice';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useStaleReload } from '@client/lib/use-stale-reload';
import { type ReactNode, Suspense } from 'react';
import { getRequest } from '../api/get-request';
import { invalidateRequests } from '../api/invalidate-requests';
import type { RequestByKind, RequestInputByKind, RequestKind } from '../request-types';
import { useSaveRequest } from '../use-save-request';

export interface RequestFormProps<K extends RequestKind> {
  /** The request being edited; null to create one. */
  request: RequestByKind[K] | null;
  onSubmit: (values: RequestInputByKind[K]) => Promise<void>;
  pending: boolean;
}

export interface RequestFormDialogProps<K extends RequestKind> {
  kind: K;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: RequestByKind[K] | null;
  /** Changes at every opening so the form starts from fresh values. */
  formKey: number;
  titles: { create: string; edit: string };
  description: string;
  renderForm: (props: RequestFormProps<K>) => ReactNode;
  /** Called with the request just created (not after an edit). */
  onCreated?: (created: RequestByKind[K]) => void;
}

export function RequestFormDialog<K extends RequestKind>({
  kind,
  open,
  onOpenChange,
  request,
  formKey,
  titles,
  description,
  renderForm,
  onCreated,
}: RequestFormDialogProps<K>) {
  const { save, pending } = useSaveRequest(kind, onCreated);
  // « Recharger » reads the request again (and refreshes the lists): the form restarts from it.
  const stale = useStaleReload({
    record: request,
    openedAs: formKey,
    read: async (shown, queryClient) => {
      const fresh = await getRequest(kind, shown.id);
      void invalidateRequests(queryClient, kind);
      return fresh;
    },
  });
  const current = stale.current;

  async function onSubmit(values: RequestInputByKind[K]) {
    let failure: unknown;
    const saved = await save(current, values, (error) => {
      failure = error;
    });
    if (!saved) {
      stale.caught(failure);
      throw failure;
    }
    stale.clear();
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{request ? titles.edit : titles.create}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <StaleVersionNotice title="Modifiée entre-temps" {...stale.notice} />
        <div key={stale.key} className="contents">
          <Suspense fallback={<FormLoader />}>{renderForm({ request: current, onSubmit, pending })}</Suspense>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** While the form's code arrives (it is loaded with the first dialog, not with the list). */
function FormLoader() {
  return (
    <div role="status" aria-label="Chargement du formulaire" className="flex justify-center py-12">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
