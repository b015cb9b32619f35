/**
 * The one error body every API failure uses: a French message, and for validation failures the
 * French message of each field (keys are dotted paths, e.g. "packageDetails.0.width").
 */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export const messages = {
  validation: 'Certains champs sont invalides.',
  invalidCharacter: 'Caractère non autorisé.',
  malformedJson: "Le corps de la requête n'est pas un JSON valide.",
  payloadTooLarge: 'La requête est trop volumineuse (1 Mo au maximum).',
  unsupportedMediaType: 'Type de contenu non pris en charge\u00a0: envoyez du JSON.',
  invalidContentLength: 'Longueur de contenu invalide.',
  badRequest: 'Requête invalide.',
  badUrl: "L'adresse de la requête est invalide.",
  urlTooLong: "L'adresse de la requête est trop longue.",
  headersTooLarge: "L'adresse ou les en-têtes de la requête sont trop longs.",
  requestTimeout: 'La requête a mis trop de temps à arriver.',
  foreignOrigin: "Requête refusée\u00a0: elle ne provient pas de l'application.",
  unauthenticated: 'Veuillez vous connecter.',
  forbidden: 'Accès réservé aux administrateurs',
  notFound: 'Ressource introuvable.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer.',
  loginFailed: "Nom d'utilisateur ou mot de passe incorrect",
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  registrationDisabled: "L'inscription est désactivée. Demandez un compte à un administrateur.",
  usernameTaken: "Ce nom d'utilisateur est déjà utilisé",
  emailTaken: 'Cet email est déjà utilisé',
  unavailable: 'Service momentanément indisponible.',
  starting: 'Le service démarre… Réessayez dans quelques instants.',
  stopping: "Le service s'arrête… Réessayez dans quelques instants.",
  databaseUnavailable: 'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
  keptForRegister:
    'Cette demande a été réceptionnée\u00a0: elle figure au registre des déchets, conservé au moins trois ans, et ne peut plus être supprimée.',
} as const;
