/**
 * The shape the settings' reference lists share (Adresses d'expédition, Articles, Transporteurs): a
 * heading with its description and « Nouveau … », the list as cards (or an empty state), the form dialog
 * for creating and editing, and the confirmation before a deletion with its toasts. Each tab gives its
 * texts, its card and its form; the behaviour is written once here.
 */
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { EmptyState, QueryContent } from '@client/components/layout/query-states';
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { Button } from '@client/components/ui/button';
import { useDialogState } from '@client/hooks/use-dialog-state';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** What the form dialog of a tab receives: open for `target` (null: a new one), keyed by `formKey`. */
export interface SettingsFormState<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: T | null;
  formKey: number;
}

interface SettingsListTabProps<T extends { id: number; name: string }> {
  /** The section's heading id (its accessible name). */
  headingId: string;
  title: string;
  description: string;
  createLabel: string;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorTitle: string;
  empty: { icon: LucideIcon; title: string; children: ReactNode };
  /** The grid's classes (how many cards per row at each width). */
  listClassName: string;
  /** The order the cards are shown in (as the query answers by default). */
  sort?: (items: T[]) => T[];
  card: (item: T, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  form: (state: SettingsFormState<T>) => ReactNode;
  remove: {
    mutation: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
    confirmTitle: string;
    confirmDescription: (item: T | null) => string;
    /** The success toast's title (its text is the item's name). */
    doneTitle: string;
    failureMessage: (error: unknown) => string;
  };
}

export function SettingsListTab<T extends { id: number; name: string }>({
  headingId,
  title,
  description,
  createLabel,
  query,
  loadingLabel,
  errorTitle,
  empty,
  listClassName,
  sort,
  card,
  form,
  remove,
}: SettingsListTabProps<T>) {
  const formDialog = useDialogState<T>();
  const deleteDialog = useDialogState<T>();

  async function confirmDelete() {
    const item = deleteDialog.target;
    if (!item) return;
    try {
      await remove.mutation.mutateAsync(item.id);
      settingsSuccessToast(remove.doneTitle, item.name);
    } catch (error) {
      settingsErrorToast('Erreur', remove.failureMessage(error));
    } finally {
      deleteDialog.close();
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Button variant="brand" onClick={() => formDialog.show(null)}>
          <Plus aria-hidden="true" />
          {createLabel}
        </Button>
      </div>

      <QueryContent query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState icon={empty.icon} title={empty.title}>
              {empty.children}
            </EmptyState>
          ) : (
            <ul className={listClassName}>
              {(sort ? sort(data) : data).map((item) => (
                <li key={item.id}>
                  {card(item, {
                    onEdit: () => formDialog.show(item),
                    onDelete: () => deleteDialog.show(item),
                  })}
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>

      {form({
        open: formDialog.open,
        onOpenChange: formDialog.onOpenChange,
        target: formDialog.target,
        formKey: formDialog.key,
      })}
      <ConfirmDialog
        open={deleteDialog.open}
        onOpenChange={deleteDialog.onOpenChange}
        title={remove.confirmTitle}
        description={remove.confirmDescription(deleteDialog.target)}
        pending={remove.mutation.isPending}
        onConfirm={confirmDelete}
        confirmLabel="Supprimer"
      />
    </section>
  );
}

/** A card's « Modifier … » / « Supprimer … » icon buttons; `subject` names the item (« l'adresse Dépôt »). */
export function EditDeleteButtons({
  subject,
  onEdit,
  onDelete,
}: {
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="-mt-1 -mr-2 flex shrink-0">
      <Button variant="ghost" size="icon" aria-label={`Modifier ${subject}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={`Supprimer ${subject}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
