/** Articles (spec §2): the packaging items as cards, with creation, edition and deletion. */
import { EditDeleteButtons, SettingsListTab } from '@client/components/settings/settings-list-tab';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { useDeletePackagingItem } from '@client/features/packaging-stock/api/delete-packaging-item';
import { usePackagingItems } from '@client/features/packaging-stock/api/get-packaging-items';
import { errorMessage } from '@client/lib/api-client';
import { quantityText } from '@client/lib/french-text';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { packagingKindLabels } from '@shared/stock/stock-levels';
import { Link2, Package } from 'lucide-react';
import { ArticleFormDialog } from './article-form-dialog';

/** The spec's wording; the no-break space keeps « ? » with its word (French typography). */
const CONFIRM_DELETE_TITLE = 'Êtes-vous sûr de vouloir supprimer cet article\u00a0?';

export function ArticlesTab() {
  const items = usePackagingItems();
  const deleteItem = useDeletePackagingItem();
  return (
    <SettingsListTab
      headingId="articles-heading"
      title="Articles"
      description="Les emballages suivis dans les stocks."
      createLabel="Nouvel article"
      query={items}
      loadingLabel="Chargement des articles"
      errorTitle="Impossible de charger les articles."
      empty={{
        icon: Package,
        title: 'Aucun article',
        children: 'Ajoutez les emballages à suivre avec «\u00a0Nouvel article\u00a0».',
      }}
      listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      card={(item, actions) => <ArticleCard item={item} {...actions} />}
      form={({ target, ...dialog }) => <ArticleFormDialog {...dialog} item={target} />}
      remove={{
        mutation: deleteItem,
        confirmTitle: CONFIRM_DELETE_TITLE,
        // An item with stock history is archived by the server rather than erased: say the history stays.
        confirmDescription: (item) =>
          `«\u00a0${item?.name ?? ''}\u00a0» sera retiré des articles et des stocks. L'historique de ses mouvements de stock est conservé.`,
        doneTitle: 'Article supprimé',
        failureMessage: errorMessage,
      }}
    />
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
        <EditDeleteButtons subject={`l'article ${item.name}`} onEdit={onEdit} onDelete={onDelete} />
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
