import { GMAIL_POPUP, mailMessages } from '@shared/mail/gmail-oauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthorizationOutcome,
  acceptOAuthEvent,
  outcomeOf,
  readOAuthMessage,
  watchAuthorization,
} from './gmail-authorization';

const ORIGIN = 'https://logistique.example.test';

describe('acceptOAuthEvent', () => {
  it('accepts a report of the popup from this origin', () => {
    expect(
      acceptOAuthEvent(
        { origin: ORIGIN, data: { type: 'gmail-oauth', ok: true, refreshToken: '1//tok' } },
        ORIGIN,
      ),
    ).toEqual({ type: 'gmail-oauth', ok: true, refreshToken: '1//tok', error: undefined });
  });

  it('ignores the same report from another origin (spec §4)', () => {
    const data = { type: 'gmail-oauth', ok: true, refreshToken: '1//tok' };
    expect(acceptOAuthEvent({ origin: 'https://evil.example.test', data }, ORIGIN)).toBeNull();
    expect(acceptOAuthEvent({ origin: 'http://logistique.example.test', data }, ORIGIN)).toBeNull();
  });

  it('ignores messages of another type or shape', () => {
    for (const data of [
      null,
      'gmail-oauth',
      { type: 'other', ok: true },
      { type: 'gmail-oauth' },
      { type: 'gmail-oauth', ok: 'true' },
    ]) {
      expect(acceptOAuthEvent({ origin: ORIGIN, data }, ORIGIN)).toBeNull();
    }
  });

  it('drops fields of the wrong type', () => {
    expect(readOAuthMessage({ type: 'gmail-oauth', ok: false, error: 42, refreshToken: {} })).toEqual({
      type: 'gmail-oauth',
      ok: false,
      error: undefined,
      refreshToken: undefined,
    });
  });
});

describe('outcomeOf', () => {
  it('gives the refresh token of a successful authorization', () => {
    expect(outcomeOf({ type: 'gmail-oauth', ok: true, refreshToken: '1//tok' })).toEqual({
      status: 'success',
      refreshToken: '1//tok',
    });
  });

  it('reports a success without a refresh token as an error', () => {
    expect(outcomeOf({ type: 'gmail-oauth', ok: true })).toEqual({
      status: 'error',
      title: 'Erreur',
      description: "Aucun refresh token reçu. Veuillez réessayer l'autorisation Gmail.",
    });
  });

  it("puts the popup's error in the spec's message", () => {
    expect(outcomeOf({ type: 'gmail-oauth', ok: false, error: 'Autorisation refusée' })).toEqual({
      status: 'error',
      title: 'Erreur',
      description: "Erreur lors de l'autorisation Gmail: Autorisation refusée",
    });
  });

  it('falls back to the configuration failure without a reason', () => {
    expect(outcomeOf({ type: 'gmail-oauth', ok: false })).toMatchObject({
      status: 'error',
      description: 'Erreur lors de la configuration Gmail',
    });
  });
});

describe('watchAuthorization', () => {
  let window: EventTarget;
  let channel: EventTarget & { close: () => void };
  let outcomes: AuthorizationOutcome[];

  const post = (target: EventTarget, data: unknown, origin = ORIGIN) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin }));

  beforeEach(() => {
    vi.useFakeTimers();
    window = new EventTarget();
    channel = Object.assign(new EventTarget(), { close: vi.fn() });
    outcomes = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const watch = () =>
    watchAuthorization({
      origin: ORIGIN,
      messages: window,
      channel,
      onOutcome: (outcome) => outcomes.push(outcome),
    });

  it('ends with the first accepted report, on either path, once', () => {
    watch();
    post(window, { type: 'gmail-oauth', ok: true, refreshToken: 'x' }, 'https://evil.example.test');
    expect(outcomes).toEqual([]);

    post(channel, { type: 'gmail-oauth', ok: true, refreshToken: '1//tok' });
    post(window, { type: 'gmail-oauth', ok: true, refreshToken: '1//tok' });
    vi.advanceTimersByTime(GMAIL_POPUP.timeoutMs);
    expect(outcomes).toEqual([{ status: 'success', refreshToken: '1//tok' }]);
    expect(channel.close).toHaveBeenCalledOnce();
  });

  it('times out after 300000 ms with the spec’s toast', () => {
    watch();
    vi.advanceTimersByTime(GMAIL_POPUP.timeoutMs - 1);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(outcomes).toEqual([
      { status: 'timeout', title: mailMessages.timeoutTitle, description: mailMessages.timeout },
    ]);
    expect(GMAIL_POPUP.timeoutMs).toBe(300_000);

    // A late report changes nothing.
    post(window, { type: 'gmail-oauth', ok: true, refreshToken: '1//tok' });
    expect(outcomes).toHaveLength(1);
  });

  it('stops listening and never reports once stopped', () => {
    const stop = watch();
    stop();
    post(window, { type: 'gmail-oauth', ok: false, error: 'Autorisation refusée' });
    vi.advanceTimersByTime(GMAIL_POPUP.timeoutMs);
    expect(outcomes).toEqual([]);
    expect(channel.close).toHaveBeenCalledOnce();
  });

  it('works without a BroadcastChannel', () => {
    watchAuthorization({
      origin: ORIGIN,
      messages: window,
      channel: null,
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    post(window, { type: 'gmail-oauth', ok: false, error: 'Autorisation refusée' });
    expect(outcomes).toMatchObject([{ status: 'error' }]);
  });
});
