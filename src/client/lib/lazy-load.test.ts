import { describe, expect, it, vi } from 'vitest';
import { lazyLoad } from './lazy-load';

describe('lazyLoad', () => {
  it('downloads once, at preload or first use', async () => {
    const load = vi.fn(async () => 'module');
    const { get, preload } = lazyLoad(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again at the next use after a failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue('module');
    const { get } = lazyLoad(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
