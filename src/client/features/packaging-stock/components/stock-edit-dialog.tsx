/**
 * "Modifier le stock - {nom}" (spec §2, §5 "Stock edit"): current, minimum and maximum stock, with the
 * spec's rules (min < max, current ≥ 0; inputs min 0, and 1 for the maximum). The server applies the same
 * rules and records a new current stock as a correction movement.
 */

import { StaleVersionNotice } from '@client/components/stale-version-notice';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { FormNumberField } from '@client/components/ui/number-field';
import { useUnsavedChanges } from '@client/components/ui/unsaved-changes';
import { readPackagingItem } from '@client/features/packaging-stock/api/get-packaging-items';
import { useUpdatePackagingItem } from '@client/features/packaging-stock/api/update-packaging-item';
import { toast } from '@client/hooks/use-toast';
import { serverReason } from '@client/lib/api-client';
import { useFocusFirstInvalid } from '@client/lib/focus-first-invalid';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { quantityText } from '@client/lib/french-text';
import { type StaleReload, useStaleReload } from '@client/lib/use-stale-reload';
import { zodResolver } from '@client/lib/zod-resolver';
import { type PackagingItem, stockLevelsSchema } from '@shared/stock/packaging-item.schema';
import { useForm } from 'react-hook-form';

const stockFields = ['currentStock', 'minStock', 'maxStock'] as const;

interface StockEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: PackagingItem | null;
  formKey: number;
}

export function StockEditDialog({ open, onOpenChange, item, formKey }: StockEditDialogProps) {
  const stale = useStaleReload({
    record: item,
    openedAs: formKey,
    read: readPackagingItem,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Modifier le stock - ${item?.name ?? ''}`}</DialogTitle>
          <DialogDescription>
            Un changement du stock actuel est enregistré comme correction dans les mouvements de stock.
          </DialogDescription>
        </DialogHeader>
        {stale.current && (
          <StockEditForm
            key={stale.key}
            item={stale.current}
            stale={stale}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function StockEditForm({
  item,
  onDone,
  stale,
}: {
  item: PackagingItem;
  onDone: () => void;
  stale: StaleReload<PackagingItem>;
}) {
  const update = useUpdatePackagingItem();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, submitCount },
  } = useForm({
    shouldFocusError: false,
    resolver: zodResolver(stockLevelsSchema),
    defaultValues: { currentStock: item.currentStock, minStock: item.minStock, maxStock: item.maxStock },
  });

  useUnsavedChanges(isDirty);
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async (values) => {
    stale.clear();
    try {
      const updated = await update.mutateAsync({ id: item.id, input: values, version: item.version });
      toast({
        title: 'Stock mis à jour',
        description: `${updated.name}\u00a0: ${quantityText(updated.currentStock, updated.unit)} (minimum ${updated.minStock}, maximum ${updated.maxStock}).`,
      });
      onDone();
    } catch (error) {
      // The notice in the form says it and offers « Recharger »: no toast on top.
      if (stale.caught(error)) return;
      applyServerFieldErrors(error, setError, stockFields);
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: serverReason(error, 'Impossible de mettre à jour le stock.'),
      });
    }
  });

  const numeric = { control, whole: true, emptyValue: 0, required: true } as const;

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <StaleVersionNotice title="Modifié entre-temps" {...stale.notice} />
      <FormNumberField
        id="stock-currentStock"
        label={`Stock actuel (${item.unit})`}
        name="currentStock"
        error={errors.currentStock?.message}
        {...numeric}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField
          id="stock-minStock"
          label="Stock minimum"
          name="minStock"
          error={errors.minStock?.message}
          {...numeric}
        />
        <FormNumberField
          id="stock-maxStock"
          label="Stock maximum"
          name="maxStock"
          error={errors.maxStock?.message}
          {...numeric}
        />
      </div>
      <FormDialogFooter pending={update.isPending}>Enregistrer</FormDialogFooter>
    </form>
  );
}
