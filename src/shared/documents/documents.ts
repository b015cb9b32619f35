/**
 * The PDF documents (issue 22), without zod: the details dialog shows their buttons on first load.
 * - « bon »: the driver's slip signed at the door — collections (Île-de-France and beyond), pickups,
 *   transports;
 * - « bordereau »: the packing list that travels with the packaging sent (Envoi Conditionnement);
 * - « attestation »: what the warehouse received, the record the client keeps for its WEEE traceability —
 *   the kinds received at the warehouse, once « Réceptionnée ».
 * Served at `<kind API path>/{id}/documents/<name>.pdf`, the attestation also at
 * `/api/public/tracking/{token}/attestation.pdf`.
 */
import { missingCompanyFields, type RequiredCompanyField } from '../company/company-identity';
import type { RequestKind } from '../requests/request-kinds';

export const documentNames = ['bon', 'bordereau', 'attestation'] as const;
export type DocumentName = (typeof documentNames)[number];

/** The documents each kind offers, in the order the buttons show them. */
export const kindDocuments: Record<RequestKind, readonly DocumentName[]> = {
  'material-conditioning': ['bordereau'],
  'package-pickup': ['bon', 'attestation'],
  'regional-collection': ['bon', 'attestation'],
  delivery: ['bon'],
  collection: ['bon', 'attestation'],
};

/** The stage from which the attestation exists (the warehouse counted what it received). */
export const ATTESTATION_STAGE = 'received';

/**
 * Whether the public tracking page offers the attestation: received, of a kind that has one, and the
 * identity that issues it complete (the public is not told what the team has left to fill in: the PDF
 * answers 404).
 */
export function publicAttestationOffered(
  kind: RequestKind,
  stage: unknown,
  identity: { [field in RequiredCompanyField]?: string | null } | null,
): boolean {
  return (
    stage === ATTESTATION_STAGE &&
    kindDocuments[kind].includes('attestation') &&
    missingCompanyFields(identity).length === 0
  );
}

/** Each document's title, per kind. */
export function documentTitle(kind: RequestKind, name: DocumentName): string {
  switch (name) {
    case 'bon':
      if (kind === 'package-pickup') return "Bon d'enlèvement";
      if (kind === 'delivery') return 'Bon de transport';
      return 'Bon de collecte';
    case 'bordereau':
      return "Bordereau d'expédition";
    case 'attestation':
      return kind === 'package-pickup' ? 'Attestation de réception' : 'Attestation de collecte';
  }
}

/** The buttons' words. */
export const documentButtonLabels: Record<DocumentName, string> = {
  bon: 'Télécharger le bon',
  bordereau: 'Télécharger le bordereau',
  attestation: "Télécharger l'attestation",
};

export const documentMessages = {
  notOffered: "Ce document n'existe pas pour ce type de demande.",
  notAccepted: 'Ce document est disponible une fois la demande acceptée.',
  cancelled: "Cette demande est annulée\u00a0: aucun document n'est édité.",
  notReceived: "L'attestation est disponible une fois la demande réceptionnée.",
  roundEmpty: (day: string) =>
    `Aucune collecte n'est planifiée le ${day}\u00a0: il n'y a pas de tournée à imprimer.`,
  busy: 'Trop de documents sont en cours de préparation. Réessayez dans un instant.',
  tooLong:
    "Ce document est trop long pour être préparé en une fois\u00a0: le serveur n'a pas assez de mémoire pour lui. Contactez l'administrateur.",
  identityIncomplete: (missing: string[]) =>
    `Complétez l'identité de l'entreprise dans Paramètres avant d'éditer un document\u00a0: il manque ${frenchList(missing)}.`,
} as const;

/** « la raison sociale, le SIRET et l'adresse ». */
export function frenchList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/** The API path of a request's document. */
export function documentPath(apiPath: string, id: number, name: DocumentName): string {
  return `${apiPath}/${id}/documents/${name}.pdf`;
}
