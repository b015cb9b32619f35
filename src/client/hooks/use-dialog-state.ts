import { useCallback, useMemo, useState } from 'react';

interface DialogState<T> {
  open: boolean;
  /** What the dialog is about (the item being edited or deleted); kept while the closing animation runs. */
  target: T | null;
  /** Changes at every opening: key the form with it so each opening starts from fresh values. */
  key: number;
}

/** Open/close state of a dialog controlled from outside (a card's edit button, for instance). */
export function useDialogState<T>() {
  const [state, setState] = useState<DialogState<T>>({ open: false, target: null, key: 0 });

  const show = useCallback(
    (target: T | null = null) => setState((current) => ({ open: true, target, key: current.key + 1 })),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setState((current) => ({ ...current, open: false }));
  }, []);

  return useMemo(() => ({ ...state, show, close, onOpenChange }), [state, show, close, onOpenChange]);
}
