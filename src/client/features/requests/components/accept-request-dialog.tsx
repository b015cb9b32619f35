/**
 * "Accepter": a confirmation, as "Refuser" has, since an acceptance is final and, for a conditioning
 * request, takes its packaging out of the stock at once. The dialog says what will be deducted from which
 * article (with the stock before and after), which counts no article supplies, and warns when the stock is
 * short — the server would then refuse with a 409 naming the items, shown here (the dialog stays open).
 * The other kinds deduct nothing, and the dialog says so.
 */
import { LoadError, SectionLoader } from '@client/components/layout/query-states';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Notice } from '@client/components/ui/notice';
import { Spinner } from '@client/components/ui/spinner';
import { usePackagingItems } from '@client/features/packaging-stock/api/get-packaging-items';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { deductionLineText, deductionPreview, type PackagingCounts } from '../deduction-preview';

export interface AcceptRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who asked (named in the question). */
  companyName: string;
  /** The counts the acceptance deducts (a conditioning request); null when it deducts nothing. */
  packaging: PackagingCounts | null;
  pending: boolean;
  /** Why the last attempt failed (the server's words), shown above the buttons. */
  failure: string | null;
  /** Sends the acceptance; the dialog closes itself when it resolves to true. */
  onConfirm: () => Promise<boolean>;
}

export function AcceptRequestDialog({
  open,
  onOpenChange,
  companyName,
  packaging,
  pending,
  failure,
  onConfirm,
}: AcceptRequestDialogProps) {
  async function confirm() {
    if (await onConfirm()) onOpenChange(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Accepter la demande{'\u00a0'}?</AlertDialogTitle>
          <AlertDialogDescription>
            La demande de {companyName} sera acceptée. Cette décision est définitive.
            {!packaging && " Elle ne déduit rien du stock d'emballages."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {packaging && <StockDeduction packaging={packaging} />}
        {failure && (
          <Notice tone="error" title="La demande n'a pas été acceptée" role="alert">
            {failure}
          </Notice>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: Action would close the dialog before the answer. */}
          <Button
            className="bg-emerald-700 text-white hover:bg-emerald-800"
            onClick={confirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? <Spinner /> : <Check aria-hidden="true" />}
            Accepter
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The deduction, read against the stock as it is now (fetched again each time the dialog opens). */
function StockDeduction({ packaging }: { packaging: PackagingCounts }) {
  const headingId = useId();
  const items = usePackagingItems({ refreshOnOpen: true });

  if (items.isPending) return <SectionLoader label="Chargement du stock d'emballages" className="min-h-16" />;
  if (items.isError) {
    return (
      <LoadError
        title="Impossible de charger le stock d'emballages."
        error={items.error}
        onRetry={() => items.refetch()}
        retrying={items.isRefetching}
      />
    );
  }

  const { lines, shortages } = deductionPreview(packaging, items.data);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Stock d'emballages
      </h3>
      {lines.length === 0 ? (
        <p className="text-slate-700">Aucun emballage à envoyer{'\u00a0'}: rien n'est déduit du stock.</p>
      ) : (
        <ul className="grid gap-1.5 text-slate-700">
          {lines.map((line) => (
            <li key={line.kind} className="wrap-anywhere">
              {deductionLineText(line)}
            </li>
          ))}
        </ul>
      )}
      {shortages.length > 0 && (
        <Notice tone="warning" title="Stock insuffisant" role="alert">
          {shortages.join(' ')} L'acceptation sera refusée tant que le stock n'est pas complété.
        </Notice>
      )}
    </section>
  );
}
