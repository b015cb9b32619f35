/**
 * What the server and the client share about ERP offers (spec §3 "ERP offer list", "ERP offer detail /
 * client info", §7 /api/odoo/*, §8 "ERP"): the answers' shapes and the French failures. The client keys
 * its "Intégration Odoo non disponible" box on `odooMessages.missingCredentials` (spec §8).
 */

export const odooMessages = {
  off: "L'intégration Odoo n'est pas configurée sur ce serveur.",
  missingCredentials:
    'Identifiants Odoo manquants\u00a0: renseignez votre identifiant et votre mot de passe Odoo dans Paramètres › Mon compte.',
  invalidCredentials:
    'Identifiants Odoo invalides\u00a0: vérifiez votre identifiant et votre mot de passe (ou clé API) Odoo dans Paramètres › Mon compte.',
  unreachable: 'Odoo ne répond pas. Réessayez dans quelques instants.',
  timeout: 'Odoo ne répond pas (délai dépassé). Réessayez dans quelques instants.',
  accessError: "Votre compte Odoo n'a pas accès aux devis.",
  offerNotFound: 'Devis introuvable dans Odoo.',
  protocol: "Odoo a renvoyé une réponse inattendue. Vérifiez l'adresse et la version d'Odoo configurées.",
  invalidOfferId: 'Identifiant de devis invalide.',
} as const;

/** The text spec §8 keys on to send the user to their account screen. */
export const MISSING_CREDENTIALS_MARKER = 'Identifiants Odoo manquants';

/** The offer list stops at this many quotations, the newest; a search (`q`) reaches the older ones. */
export const OFFER_LIMIT = 200;

export const EQUIPMENT_CATEGORIES = [
  'computers',
  'pc_fixes',
  'phones',
  'tablets',
  'screens',
  'd3e_boxes',
] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];
export type EquipmentCounts = Record<EquipmentCategory, number>;

/** GET /api/odoo/status: whether this server talks to Odoo and whether the user saved credentials. */
export interface OdooStatus {
  enabled: boolean;
  hasCredentials: boolean;
}

export interface ErpOffer {
  id: number;
  reference: string;
  client_name: string;
}

/** GET /api/odoo/offers */
export interface ErpOfferList {
  success: true;
  count: number;
  offers: ErpOffer[];
}

/** GET /api/odoo/client-info/{offerId} */
export interface ErpClientInfo {
  success: true;
  client: { company_name: string; address: string };
  contact: { name: string; email: string; phone: string };
  offer_number: string;
  equipment: EquipmentCounts;
  /** Order lines no equipment rule matched: not counted, listed so the user can see what was left out. */
  ignored_lines: { name: string; quantity: number }[];
}

/** POST /api/odoo/test-connection */
export interface OdooConnectionTest {
  success: true;
  uid: number;
  serverVersion?: string;
}
