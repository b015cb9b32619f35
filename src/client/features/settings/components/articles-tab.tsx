/** Articles (spec §2): the packaging items as cards, with creation, edition and deletion. */
import { EmptyState, QueryContent } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { useDeletePackagingItem } from '@client/features/packaging-stock/api/delete-packaging-item';
import { usePackagingItems } from '@client/features/packaging-stock/api/get-packaging-items';
import { settingsErrorToast, settingsSuccessToast } from '@client/features/settings/settings-toast';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { errorMessage } from '@client/lib/api-client';
import { quantityText } from '@client/lib/french-text';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { packagingKindLabels } from '@shared/stock/stock-levels';
import { Link2, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { ArticleFormDialog } from './article-form-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** The spec's wording; the no-break space keeps « ? » with its word (French typography). */
const CONFIRM_DELETE_TITLE = 'Êtes-vous sûr de vouloir supprimer cet article\u00a0?';

export function ArticlesTab() {
  const items = usePackagingItems();
  const formDialog = useDialogState<PackagingItem>();
  const deleteDialog = useDialogState<PackagingItem>();
  const deleteItem = useDeletePackagingItem();

  async function confirmDelete() {
    const item = deleteDialog.target;
    if (!item) return;
    try {
      await deleteItem.mutateAsync(item.id);
      settingsSuccessToast('Article supprimé', item.name);
    } catch (error) {
      settingsErrorToast('Erreur', errorMessage(error));
    } finally {
      deleteDialog.close();
    }
  }

  return (
    <section aria-labelledby="articles-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="articles-heading" className="text-lg font-semibold text-slate-900">
            Articles
          </h2>
          <p className="text-sm text-muted-foreground">Les emballages suivis dans les stocks.</p>
        </div>
        <Button variant="brand" onClick={() => formDialog.show(null)}>
          <Plus aria-hidden="true" />
          Nouvel article
        </Button>
      </div>

      <QueryContent
        query={items}
        loadingLabel="Chargement des articles"
        errorTitle="Impossible de charger les articles."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState icon={Package} title="Aucun article">
              Ajoutez les emballages à suivre avec «&nbsp;Nouvel article&nbsp;».
            </EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {data.map((item) => (
                <li key={item.id}>
                  <ArticleCard
                    item={item}
                    onEdit={() => formDialog.show(item)}
                    onDelete={() => deleteDialog.show(item)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>

      <ArticleFormDialog
        open={formDialog.open}
        onOpenChange={formDialog.onOpenChange}
        item={formDialog.target}
        formKey={formDialog.key}
      />
      <ConfirmDeleteDialog
        open={deleteDialog.open}
        onOpenChange={deleteDialog.onOpenChange}
        title={CONFIRM_DELETE_TITLE}
        // An item with stock history is archived by the server rather than erased: say the history stays.
        description={`«\u00a0${deleteDialog.target?.name ?? ''}\u00a0» sera retiré des articles et des stocks. L'historique de ses mouvements de stock est conservé.`}
        pending={deleteItem.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function ArticleCard({
  item,
  onEdit,
  onDelete,
}: {
  item: PackagingItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="h-full gap-3">
      <CardHeader className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold wrap-anywhere text-slate-900">{item.name}</h3>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={`Modifier l'article ${item.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={`Supprimer l'article ${item.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm whitespace-pre-line text-muted-foreground">
          {item.description || 'Aucune description'}
        </p>
        <p className="text-sm text-slate-700">
          Stock&nbsp;:{' '}
          <span className="font-semibold text-slate-900">{quantityText(item.currentStock, item.unit)}</span>
        </p>
        {item.packagingKind && (
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <Link2 className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            Déduit à l'acceptation&nbsp;:{' '}
            <span className="font-medium text-slate-900">{packagingKindLabels[item.packagingKind]}</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
