/**
 * Downloads code a page will need at the first click (a dialog), once the browser is idle after the first
 * paint: not part of the page's first load, and already there when the person clicks. Each loader runs
 * once per page load, however many components ask; a failed download is left to the click (React.lazy
 * tries again and shows its error).
 */
const requested = new Set<() => Promise<unknown>>();

export function preloadWhenIdle(load: () => Promise<unknown>): void {
  if (requested.has(load) || typeof window === 'undefined') return;
  requested.add(load);
  const run = () => void load().catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
