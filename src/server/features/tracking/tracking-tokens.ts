/**
 * The public tracking links' tokens. A link's token is HMAC-SHA-256 of its id under a key of its own,
 * derived from the app's encryption key (HKDF with a label: the key that seals secrets never signs anything
 * else), in base64url: 256 bits nobody can guess without the key. The token is never stored — only its
 * SHA-256, to find the link when a visitor brings it — yet the server can show a live link again (the
 * details dialog's « Copier le lien », the client mails) by deriving it from the id.
 */
import { createHash, createHmac, hkdfSync } from 'node:crypto';

const KEY_LABEL = 'gestion-logistique/tracking-link-token/v1';

export interface TrackingTokens {
  /** The token of link `id`: always the same while the app's key stays the same. */
  tokenFor(id: number): string;
  /** What the table stores and looks tokens up by. */
  hash(token: string): string;
}

export function createTrackingTokens(appKey: Buffer): TrackingTokens {
  const key = Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), KEY_LABEL, 32));
  return {
    tokenFor: (id) => createHmac('sha256', key).update(`tracking-link:${id}`).digest('base64url'),
    hash: (token) => createHash('sha256').update(token, 'utf8').digest('hex'),
  };
}
