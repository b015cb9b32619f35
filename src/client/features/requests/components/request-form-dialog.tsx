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
import { errorMessage } from '@client/lib/api-client';
import { staleVersionOf } from '@client/lib/stale-version';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
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
}: RequestFormDialogProps<K>) {
  const { save, pending } = useSaveRequest(kind);
  const queryClient = useQueryClient();
  // After « Recharger »: the request as it is now, and a new key so the form starts from it.
  const [reloaded, setReloaded] = useState<{ openedAs: number; request: RequestByKind[K]; n: number } | null>(
    null,
  );
  const [stale, setStale] = useState<{ openedAs: number; message: string } | null>(null);
  const [reloading, setReloading] = useState(false);
  const current = reloaded?.openedAs === formKey ? reloaded.request : request;
  const staleMessage = stale?.openedAs === formKey ? stale.message : null;

  async function onSubmit(values: RequestInputByKind[K]) {
    let failure: unknown;
    const saved = await save(current, values, (error) => {
      failure = error;
    });
    if (!saved) {
      const conflict = staleVersionOf(failure);
      if (conflict) setStale({ openedAs: formKey, message: conflict.message });
      throw failure;
    }
    setStale(null);
    onOpenChange(false);
  }

  /** « Recharger »: reads the request again and resets the form to it (the colleague's changes shown). */
  async function reload() {
    if (!current) return;
    setReloading(true);
    try {
      const fresh = await getRequest(kind, current.id);
      setReloaded({ openedAs: formKey, request: fresh, n: (reloaded?.n ?? 0) + 1 });
      setStale(null);
      void invalidateRequests(queryClient, kind);
    } catch (error) {
      setStale({ openedAs: formKey, message: errorMessage(error) });
    } finally {
      setReloading(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{request ? titles.edit : titles.create}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <StaleVersionNotice
          title="Modifiée entre-temps"
          message={staleMessage}
          reloading={reloading}
          onReload={reload}
        />
        <div key={`${formKey}-${reloaded?.openedAs === formKey ? reloaded.n : 0}`} className="contents">
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
