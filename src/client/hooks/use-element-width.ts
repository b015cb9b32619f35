import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes (window resized, sidebar shown). A chart
 * drawn at this width keeps its text at its real size instead of being scaled down on a phone.
 * `fallback` is used until the element is measured (before the first paint, in a layout effect).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setWidth(Math.round(element.getBoundingClientRect().width) || fallback);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
