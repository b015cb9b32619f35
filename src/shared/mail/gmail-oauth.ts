/**
 * The Gmail authorization popup's protocol (integrations §4) and the flow's French messages (spec §8 "Mail
 * configuration"). No zod here: the popup's callback page imports this and must stay a few kilobytes.
 * mail.schema.ts re-exports everything under the same names.
 */

/** The popup reports to its opener with this message (integrations §4), to the opener's own origin only. */
export const GMAIL_OAUTH_MESSAGE_TYPE = 'gmail-oauth';
export interface GmailOAuthMessage {
  type: typeof GMAIL_OAUTH_MESSAGE_TYPE;
  ok: boolean;
  error?: string;
  refreshToken?: string;
}

/**
 * The popup also reports on this BroadcastChannel: a Cross-Origin-Opener-Policy on the way (Google's pages)
 * may sever `window.opener`, and a same-origin channel still reaches the settings tab.
 */
export const GMAIL_OAUTH_CHANNEL = 'gmail-oauth';

export const GMAIL_POPUP = { name: 'gmail-oauth', width: 500, height: 600, timeoutMs: 300_000 } as const;

/** Where Google sends the popup back: a small page of this app that posts the code to the callback. */
export const GMAIL_REDIRECT_PATH = '/auth/gmail/callback';

export const mailMessages = {
  // Spec §8 "Mail configuration".
  popupBlocked: 'Les popups sont bloquées. Veuillez les autoriser pour configurer Gmail.',
  popupError: (error: string) => `Erreur lors de l'autorisation Gmail: ${error}`,
  timeoutTitle: 'Timeout',
  timeout: "L'autorisation Gmail a expiré. Veuillez réessayer.",
  startFailed: "Erreur lors de l'initialisation de l'authentification Gmail",
  noRefreshToken: "Aucun refresh token reçu. Veuillez réessayer l'autorisation Gmail.",
  configFailed: 'Erreur lors de la configuration Gmail',
  tokenCopied: 'Token copié',
  // Server-side reasons.
  clientNotConfigured:
    "L'identifiant client et le secret Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET) doivent être configurés sur le serveur.",
  stateMismatch:
    "L'autorisation ne correspond pas à celle demandée depuis cette session. Veuillez réessayer.",
  scopeNotGranted:
    "L'autorisation d'envoyer des e-mails n'a pas été accordée. Cochez l'accès à Gmail lors de l'autorisation.",
  codeRejected: "Google a refusé le code d'autorisation. Veuillez réessayer l'autorisation Gmail.",
  providerUnreachable: 'Google ne répond pas. Veuillez réessayer dans quelques instants.',
  notConfigured: "L'envoi des e-mails n'est pas configuré.",
  noNotificationEmail: "Aucune adresse de notification n'est définie (Paramètres › Général).",
  // A notification dropped as stale (decision 0075): each reason starts with `stalePrefix`, which the
  // request's history reads to say so.
  stalePrefix: 'Notification périmée',
  staleDecided: 'Notification périmée\u00a0: la demande avait déjà été traitée avant l’envoi.',
  staleOld: (bound: string) =>
    `Notification périmée\u00a0: restée en attente plus de ${bound} (MAIL_STALE_AFTER), elle n’a pas été envoyée.`,
} as const;

/** Google's `error` values on the redirect (RFC 6749 §4.1.2.1, plus Google's own), in short French. */
const googleErrors: Record<string, string> = {
  access_denied: 'Autorisation refusée',
  invalid_scope: 'Autorisation demandée non valide',
  invalid_request: "Demande d'autorisation invalide",
  unauthorized_client: "Ce client OAuth n'est pas autorisé à demander cet accès",
  unsupported_response_type: "Demande d'autorisation invalide",
  server_error: 'Google a rencontré une erreur. Veuillez réessayer.',
  temporarily_unavailable: 'Google est momentanément indisponible. Veuillez réessayer.',
  admin_policy_enforced: "Accès bloqué par l'administrateur du compte Google",
  org_internal: "Application réservée aux comptes de l'organisation Google",
};

/** The French text for Google's error code; an unknown code is named (trimmed, it comes from the URL). */
export function googleErrorText(code: string): string {
  return googleErrors[code] ?? `Erreur renvoyée par Google (${code.slice(0, 60)})`;
}
