import { type ComponentType, createElement, lazy } from 'react';

/** A component whose code arrives on demand; `preload()` asks for it ahead of the first render. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a component a module exports by name (`pick` chooses it once the module has arrived).
 * Once the module is there — preloaded (main.tsx waits for the page's modules, which the page's HTML asks
 * for with the entry) or loaded for an earlier render — the component renders at once instead of
 * suspending: a suspended page shows its Suspense fallback, and React then holds the page back until
 * 300 ms after that fallback appeared (its throttle of Suspense reveals), once for the shell and once for
 * the page on a first load.
 */
export function lazyExport<M, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return loaded;
      },
      (error: unknown) => {
        // A failed download (a stale chunk after a deployment) is tried again at the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  // `loaded` is set before Suspending's promise settles, so Suspending never commits: the element type
  // does not change under a mounted page.
  const Component = (props: P) => createElement((loaded ?? Suspending) as ComponentType<P>, props);
  return Object.assign(Component, { preload });
}
