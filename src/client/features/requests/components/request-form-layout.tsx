/**
 * The frame of the three request forms: where the ERP offer picker sits, the kind's fields, then "Annuler"
 * and the submit button ("Créer la demande", or "Modifier la demande" in edit mode). On submit, the valid
 * values go to `onSubmit`; when the save is refused, the server's field messages land under the fields
 * (the dialog has already said what failed in a toast).
 */
import { Button } from '@client/components/ui/button';
import { DialogClose, DialogFooter } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { ErpOfferSlot } from './erp-offer-slot';

export interface RequestFormLayoutProps<T extends FieldValues> {
  handleSubmit: UseFormHandleSubmit<T>;
  setError: UseFormSetError<T>;
  /** The form's top-level fields, which the server's messages may name. */
  fields: readonly Path<T>[];
  onSubmit: (values: T) => Promise<void>;
  editing: boolean;
  pending: boolean;
  children: ReactNode;
}

export function RequestFormLayout<T extends FieldValues>({
  handleSubmit,
  setError,
  fields,
  onSubmit,
  editing,
  pending,
  children,
}: RequestFormLayoutProps<T>) {
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <ErpOfferSlot />
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" variant="brand" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {editing ? 'Modifier la demande' : 'Créer la demande'}
        </Button>
      </DialogFooter>
    </form>
  );
}
