/**
 * A react-hook-form resolver whose code (a zod schema and zod itself) is downloaded on first use, or earlier
 * with `preload()`: a form can be shown and typed in before its validation library has arrived.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let loaded: Promise<Resolver<T>> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed download is tried again at the next validation
      throw error;
    });
    return loaded;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => {}),
  };
}
