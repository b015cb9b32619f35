/**
 * The frame of the three request forms: the ERP offer picker, the kind's fields, then "Annuler" and the
 * submit button ("Créer la demande", or "Modifier la demande" in edit mode). A chosen offer fills the fields
 * it knows (erp-prefill.ts); they stay editable. On submit, the valid values go to `onSubmit`; when the save
 * is refused, the server's field messages land under the fields (the dialog has already said what failed in
 * a toast). The form's dirty state reaches the dialog's guard (« Abandonner la saisie ? » before closing), and
 * a refused submit focuses the first field with a message, in the page's order.
 */
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { useUnsavedChanges } from '@client/components/ui/unsaved-changes';
import { ErpOfferPicker } from '@client/features/odoo/components/erp-offer-picker';
import { erpPrefill } from '@client/features/odoo/erp-prefill';
import { useFocusFirstInvalid } from '@client/lib/focus-first-invalid';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import type { ErpClientInfo } from '@shared/odoo/erp-offers';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormHandleSubmit,
  type UseFormSetError,
  type UseFormSetValue,
  useFormState,
} from 'react-hook-form';
import type { RequestKind } from '../request-types';

export interface RequestFormLayoutProps<T extends FieldValues> {
  kind: RequestKind;
  /** The form's control: its dirty state and submit count. */
  control: Control<T>;
  /** The form starts from values handed over by the other kind's form: they count as unsaved changes. */
  handedOver?: boolean;
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
  control,
  handedOver = false,
  handleSubmit,
  setError,
  setValue,
  fields,
  onSubmit,
  editing,
  pending,
  children,
}: RequestFormLayoutProps<T>) {
  const { isDirty, submitCount } = useFormState({ control });
  useUnsavedChanges(isDirty || handedOver);
  const formRef = useFocusFirstInvalid(submitCount);
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
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6">
      <ErpOfferPicker kind={kind} onLoaded={fillFromOffer} />
      {children}
      <FormDialogFooter pending={pending}>
        {editing ? 'Modifier la demande' : 'Créer la demande'}
      </FormDialogFooter>
    </form>
  );
}
