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
import { FormField } from '@client/components/ui/form-field';
import { packagingItemsQueryOptions } from '@client/features/packaging-stock/api/get-packaging-items';
import { packagingKeys } from '@client/features/packaging-stock/api/query-keys';
import { useUpdatePackagingItem } from '@client/features/packaging-stock/api/update-packaging-item';
import { toast } from '@client/hooks/use-toast';
import { errorMessage, serverReason } from '@client/lib/api-client';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { quantityText } from '@client/lib/french-text';
import { staleVersionOf } from '@client/lib/stale-version';
import { zodResolver } from '@client/lib/zod-resolver';
import { parseWholeNumber } from '@shared/numbers';
import { type PackagingItem, stockLevelsSchema } from '@shared/stock/packaging-item.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

const stockFields = ['currentStock', 'minStock', 'maxStock'] as const;

interface StockEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: PackagingItem | null;
  formKey: number;
}

export function StockEditDialog({ open, onOpenChange, item, formKey }: StockEditDialogProps) {
  // After « Recharger » (decision 0076): the item as it is now, and a new key so the form starts from it.
  const [reloaded, setReloaded] = useState<{ openedAs: number; item: PackagingItem; n: number } | null>(null);
  const current = reloaded?.openedAs === formKey ? reloaded.item : item;
  const n = reloaded?.openedAs === formKey ? reloaded.n : 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Modifier le stock - ${item?.name ?? ''}`}</DialogTitle>
          <DialogDescription>
            Un changement du stock actuel est enregistré comme correction dans les mouvements de stock.
          </DialogDescription>
        </DialogHeader>
        {current && (
          <StockEditForm
            key={`${formKey}-${n}`}
            item={current}
            onDone={() => onOpenChange(false)}
            onReloaded={(fresh) => setReloaded({ openedAs: formKey, item: fresh, n: n + 1 })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function StockEditForm({
  item,
  onDone,
  onReloaded,
}: {
  item: PackagingItem;
  onDone: () => void;
  onReloaded: (item: PackagingItem) => void;
}) {
  const update = useUpdatePackagingItem();
  const queryClient = useQueryClient();
  const [staleMessage, setStaleMessage] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  /** « Recharger »: reads the items again and restarts the form from this one as it is now. */
  async function reload() {
    setReloading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: packagingKeys.items() });
      const fresh = (await queryClient.fetchQuery(packagingItemsQueryOptions())).find(
        (candidate) => candidate.id === item.id,
      );
      if (fresh) onReloaded(fresh);
      else setStaleMessage('Cet article a été supprimé entre-temps.');
    } catch (error) {
      setStaleMessage(errorMessage(error));
    } finally {
      setReloading(false);
    }
  }
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(stockLevelsSchema),
    defaultValues: { currentStock: item.currentStock, minStock: item.minStock, maxStock: item.maxStock },
  });

  const onSubmit = handleSubmit(async (values) => {
    setStaleMessage(null);
    try {
      const updated = await update.mutateAsync({ id: item.id, input: values, version: item.version });
      toast({
        title: 'Stock mis à jour',
        description: `${updated.name}\u00a0: ${quantityText(updated.currentStock, updated.unit)} (minimum ${updated.minStock}, maximum ${updated.maxStock}).`,
      });
      onDone();
    } catch (error) {
      const stale = staleVersionOf(error);
      // The notice in the form says it and offers « Recharger »: no toast on top.
      if (stale) {
        setStaleMessage(stale.message);
        return;
      }
      applyServerFieldErrors(error, setError, stockFields);
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: serverReason(error, 'Impossible de mettre à jour le stock.'),
      });
    }
  });

  const numeric = { type: 'number', inputMode: 'numeric', step: 1, required: true } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <StaleVersionNotice
        title="Modifié entre-temps"
        message={staleMessage}
        reloading={reloading}
        onReload={reload}
      />
      <FormField
        id="stock-currentStock"
        label={`Stock actuel (${item.unit})`}
        min={0}
        error={errors.currentStock?.message}
        {...numeric}
        {...register('currentStock', { setValueAs: parseWholeNumber })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="stock-minStock"
          label="Stock minimum"
          min={0}
          error={errors.minStock?.message}
          {...numeric}
          {...register('minStock', { setValueAs: parseWholeNumber })}
        />
        <FormField
          id="stock-maxStock"
          label="Stock maximum"
          min={1}
          error={errors.maxStock?.message}
          {...numeric}
          {...register('maxStock', { setValueAs: parseWholeNumber })}
        />
      </div>
      <FormDialogFooter pending={update.isPending}>Enregistrer</FormDialogFooter>
    </form>
  );
}
