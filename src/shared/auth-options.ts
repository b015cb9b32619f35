import type { PublicUser } from './users/user.schema';

/** The ways in the sign-in page may offer (GET /api/auth/options): only those this server has. */
export interface AuthOptions {
  /** Self-registration through POST /api/register (REGISTRATION_ENABLED). */
  registrationEnabled: boolean;
  /** "Se connecter avec Google": GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  googleEnabled: boolean;
  /**
   * New colleagues get an account at their first Google sign-in (GOOGLE_ALLOWED_DOMAINS is set): the page
   * then says that new users can register that way.
   */
  googleRegistrationEnabled: boolean;
}

/** GET /api/session: who is signed in on this browser, `null` for a visitor (never a 401). */
export interface SessionInfo {
  user: PublicUser | null;
}
