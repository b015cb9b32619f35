/**
 * "Nouvelle demande" of the packaging requests (their page and the stock page's section): the dialog,
 * fresh at each opening, and what to do once a request is sent. Its module — the form, react-hook-form,
 * the schema and zod — loads with the first opening, not with the page.
 */
import { useDialogState } from '@client/hooks/use-dialog-state';
import type { PackagingRequest } from '@shared/stock/packaging-request.schema';
import { lazy, Suspense } from 'react';

const PackagingRequestDialog = lazy(() =>
  import('./packaging-request-dialog').then((module) => ({ default: module.PackagingRequestDialog })),
);

/** `open` for the button; `dialog` to render (nothing until the first opening). */
export function usePackagingRequestDialog(onCreated: (request: PackagingRequest) => void) {
  const state = useDialogState<never>();
  return {
    open: () => state.show(),
    dialog:
      state.key > 0 ? (
        <Suspense fallback={null}>
          <PackagingRequestDialog
            open={state.open}
            onOpenChange={state.onOpenChange}
            formKey={state.key}
            onCreated={onCreated}
          />
        </Suspense>
      ) : null,
  };
}
