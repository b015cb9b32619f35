import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('puts zod in jitless mode, whichever of the two is loaded first', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    // A schema built afterwards parses without compiling (no Function probe: the CSP would refuse it).
    const { z } = await import('zod');
    const original = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        probed = true;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        probed = true;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      globalThis.Function = original;
    }
    expect(probed).toBe(false);
  });
});
