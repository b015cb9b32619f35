import { roleLabels } from '../users/user-roles';

/**
 * The administration journal's actions (issue 24, decision 0081): the closed set of codes the server
 * records and the French label each shows under. No zod here: the Settings tab's first load reads it.
 */
export const adminJournalActions = [
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'user.password_reset',
  'user.google_unlinked',
  'settings.general',
  'settings.notifications',
  'company.identity',
  'company.logo',
  'carrier.created',
  'carrier.updated',
  'carrier.archived',
  'carrier.deleted',
  'saved_address.created',
  'saved_address.updated',
  'saved_address.deleted',
  'packaging_item.created',
  'packaging_item.updated',
  'packaging_item.archived',
  'packaging_item.deleted',
  'integration.gmail',
  'tracking_link.created',
  'tracking_link.revoked',
  'certificate.issued',
  'backup.created',
  'backup.downloaded',
  'backup.restored',
] as const;

export type AdminJournalAction = (typeof adminJournalActions)[number];

export const adminJournalActionLabels: Record<AdminJournalAction, string> = {
  'user.created': 'Utilisateur créé',
  'user.updated': 'Utilisateur modifié',
  'user.role_changed': 'Rôle modifié',
  'user.deactivated': 'Utilisateur désactivé',
  'user.reactivated': 'Utilisateur réactivé',
  'user.password_reset': 'Mot de passe réinitialisé',
  'user.google_unlinked': 'Compte Google dissocié',
  'settings.general': 'Paramètres généraux modifiés',
  'settings.notifications': 'Notifications modifiées',
  'company.identity': "Identité de l'entreprise modifiée",
  'company.logo': 'Logo modifié',
  'carrier.created': 'Transporteur ajouté',
  'carrier.updated': 'Transporteur modifié',
  'carrier.archived': 'Transporteur archivé',
  'carrier.deleted': 'Transporteur supprimé',
  'saved_address.created': "Adresse d'expédition ajoutée",
  'saved_address.updated': "Adresse d'expédition modifiée",
  'saved_address.deleted': "Adresse d'expédition supprimée",
  'packaging_item.created': 'Article ajouté',
  'packaging_item.updated': 'Article modifié',
  'packaging_item.archived': 'Article archivé',
  'packaging_item.deleted': 'Article supprimé',
  'integration.gmail': 'Envoi Gmail autorisé',
  'tracking_link.created': 'Lien de suivi créé',
  'tracking_link.revoked': 'Lien de suivi révoqué',
  'certificate.issued': "Certificat d'effacement émis",
  'backup.created': 'Sauvegarde créée',
  'backup.downloaded': 'Sauvegarde téléchargée',
  'backup.restored': 'Sauvegarde restaurée',
};

/** French names of the fields a change may name (others show as they are). */
export const adminJournalFieldLabels: Record<string, string> = {
  username: "Nom d'utilisateur",
  email: 'Email',
  firstName: 'Prénom',
  lastName: 'Nom',
  role: 'Rôle',
  isActive: 'Actif',
  password: 'Mot de passe',
  odooLogin: 'Identifiant Odoo',
  odooPassword: 'Mot de passe Odoo',
  notifyOnDecision: 'Mail à chaque décision',
  googleSubject: 'Compte Google',
  cartonWidth: 'Carton (largeur)',
  cartonLength: 'Carton (longueur)',
  cartonHeight: 'Carton (hauteur)',
  grandCartonWidth: 'Grand carton (largeur)',
  grandCartonLength: 'Grand carton (longueur)',
  grandCartonHeight: 'Grand carton (hauteur)',
  europaletteWidth: 'Europalette (largeur)',
  europaletteLength: 'Europalette (longueur)',
  offerNumberPrefix: "Préfixe des numéros d'offre",
  notificationEmail: 'Adresse logistique',
  clientMailPlanned: 'Mail client «\u00a0planifié\u00a0»',
  clientMailShipped: 'Mail client «\u00a0expédié\u00a0»',
  clientMailReceived: 'Mail client «\u00a0reçu\u00a0»',
  clientMailCertificate: 'Mail client «\u00a0certificat émis\u00a0»',
  legalName: 'Raison sociale',
  siret: 'SIRET',
  address: 'Adresse',
  phone: 'Téléphone',
  logo: 'Logo',
  name: 'Nom',
  companyName: 'Société',
  contactName: 'Contact',
  contactEmail: 'Email du contact',
  contactPhone: 'Téléphone du contact',
  deliveryAddress: 'Adresse de livraison',
  description: 'Description',
  unit: 'Unité',
  currentStock: 'Stock actuel',
  minStock: 'Stock minimum',
  maxStock: 'Stock maximum',
  packagingKind: "Type d'emballage",
  trackingUrlTemplate: 'Adresse de suivi',
  wasteTransportReceipt: 'Récépissé de transport de déchets',
  refreshToken: 'Jeton Gmail',
  account: 'Compte Gmail',
  backup: 'Sauvegarde',
  size: 'Taille',
  sha256: 'Empreinte SHA-256',
  replacedDir: 'Ancienne base conservée dans',
};

/** One change: a value's before and after, or only that a secret changed (never its value). */
export type AdminJournalChange = { from: unknown; to: unknown } | { changed: true };

function journalValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vide)';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (field === 'role' && typeof value === 'string' && value in roleLabels) {
    return roleLabels[value as keyof typeof roleLabels];
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `changes` in French, one line a field (« Rôle : Utilisateur → Administrateur », « Mot de passe : modifié »). */
export function describeJournalChanges(changes: Record<string, AdminJournalChange>): string[] {
  return Object.entries(changes).map(([field, change]) => {
    const label = adminJournalFieldLabels[field] ?? field;
    if ('changed' in change) return `${label}\u00a0: modifié`;
    if (change.from === null || change.from === undefined) {
      return `${label}\u00a0: ${journalValue(field, change.to)}`;
    }
    return `${label}\u00a0: ${journalValue(field, change.from)} → ${journalValue(field, change.to)}`;
  });
}

/** An entry as GET /api/admin/journal answers it. */
export interface AdminJournalEntry {
  id: number;
  /** ISO instant. */
  at: string;
  actorId: number | null;
  /** The actor's name and email when they acted; null for the system (`npm run restore`). */
  actorName: string | null;
  actorEmail: string | null;
  ip: string | null;
  action: AdminJournalAction;
  targetType: string | null;
  targetId: string | null;
  targetLabel: string | null;
  changes: Record<string, AdminJournalChange>;
}

/** The « Personne » filter's choices (GET /api/admin/journal/actors). */
export interface AdminJournalActor {
  id: number;
  name: string;
  /** Told apart by it when two people share a name. */
  username: string;
}

/** Entries per page (« Afficher plus »). */
export const ADMIN_JOURNAL_PAGE_SIZE = 50;

export const adminJournalMessages = {
  invalidCursor: 'Curseur de pagination invalide.',
  invalidAction: 'Action inconnue.',
  invalidActor: 'Personne invalide.',
  toBeforeFrom: 'La date de fin doit être postérieure ou égale à la date de début.',
  readOnly: "Le journal d'administration ne peut être ni modifié ni supprimé.",
} as const;
