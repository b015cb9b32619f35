/**
 * "Accepter": a confirmation, as "Refuser" has, since an acceptance is final and, for a conditioning
 * request, takes its packaging out of the stock at once. The dialog says what will be deducted from which
 * article (with the stock before and after), which counts no article supplies, and warns when the stock is
 * short — « Accepter » is then disabled, as the server would refuse with a 409 naming the items (shown here,
 * the dialog staying open, should the stock change meanwhile).
 * The other kinds deduct nothing, and the dialog says so. Its shell and its stock section serve the
 * approval of a packaging request too (ConfirmApprovalDialog, PackagingStockPreview), whose impossible
 * approval (ConfirmationRefusal) disables the confirming button.
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
import { usePackagingItems } from '@client/features/packaging-stock/api/get-packaging-items';
import { ofName } from '@shared/french-elision';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { Check } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId, useLayoutEffect, useState } from 'react';
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

export function AcceptRequestDialog({ companyName, packaging, ...dialog }: AcceptRequestDialogProps) {
  return (
    <ConfirmApprovalDialog
      {...dialog}
      title="Accepter la demande"
      description={
        <>
          La demande {ofName(companyName)} sera acceptée. Cette décision est définitive.
          {!packaging && " Elle ne déduit rien du stock d'emballages."}
        </>
      }
      confirmLabel="Accepter"
      failureTitle="La demande n'a pas été acceptée"
    >
      {packaging && <StockDeduction packaging={packaging} />}
    </ConfirmApprovalDialog>
  );
}

export interface ConfirmApprovalDialogProps
  extends Omit<AcceptRequestDialogProps, 'companyName' | 'packaging'> {
  /** The question, without its "?" ("Accepter la demande"). */
  title: string;
  description: ReactNode;
  /** The confirming button ("Accepter", "Approuver"). */
  confirmLabel: string;
  /** The failure box's title ("La demande n'a pas été acceptée"). */
  failureTitle: string;
  /** What the decision moves in the stock (see PackagingStockPreview). */
  children?: ReactNode;
}

/** How a ConfirmationRefusal inside the dialog tells it which element says why it cannot be confirmed. */
const RefusalContext = createContext<((id: string | null) => void) | null>(null);

/**
 * Why the decision cannot be confirmed as things stand (a withdrawal beyond the stock, an article archived
 * since), shown in the dialog: while it is there, the confirming button is disabled and described by it
 * (aria-describedby). The server refuses anyway; this spares a click that can only fail.
 */
export function ConfirmationRefusal({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const register = useContext(RefusalContext);
  useLayoutEffect(() => {
    register?.(id);
    return () => register?.(null);
  }, [register, id]);
  return (
    <Notice id={id} tone="warning" title={title} role="alert">
      {children}
    </Notice>
  );
}

/**
 * The confirmation of a decision that cannot be undone and may move stock ("Accepter" on a request,
 * "Approuver" on a packaging request, « Marquer comme reçu » on a supply ordered): what it does, then the
 * server's refusal if it comes, in the dialog. A ConfirmationRefusal among `children` disables the button.
 */
export function ConfirmApprovalDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  failureTitle,
  pending,
  failure,
  onConfirm,
  children,
}: ConfirmApprovalDialogProps) {
  // The id of the ConfirmationRefusal shown, if any.
  const [refusalId, setRefusalId] = useState<string | null>(null);
  async function confirm() {
    if (await onConfirm()) onOpenChange(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{`${title}\u00a0?`}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <RefusalContext value={setRefusalId}>{children}</RefusalContext>
        {failure && (
          <Notice tone="error" title={failureTitle} role="alert">
            {failure}
          </Notice>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
          {/* A plain button, not AlertDialog.Action: Action would close the dialog before the answer. */}
          <Button
            className="bg-emerald-700 text-white hover:bg-emerald-800"
            onClick={confirm}
            disabled={refusalId !== null}
            pending={pending}
            aria-describedby={refusalId ?? undefined}
          >
            {!pending && <Check aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * "Stock d'emballages" in a confirmation: the items read again each time the dialog opens (a decision
 * elsewhere may have moved them), a loader meanwhile, the failure with "Réessayer"; `children` says what
 * the decision does to them.
 */
export function PackagingStockPreview({ children }: { children: (items: PackagingItem[]) => ReactNode }) {
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
  return (
    <section aria-labelledby={headingId} className="grid gap-3 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Stock d'emballages
      </h3>
      {children(items.data)}
    </section>
  );
}

/** The deduction, read against the stock as it is now. */
function StockDeduction({ packaging }: { packaging: PackagingCounts }) {
  return (
    <PackagingStockPreview>
      {(items) => {
        const { lines, shortages } = deductionPreview(packaging, items);
        return (
          <>
            {lines.length === 0 ? (
              <p className="text-slate-700">
                Aucun emballage à envoyer{'\u00a0'}: rien n'est déduit du stock.
              </p>
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
              <ConfirmationRefusal title="Stock insuffisant">
                {shortages.join(' ')} L'acceptation sera refusée tant que le stock n'est pas complété.
              </ConfirmationRefusal>
            )}
          </>
        );
      }}
    </PackagingStockPreview>
  );
}
