import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });
const call = (resolver: Resolver<Values>) =>
  resolver({ name: 'Luc' }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('lazyResolver', () => {
  it('downloads the validation once, at preload or first use, and validates with it', async () => {
    const load = vi.fn(async () => ok);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    expect(await call(resolver)).toEqual({ values: { name: 'Luc' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again at the next validation after a failure', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(ok);
    const { resolver } = lazyResolver(load);
    await expect(call(resolver)).rejects.toThrow('offline');
    expect(await call(resolver)).toEqual({ values: { name: 'Luc' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
