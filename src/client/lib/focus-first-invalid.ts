/**
 * After a refused submit, the focus goes to the first invalid field as the person reads the form (issue 30,
 * point 17), and the field is scrolled to the middle of the screen (a phone's keyboard and the dialog's own
 * scrolling otherwise leave it at an edge, or out of sight). react-hook-form's `shouldFocusError` follows the
 * order in which fields were registered, which is not the page's: fields under a Controller, or shown later
 * (a section toggled, a row added), register after the ones below them. The page's order is the DOM's.
 */
import { type RefObject, useEffect, useRef } from 'react';

/** What a field with a message carries: `aria-invalid` (FormField, selects, fieldsets of choices). */
const INVALID = '[aria-invalid="true"]';
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the first invalid field of `container` in document order; false when there is none. */
export function focusFirstInvalid(container: HTMLElement): boolean {
  const invalid = container.querySelector<HTMLElement>(INVALID);
  if (!invalid) return false;
  // A group (a fieldset of radio buttons) is not focusable itself: its checked choice, else its first.
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>(FOCUSABLE));
  (target ?? invalid).focus({ preventScroll: true });
  invalid.scrollIntoView({ block: 'center' });
  return true;
}

/**
 * The form element's ref: after each submit (react-hook-form's `submitCount`) that leaves a field with a
 * message — the schema's, or the server's put under their fields — the first one gets the focus. It runs
 * after React has drawn the messages, so it reads the page as the person sees it. The forms turn
 * react-hook-form's `shouldFocusError` off: two focus moves would scroll twice.
 */
export function useFocusFirstInvalid(submitCount: number): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (submitCount === 0 || !form) return;
    // After react-hook-form's own focus (a timer it sets at the submit) for a form that kept
    // `shouldFocusError` on: the last word is the page's order.
    const timer = setTimeout(() => focusFirstInvalid(form));
    return () => clearTimeout(timer);
  }, [submitCount]);
  return ref;
}
