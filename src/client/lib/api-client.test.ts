import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiErrorMessages, errorMessage, serverReason, withFieldMessages } from './api-client';

function answer(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText })),
  );
}

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api errors', () => {
  it('shows a French sentence for a server failure, never "500: Internal Server Error"', async () => {
    answer(500, JSON.stringify({ message: 'Une erreur interne est survenue.' }), 'Internal Server Error');
    const error = await failure(() => api.get('/api/material-conditioning-requests'));
    expect(error.status).toBe(500);
    expect(errorMessage(error)).toBe(apiErrorMessages.server);
    expect(errorMessage(error)).not.toMatch(/500|Internal/);
  });

  it("shows the same sentence for a proxy's HTML error page", async () => {
    answer(504, '<html><body>Gateway Timeout</body></html>', 'Gateway Timeout');
    expect(errorMessage(await failure(() => api.get('/api/user')))).toBe(apiErrorMessages.server);
  });

  it('says what to do when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(() => api.post('/api/login', {}));
    expect(error.status).toBe(0);
    expect(errorMessage(error)).toBe(apiErrorMessages.network);
    expect(serverReason(error, 'Impossible de créer la demande.')).toBe(apiErrorMessages.network);
  });

  it("keeps the API's French reason for a refused call, with its field messages", async () => {
    answer(
      400,
      JSON.stringify({ message: 'Certains champs sont invalides.', errors: { name: 'Le nom est requis' } }),
    );
    const error = await failure(() => api.post('/api/packaging/items', {}));
    expect(errorMessage(error)).toBe('Certains champs sont invalides\u00a0: Le nom est requis.');
    expect(serverReason(error, 'Impossible.')).toBe(
      'Certains champs sont invalides\u00a0: Le nom est requis.',
    );
    expect(error.errors).toEqual({ name: 'Le nom est requis' });
  });

  it('spells out at most three distinct field messages, then how many more', () => {
    expect(
      withFieldMessages('Certains champs sont invalides.', {
        a: 'Le nom est requis',
        b: 'Email invalide',
        c: 'Email invalide',
        d: "L'adresse est requise.",
        e: 'Le téléphone est requis',
        f: 'La date souhaitée est requise',
      }),
    ).toBe(
      "Certains champs sont invalides\u00a0: Le nom est requis\u00a0; Email invalide\u00a0; L'adresse est requise (et 2 autres).",
    );
    expect(withFieldMessages('Demande introuvable.', undefined)).toBe('Demande introuvable.');
  });

  it('says once a field message that repeats the message (a 409 naming its field)', () => {
    const duplicate = 'Ce numéro de série est déjà inventorié dans ce lot (EQ000001).';
    expect(withFieldMessages(duplicate, { serialNumber: duplicate })).toBe(duplicate);
  });

  it('replaces a refusal without a French reason by a sentence, never "Request failed" or raw text', async () => {
    answer(413, 'Payload Too Large');
    const error = await failure(() => api.post('/api/packaging/items', {}));
    expect(errorMessage(error)).toBe(apiErrorMessages.refused);
    expect(serverReason(error, "Impossible de créer l'article.")).toBe("Impossible de créer l'article.");
  });

  it('never shows the text of an exception that is not an API answer', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      apiErrorMessages.unexpected,
    );
    expect(errorMessage('boom')).toBe(apiErrorMessages.unexpected);
  });

  it("shows an integration's French reason (502, 503, 504) but no other server failure's", async () => {
    answer(502, JSON.stringify({ message: 'Google a refusé la demande.' }));
    const bad = await failure(() => api.post('/api/gmail/test', {}));
    expect(serverReason(bad, 'Échec.')).toBe('Google a refusé la demande.');
    answer(504, JSON.stringify({ message: 'Odoo ne répond pas.' }));
    const slow = await failure(() => api.get('/api/odoo/offers'));
    expect(serverReason(slow, 'Échec.')).toBe('Odoo ne répond pas.');
    answer(503, '<html>Service Unavailable</html>');
    const proxy = await failure(() => api.get('/api/odoo/offers'));
    expect(serverReason(proxy, 'Échec.')).toBe('Échec.');
    answer(500, JSON.stringify({ message: 'Une erreur interne est survenue.' }));
    const internal = await failure(() => api.post('/api/gmail/test', {}));
    expect(serverReason(internal, 'Échec.')).toBe('Échec.');
  });
});
