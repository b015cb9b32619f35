/**
 * "Ajouter" / "Retirer" (beyond the spec, where its buttons did nothing): a quantity (≥ 1) and an optional
 * comment, recorded as a stock movement. A withdrawal larger than the stock is refused by the server with
 * a French message naming the missing quantity; nothing changes then and the dialog stays open.
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { TextareaField } from '@client/components/ui/form-field';
import { FormNumberField } from '@client/components/ui/number-field';
import { useUnsavedChanges } from '@client/components/ui/unsaved-changes';
import { useRecordStockMovement } from '@client/features/packaging-stock/api/record-stock-movement';
import { formatMovementQuantity } from '@client/features/packaging-stock/stock-summary';
import { toast } from '@client/hooks/use-toast';
import { errorMessage, isApiError } from '@client/lib/api-client';
import { useFocusFirstInvalid } from '@client/lib/focus-first-invalid';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { quantityText } from '@client/lib/french-text';
import { zodResolver } from '@client/lib/zod-resolver';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { stockMovementInputSchema } from '@shared/stock/stock';
import { useForm } from 'react-hook-form';

export type MovementDirection = 'in' | 'out';

const movementFormSchema = stockMovementInputSchema.omit({ direction: true });

const texts: Record<MovementDirection, { title: string; submit: string; refused: string }> = {
  in: { title: 'Ajouter au stock', submit: 'Ajouter', refused: 'Ajout impossible' },
  out: { title: 'Retirer du stock', submit: 'Retirer', refused: 'Retrait refusé' },
};

export interface MovementTarget {
  item: PackagingItem;
  direction: MovementDirection;
}

interface StockMovementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: MovementTarget | null;
  formKey: number;
}

export function StockMovementDialog({ open, onOpenChange, target, formKey }: StockMovementDialogProps) {
  const direction = target?.direction ?? 'in';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`${texts[direction].title} - ${target?.item.name ?? ''}`}</DialogTitle>
          <DialogDescription>
            {target
              ? `Stock actuel\u00a0: ${quantityText(target.item.currentStock, target.item.unit)}. Le mouvement est enregistré dans l'historique.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {target && <StockMovementForm key={formKey} target={target} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function StockMovementForm({ target, onDone }: { target: MovementTarget; onDone: () => void }) {
  const { item, direction } = target;
  const record = useRecordStockMovement();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, submitCount },
  } = useForm({
    shouldFocusError: false,
    resolver: zodResolver(movementFormSchema),
    defaultValues: { comments: '' },
  });

  useUnsavedChanges(isDirty);
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await record.mutateAsync({ itemId: item.id, input: { direction, ...values } });
      const signed = direction === 'in' ? values.quantity : -values.quantity;
      toast({
        title: 'Stock mis à jour',
        description: `${updated.name}\u00a0: ${formatMovementQuantity(signed, updated.unit)}, stock actuel ${quantityText(updated.currentStock, updated.unit)}.`,
      });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // The server's message names the item and the missing quantity: show it under the field too.
        setError('quantity', { type: 'server', message: error.message });
        toast({ variant: 'destructive', title: texts[direction].refused, description: error.message });
        return;
      }
      applyServerFieldErrors(error, setError, ['quantity', 'comments']);
      toast({ variant: 'destructive', title: 'Erreur', description: errorMessage(error) });
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormNumberField
        id="movement-quantity"
        label={`Quantité (${item.unit})`}
        control={control}
        name="quantity"
        whole
        emptyValue={0}
        blankWhenEmpty
        required
        error={errors.quantity?.message}
      />
      <TextareaField
        id="movement-comments"
        label="Commentaire (facultatif)"
        rows={2}
        maxLength={500}
        error={errors.comments?.message}
        {...register('comments')}
      />
      <FormDialogFooter pending={record.isPending} variant={direction === 'in' ? 'brand' : 'destructive'}>
        {texts[direction].submit}
      </FormDialogFooter>
    </form>
  );
}
