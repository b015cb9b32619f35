/**
 * The frame of the three request forms: where the ERP offer picker sits, the kind's fields, then "Annuler"
 * and the submit button ("Créer la demande", or "Modifier la demande" in edit mode). On submit, the valid
 * values go to `onSubmit`; when the save is refused, the server's field messages land under the fields
 * (the dialog has already said what failed in a toast).
 */
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
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
      <FormDialogFooter pending={pending}>
        {editing ? 'Modifier la demande' : 'Créer la demande'}
      </FormDialogFooter>
    </form>
  );
}
