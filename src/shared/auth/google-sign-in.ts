/**
 * Google sign-in (spec §2: /auth/google starts it, /auth/google/callback ends it). The browser goes there
 * by navigation, not through the API, so a failure cannot answer a JSON error: the server sends the
 * browser back to the sign-in page as `/auth?erreur=<code>`, and the page shows the French text of the
 * code from this table. No zod here: the sign-in page imports it.
 */

export const GOOGLE_SIGN_IN_PATH = '/auth/google';
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
/** The query parameter of /auth/google naming the page to come back to once signed in. */
export const RETURN_TO_PARAM = 'returnTo';
/** The query parameter of /auth carrying a sign-in failure's code. */
export const SIGN_IN_ERROR_PARAM = 'erreur';

export const googleSignInErrors = {
  'google-non-configure': "La connexion avec Google n'est pas configurée sur ce serveur.",
  'google-annule': 'Connexion Google annulée.',
  'google-refuse': 'Google a refusé la connexion. Veuillez réessayer.',
  'google-invalide': "La réponse de Google n'a pas pu être vérifiée. Veuillez réessayer.",
  'google-expire': 'La demande de connexion Google a expiré. Veuillez réessayer.',
  'google-indisponible': 'Google ne répond pas. Veuillez réessayer dans quelques instants.',
  'google-inconnu':
    "Aucun compte n'est associé à cette adresse Google. Demandez à un administrateur de vous créer un compte.",
  'google-inactif': 'Votre compte est désactivé. Contactez un administrateur.',
  'google-email-non-verifie':
    "L'adresse e-mail de ce compte Google n'est pas vérifiée\u00a0: vérifiez-la auprès de Google, puis réessayez.",
  'google-autre-compte':
    'Le compte associé à cette adresse est déjà lié à un autre compte Google. Demandez à un administrateur de le délier.',
  'google-trop-de-tentatives': 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  'google-erreur': 'La connexion avec Google a échoué. Veuillez réessayer.',
} as const;

export type GoogleSignInErrorCode = keyof typeof googleSignInErrors;

export function isGoogleSignInErrorCode(code: unknown): code is GoogleSignInErrorCode {
  return typeof code === 'string' && Object.hasOwn(googleSignInErrors, code);
}

/** The French text of `/auth?erreur=<code>`; undefined for no code or one this app never sends. */
export function googleSignInErrorText(code: string | null | undefined): string | undefined {
  return isGoogleSignInErrorCode(code) ? googleSignInErrors[code] : undefined;
}

/** The sign-in page's address for a failure. */
export const signInErrorPath = (code: GoogleSignInErrorCode) => `/auth?${SIGN_IN_ERROR_PARAM}=${code}`;

const MAX_RETURN_TO_LENGTH = 1000;

/**
 * `returnTo` only if it is a path of this origin: one leading '/', then neither '/' nor '\' (a browser
 * reads "//host" and "/\host" as another site), no control character (browsers drop tabs and newlines
 * from URLs, so "/\t/host" would become "//host") and a bounded length. Anything else → undefined.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}
