/**
 * "Nouvel article" / "Modifier l'article" (spec §2 Articles): name, description, unit and current stock,
 * plus the packaging kind of the conditioning calculation the item supplies (its count is deducted when a
 * request is accepted; one item per kind, the server answers 409 under the field otherwise).
 * Minimum and maximum stock are set on the stock page; a new item gets the defaults (10 and 100).
 */

import { DialogForm, FormDialog, type FormDialogProps, useDialogForm } from '@client/components/form-dialog';
import { settingsErrorToast, settingsSuccessToast } from '@client/components/settings/settings-toast';
import { StaleVersionNotice } from '@client/components/stale-version-notice';
import { FormField, SelectField, TextareaField } from '@client/components/ui/form-field';
import { FormNumberField } from '@client/components/ui/number-field';
import { useCreatePackagingItem } from '@client/features/packaging-stock/api/create-packaging-item';
import { readPackagingItem } from '@client/features/packaging-stock/api/get-packaging-items';
import { useUpdatePackagingItem } from '@client/features/packaging-stock/api/update-packaging-item';
import { errorMessage } from '@client/lib/api-client';
import { type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  type PackagingItem,
  packagingItemDefaults,
  packagingItemFieldsSchema,
} from '@shared/stock/packaging-item.schema';
import { packagingKindLabels, packagingKinds } from '@shared/stock/stock';

const articleFormSchema = packagingItemFieldsSchema.pick({
  name: true,
  description: true,
  unit: true,
  currentStock: true,
  packagingKind: true,
});
const articleFields = ['name', 'description', 'unit', 'currentStock', 'packagingKind'] as const;

/** The select's "Aucun" option is the empty string; the API's "no kind" is null. */
const toPackagingKind = (value: unknown) => (value === '' || value == null ? null : value);

interface ArticleFormDialogProps extends FormDialogProps {
  /** The item to edit; null to create one. */
  item: PackagingItem | null;
  /** Changes at every opening, so the form starts from the item's current values. */
  formKey: number;
}

export function ArticleFormDialog({ open, onOpenChange, item, formKey }: ArticleFormDialogProps) {
  const stale = useStaleReload({
    record: item,
    openedAs: formKey,
    read: readPackagingItem,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? "Modifier l'article" : 'Nouvel article'}
      description="Les seuils de stock minimum et maximum se règlent dans Stocks d'Emballages."
    >
      <ArticleForm key={stale.key} item={stale.current} stale={stale} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ArticleForm({
  item,
  onDone,
  stale,
}: {
  item: PackagingItem | null;
  onDone: () => void;
  stale: StaleReload<PackagingItem>;
}) {
  const create = useCreatePackagingItem();
  const update = useUpdatePackagingItem();
  const pending = create.isPending || update.isPending;
  const {
    register,
    control,
    onSubmit,
    formRef,
    formState: { errors },
  } = useDialogForm(
    {
      resolver: zodResolver(articleFormSchema),
      defaultValues: {
        name: item?.name ?? '',
        description: item?.description ?? '',
        unit: item?.unit ?? packagingItemDefaults.unit,
        currentStock: item?.currentStock ?? packagingItemDefaults.currentStock,
        packagingKind: item?.packagingKind ?? null,
      },
    },
    {
      fields: articleFields,
      stale,
      save: (values) =>
        item
          ? update.mutateAsync({ id: item.id, input: values, version: item.version })
          : create.mutateAsync(values),
      onSaved: (_saved, values) =>
        settingsSuccessToast(item ? 'Article modifié' : 'Article ajouté', values.name),
      onFailed: (error) => settingsErrorToast('Erreur', errorMessage(error)),
      onDone,
    },
  );

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={item ? 'Enregistrer' : 'Ajouter'}
    >
      <StaleVersionNotice title="Modifié entre-temps" {...stale.notice} />
      <FormField
        id="article-name"
        label="Nom"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        id="article-description"
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="article-unit"
          label="Unité"
          autoComplete="off"
          required
          error={errors.unit?.message}
          {...register('unit')}
        />
        <FormNumberField
          id="article-currentStock"
          label="Stock actuel"
          control={control}
          name="currentStock"
          whole
          emptyValue={0}
          required
          error={errors.currentStock?.message}
        />
      </div>
      <SelectField
        id="article-packagingKind"
        label="Type d'emballage (déduit à l'acceptation)"
        hint="Le nombre correspondant d'une demande d'envoi conditionnement acceptée est retiré de ce stock."
        error={errors.packagingKind?.message}
        {...register('packagingKind', { setValueAs: toPackagingKind })}
      >
        <option value="">Aucun</option>
        {packagingKinds.map((kind) => (
          <option key={kind} value={kind}>
            {packagingKindLabels[kind]}
          </option>
        ))}
      </SelectField>
    </DialogForm>
  );
}
