import { type ComponentType, lazy } from 'react';

/** React.lazy for a component a module exports by name (`pick` chooses it once the module has arrived). */
export function lazyExport<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}
