/**
 * Secret tokens the server can give again without storing them: a token is HMAC-SHA-256 of a row's id under
 * a key of its own, derived from the app's encryption key (HKDF with a label: the key that seals secrets
 * never signs anything else), in base64url — 256 bits nobody can guess without the key. Tables keep only
 * the token's SHA-256, to find the row a visitor's token names; the server shows a live token again by
 * deriving it from the id. Used by the public tracking links and the calendar feeds.
 */
import { createHash, createHmac, hkdfSync } from 'node:crypto';

export interface DerivedTokens {
  /** The token of row `id`: always the same while the app's key stays the same. */
  tokenFor(id: number): string;
  /** What the table stores and looks tokens up by. */
  hash(token: string): string;
}

/** `label` names the derived key; `purpose` goes before the id in what is signed. */
export function createDerivedTokens(appKey: Buffer, label: string, purpose: string): DerivedTokens {
  const key = Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), label, 32));
  return {
    tokenFor: (id) => createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url'),
    hash: (token) => createHash('sha256').update(token, 'utf8').digest('hex'),
  };
}

/** The shape of every derived token (43 base64url characters): anything else is answered 404 unread. */
export const isDerivedToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
