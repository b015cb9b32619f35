import { ApiError } from '@client/lib/api-client';
import { describe, expect, it, vi } from 'vitest';
import { gmailCallbackReport, INCOMPLETE_ANSWER } from './gmail-callback-report';

const success = {
  success: true as const,
  tokens: { refresh_token: '1//tok' },
  account: 'logistique@example.test',
};

describe('gmailCallbackReport', () => {
  it("reports Google's refusal in French without calling the server", async () => {
    const exchange = vi.fn();
    expect(await gmailCallbackReport(new URLSearchParams('error=access_denied&state=s'), exchange)).toEqual({
      type: 'gmail-oauth',
      ok: false,
      error: 'Autorisation refusée',
    });
    expect(exchange).not.toHaveBeenCalled();
  });

  it('reports an answer without code or state as incomplete', async () => {
    const exchange = vi.fn();
    expect(await gmailCallbackReport(new URLSearchParams('code=c'), exchange)).toMatchObject({
      ok: false,
      error: INCOMPLETE_ANSWER,
    });
    expect(exchange).not.toHaveBeenCalled();
  });

  it('posts the code and the state, and reports the refresh token', async () => {
    const exchange = vi.fn().mockResolvedValue(success);
    expect(
      await gmailCallbackReport(new URLSearchParams('code=4%2Fabc&state=xyz&scope=s'), exchange),
    ).toEqual({
      type: 'gmail-oauth',
      ok: true,
      refreshToken: '1//tok',
    });
    expect(exchange).toHaveBeenCalledWith({ code: '4/abc', state: 'xyz' });
  });

  it('passes the issuer on when the provider names it (RFC 9207)', async () => {
    const exchange = vi.fn().mockResolvedValue(success);
    await gmailCallbackReport(
      new URLSearchParams('code=c&state=s&iss=https%3A%2F%2Faccounts.google.com'),
      exchange,
    );
    expect(exchange).toHaveBeenCalledWith({ code: 'c', state: 's', iss: 'https://accounts.google.com' });
  });

  it('reports a success without refresh token as such (the tab explains)', async () => {
    const exchange = vi.fn().mockResolvedValue({ ...success, tokens: {} });
    expect(await gmailCallbackReport(new URLSearchParams('code=c&state=s'), exchange)).toEqual({
      type: 'gmail-oauth',
      ok: true,
    });
  });

  it("reports the server's French reason (400, 502), but no details of a 500", async () => {
    const refused = new ApiError(400, 'Google a refusé le code.', undefined, 'Google a refusé le code.');
    expect(
      await gmailCallbackReport(new URLSearchParams('code=c&state=s'), vi.fn().mockRejectedValue(refused)),
    ).toEqual({ type: 'gmail-oauth', ok: false, error: 'Google a refusé le code.' });

    const unreachable = new ApiError(502, '502: Bad Gateway', undefined, 'Google ne répond pas.');
    expect(
      await gmailCallbackReport(
        new URLSearchParams('code=c&state=s'),
        vi.fn().mockRejectedValue(unreachable),
      ),
    ).toEqual({ type: 'gmail-oauth', ok: false, error: 'Google ne répond pas.' });

    const crashed = new ApiError(500, '500: Internal Server Error', undefined, 'Erreur interne.');
    expect(
      await gmailCallbackReport(new URLSearchParams('code=c&state=s'), vi.fn().mockRejectedValue(crashed)),
    ).toEqual({ type: 'gmail-oauth', ok: false });
  });
});
