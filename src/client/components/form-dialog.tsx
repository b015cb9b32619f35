/**
 * The skeleton every entity form dialog shares (clients, saved addresses, articles, users, carriers): a
 * dialog with its title and description, a form checked by the shared zod schema (react-hook-form), saved
 * by the feature's mutation; the server's field messages (400/409 `errors`) land under their fields, a save
 * refused for a stale version is told by the « Modifié entre-temps » notice (decision 0076) and any other
 * failure by a toast; « Annuler » and the submit button under it (FormDialogFooter). Each dialog keeps only
 * what differs: its texts, fields, defaults, mutations and toasts.
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
import type { StaleReload } from '@client/lib/use-stale-reload';
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
 * react-hook-form's form plus `onSubmit`, the save of an entity's dialog written once: validates, clears the
 * « Modifié entre-temps » notice, runs `save` (the feature's create, or its update based on the version the
 * form started from), then `onSaved` (its toast) and `onDone` (closes the dialog). A failure puts the
 * server's messages under `fields`; a stale version is told by the notice (`stale.caught`), with no toast
 * on top; any other failure goes to `onFailed` (the feature's toast).
 * `formRef` goes on the form element (DialogForm's `formRef`): the first invalid field gets the focus.
 */
export function useDialogForm<TInput extends FieldValues, TOutput, TSaved>(
  options: UseFormProps<TInput, unknown, TOutput>,
  {
    fields,
    stale,
    save,
    onSaved,
    onFailed,
    onDone,
  }: {
    fields: readonly Path<TInput>[];
    /** The dialog's useStaleReload (a creation's has no record: nothing for it to catch). */
    stale: Pick<StaleReload<unknown>, 'clear' | 'caught'>;
    save: (values: TOutput) => Promise<TSaved>;
    onSaved: (saved: TSaved, values: TOutput) => void;
    onFailed: (error: unknown) => void;
    onDone: () => void;
  },
) {
  // The first invalid field in the page's order gets the focus (useFocusFirstInvalid), not react-hook-form's.
  const form = useForm<TInput, unknown, TOutput>({ shouldFocusError: false, ...options });
  useUnsavedChanges(form.formState.isDirty);
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const onSubmit = form.handleSubmit(async (values) => {
    stale.clear();
    try {
      onSaved(await save(values), values);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      if (!stale.caught(error)) onFailed(error);
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
