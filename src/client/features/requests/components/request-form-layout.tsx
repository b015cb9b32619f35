/**
 * The frame of the three request forms: the ERP offer picker, the kind's fields, then "Annuler" and the
 * submit button ("Créer la demande", or "Modifier la demande" in edit mode). A chosen offer fills the fields
 * it knows (erp-prefill.ts); they stay editable. On submit, the valid values go to `onSubmit`; when the save
 * is refused, the server's field messages land under the fields (the dialog has already said what failed in
 * a toast).
 */
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { ErpOfferPicker } from '@client/features/odoo/components/erp-offer-picker';
import { erpPrefill } from '@client/features/odoo/erp-prefill';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import type { ErpClientInfo } from '@shared/odoo/erp-offers';
import type { ReactNode } from 'react';
import type {
  FieldValues,
  Path,
  PathValue,
  UseFormHandleSubmit,
  UseFormSetError,
  UseFormSetValue,
} from 'react-hook-form';
import type { RequestKind } from '../request-types';

export interface RequestFormLayoutProps<T extends FieldValues> {
  kind: RequestKind;
  handleSubmit: UseFormHandleSubmit<T>;
  setError: UseFormSetError<T>;
  setValue: UseFormSetValue<T>;
  /** The form's top-level fields, which the server's messages may name. */
  fields: readonly Path<T>[];
  onSubmit: (values: T) => Promise<void>;
  editing: boolean;
  pending: boolean;
  children: ReactNode;
}

export function RequestFormLayout<T extends FieldValues>({
  kind,
  handleSubmit,
  setError,
  setValue,
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

  function fillFromOffer(info: ErpClientInfo) {
    for (const [field, value] of erpPrefill(kind, info)) {
      // Validated at once: a message left by an earlier attempt goes, an unusable value (an address
      // outside Île-de-France on the regional form) says so before the user submits.
      setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
      // The offer's company replaces the one typed or picked: a client picked earlier is not its client.
      if (field === 'clientCompanyName') {
        setValue('clientId' as Path<T>, null as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <ErpOfferPicker kind={kind} onLoaded={fillFromOffer} />
      {children}
      <FormDialogFooter pending={pending}>
        {editing ? 'Modifier la demande' : 'Créer la demande'}
      </FormDialogFooter>
    </form>
  );
}
