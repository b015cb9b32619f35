import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTrackingLink } from './get-tracking-link';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getTrackingLink', () => {
  it("reads the server's {url: null} as no link (an answer, not an error)", async () => {
    const fetch = answer(200, { url: null });
    expect(await getTrackingLink('collection', 7)).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/collection-requests/7/tracking-link', expect.anything());
  });

  it('gives the live link', async () => {
    answer(200, { url: 'https://logistique.example/suivi/abc' });
    expect(await getTrackingLink('delivery', 3)).toEqual({ url: 'https://logistique.example/suivi/abc' });
  });

  it('still fails for a request that does not exist', async () => {
    answer(404, { message: 'Demande introuvable.' });
    await expect(getTrackingLink('delivery', 999)).rejects.toMatchObject({ status: 404 });
  });
});
