/** The ways in the sign-in page may offer (GET /api/auth/options): only those this server has. */
export interface AuthOptions {
  /** Self-registration through POST /api/register (REGISTRATION_ENABLED). */
  registrationEnabled: boolean;
  /** "Se connecter avec Google". */
  googleEnabled: boolean;
}
