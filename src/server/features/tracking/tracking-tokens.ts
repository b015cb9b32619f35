/**
 * The public tracking links' tokens (lib/derived-tokens.ts): HMAC of the link's id under a key derived from
 * the app's encryption key; only the token's SHA-256 is stored, yet the server can show a live link again
 * (the details dialog's « Copier le lien », the client mails) by deriving it from the id.
 */
import { createDerivedTokens, type DerivedTokens } from '../../lib/derived-tokens';

const KEY_LABEL = 'gestion-logistique/tracking-link-token/v1';

export type TrackingTokens = DerivedTokens;

export function createTrackingTokens(appKey: Buffer): TrackingTokens {
  return createDerivedTokens(appKey, KEY_LABEL, 'tracking-link');
}
