/**
 * A long list painted in two steps: the first few items with the page (what a phone shows above the fold),
 * the rest in a background render that React splits into short slices (useDeferredValue's initial value),
 * so the main thread never blocks on twenty cards at once (issue 31: Lighthouse's total blocking time).
 * The list component must be memoized and receive the same array while the data does not change, or each
 * render of the page would render every item again.
 */
import { useDeferredValue } from 'react';

/** Items painted with the page; the others follow a moment later. */
export const FIRST_PAINT_ITEMS = 4;

export function useProgressiveList<T>(items: readonly T[], first = FIRST_PAINT_ITEMS): readonly T[] {
  return useDeferredValue(items, items.length > first ? items.slice(0, first) : items);
}
