/**
 * The creation / edit dialog of a request page (spec §2): the kind's form inside, saved with the spec's
 * toasts. The form receives `onSubmit`, which rejects with the server's error when the save failed, so the
 * form can put the server's field messages under its fields; the dialog closes itself on success.
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { type ReactNode, Suspense } from 'react';
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

  async function onSubmit(values: RequestInputByKind[K]) {
    let failure: unknown;
    const saved = await save(request, values, (error) => {
      failure = error;
    });
    if (!saved) throw failure;
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{request ? titles.edit : titles.create}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div key={formKey} className="contents">
          <Suspense fallback={<FormLoader />}>{renderForm({ request, onSubmit, pending })}</Suspense>
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
