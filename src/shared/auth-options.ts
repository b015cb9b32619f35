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
