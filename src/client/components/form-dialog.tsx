/**
 * The skeleton every entity form dialog shares (clients, saved addresses, articles, users, carriers): a
 * dialog with its title and description, a form checked by the shared zod schema (react-hook-form), saved
 * by the feature's mutation; the server's field messages (400/409 `errors`) land under their fields and a
 * toast says what failed; « Annuler » and the submit button under it (FormDialogFooter). Each dialog keeps
 * only what differs: its texts, fields, defaults, save and toasts.
 *
 * The form is keyed by the caller (`formKey`, changed at each opening) so it starts from the entity's
 * current values every time. While it holds unsaved changes, the dialog asks before closing
 * (ui/unsaved-changes.tsx); a refused submit focuses the first field with a message (lib/focus-first-invalid.ts).
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { useUnsavedChanges } from '@client/components/ui/unsaved-changes';
import { useFocusFirstInvalid } from '@client/lib/focus-first-invalid';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { type FieldValues, type Path, type UseFormProps, useForm } from 'react-hook-form';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: FormDialogProps & { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * react-hook-form's form plus `onSubmit`: validates, then runs `save` (which reports its success itself);
 * a failure puts the server's messages under `fields` and is handed to `onFailure` (the feature's toast).
 * `formRef` goes on the form element (DialogForm's `formRef`): the first invalid field gets the focus.
 */
export function useDialogForm<TInput extends FieldValues, TOutput>(
  options: UseFormProps<TInput, unknown, TOutput>,
  {
    fields,
    save,
    onFailure,
  }: {
    fields: readonly Path<TInput>[];
    save: (values: TOutput) => Promise<void>;
    onFailure: (error: unknown) => void;
  },
) {
  // The first invalid field in the page's order gets the focus (useFocusFirstInvalid), not react-hook-form's.
  const form = useForm<TInput, unknown, TOutput>({ shouldFocusError: false, ...options });
  useUnsavedChanges(form.formState.isDirty);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      onFailure(error);
    }
  });
  return { ...form, onSubmit, formRef };
}

/** The form element of a form dialog: its fields, then « Annuler » and the submit button. */
export function DialogForm({
  formRef,
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  /** useDialogForm's `formRef`. */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      <FormDialogFooter pending={pending}>{submitLabel}</FormDialogFooter>
    </form>
  );
}
