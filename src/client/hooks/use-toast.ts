/**
 * shadcn/ui's toast store: a tiny module-level reducer so any code (components, mutation callbacks) can
 * call `toast()` without a context. Spec §9: one toast at a time (a new one replaces the previous) and a
 * dismissed toast stays in memory for TOAST_REMOVE_DELAY before it is removed from the list.
 */
import type { ToastActionElement, ToastProps } from '@client/components/ui/toast';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> }
  | { type: 'DISMISS_TOAST'; toastId?: ToasterToast['id'] }
  | { type: 'REMOVE_TOAST'; toastId?: ToasterToast['id'] };

interface State {
  toasts: ToasterToast[];
}

let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  toastTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };

    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };

    case 'DISMISS_TOAST': {
      const { toastId } = action;
      // A side effect in a reducer, kept from shadcn/ui for simplicity: schedule the removal.
      if (toastId) {
        addToRemoveQueue(toastId);
      } else {
        for (const t of state.toasts) addToRemoveQueue(t.id);
      }
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          t.id === toastId || toastId === undefined ? { ...t, open: false } : t,
        ),
      };
    }

    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners: Array<(state: State) => void> = [];

let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export type Toast = Omit<ToasterToast, 'id'>;

export function toast(props: Toast) {
  const id = genId();

  const update = (next: ToasterToast) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);

  useEffect(() => {
    listeners.push(setState);
    return () => {
      const index = listeners.indexOf(setState);
      if (index > -1) listeners.splice(index, 1);
    };
  }, []);

  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}

/** A toast that must outlive a page load: the sign-in and the sign-out move between auth.html and the app. */
const NEXT_PAGE_KEY = 'gl.toast.nextPage';

type PlainToast = { title: string; description?: string; variant?: 'default' | 'destructive' };

/** Shows `props` on the next page this tab loads (sessionStorage; lost only if storage is refused). */
export function toastOnNextPage(props: PlainToast): void {
  try {
    window.sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify(props));
  } catch {
    // Storage refused or full: the toast is lost, nothing else.
  }
}

/** At a page's start: the toast the previous page left for it, once. */
export function showToastFromLastPage(): void {
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem(NEXT_PAGE_KEY);
    window.sessionStorage.removeItem(NEXT_PAGE_KEY);
  } catch {
    return;
  }
  if (!saved) return;
  try {
    const props = JSON.parse(saved) as PlainToast;
    if (typeof props.title === 'string') toast(props);
  } catch {
    // Not ours (or damaged): ignored.
  }
}
