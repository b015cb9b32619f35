import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyExport } from './lazy-export';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Bonjour ${name}`);
const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('span', null, 'Chargement') }, element));

describe('lazyExport', () => {
  it('suspends while its module is away, and renders at once, without suspending, once it is there', async () => {
    let loads = 0;
    const Lazy = lazyExport(
      async () => {
        loads += 1;
        return { Greeting };
      },
      (module) => module.Greeting,
    );
    // Preloaded, its first render is already the component (React.lazy alone would suspend once).
    await Lazy.preload();
    expect(inSuspense(createElement(Lazy, { name: 'Jeanne' }))).toContain('Bonjour Jeanne');
    await Lazy.preload();
    expect(loads).toBe(1);

    const NotYet = lazyExport(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    expect(inSuspense(createElement(NotYet, { name: 'Jeanne' }))).toContain('Chargement');
  });

  it('asks again after a failed download', async () => {
    let attempts = 0;
    const Lazy = lazyExport(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk introuvable');
        return { Greeting };
      },
      (module) => module.Greeting,
    );
    await expect(Lazy.preload()).rejects.toThrow('chunk introuvable');
    await Lazy.preload();
    expect(inSuspense(createElement(Lazy, { name: 'Paul' }))).toContain('Bonjour Paul');
    expect(attempts).toBe(2);
  });
});
