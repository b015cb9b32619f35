/**
 * Code downloaded on first use, or earlier with `preload()`: a form can be shown and typed in before its
 * validation (a zod schema and zod itself) has arrived.
 */
export function lazyLoad<T>(load: () => Promise<T>): { get: () => Promise<T>; preload: () => void } {
  let loaded: Promise<T> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed download is tried again at the next use
      throw error;
    });
    return loaded;
  };
  return { get, preload: () => void get().catch(() => {}) };
}
