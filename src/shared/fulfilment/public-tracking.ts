/**
 * The public tracking page (/suivi/<token>, no account, written by the server) and its links, without zod
 * (the client's details dialog reads them too). What GET /api/public/tracking/{token} answers is all the
 * page may show — the kind, a reference, the stages reached and when, the planned day and slot, the
 * carrier's link, what was received —
 * and nothing of the team (names, remarks), of the client's addresses and contacts, or of another request.
 */

import { frenchTime } from '../french-dates';
import { timeSlotLabels } from '../requests/regional-collection.labels';
import type { RequestKind } from '../requests/request-kinds';

/** The page's path prefix: the link is `<APP_URL>/suivi/<token>`. */
export const TRACKING_PAGE_PREFIX = '/suivi/';

/** A token is 32 bytes in base64url (256 bits): 43 characters of A–Z a–z 0–9 - _. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const isTrackingToken = (value: string): boolean => tokenPattern.test(value);

/** POST and GET /api/<kind>-requests/{id}/tracking-link: the request's live public link. */
export interface TrackingLink {
  url: string;
}

/**
 * GET …/tracking-link: the live link, `{url: null}` when the request has none — an answer, not an error
 * (the details dialog asks for every accepted request it opens).
 */
export interface CurrentTrackingLink {
  url: string | null;
}

export const trackingMessages = {
  noLiveLink: "Cette demande n'a pas de lien de suivi actif.",
  tooManyRequests: 'Trop de consultations depuis votre connexion. Réessayez dans une minute.',
} as const;

/** A stage on the page: reached (when) or still to come; `current` is where the request stands. */
export interface PublicTrackingStage {
  id: string;
  label: string;
  /** ISO timestamp of the moment the request reached it; null while it is still to come. */
  reachedAt: string | null;
  current: boolean;
}

export interface PublicTrackingReception {
  /** Per equipment category counted (collections); null when the kind counts parcels or pallets. */
  quantities: { label: string; received: number }[] | null;
  /** Parcels or pallets counted (pickups); null for collections. */
  units: { label: string; received: number } | null;
  weightKg: number;
  /** The weight was estimated, not weighed. */
  weightEstimated: boolean;
}

/** GET /api/public/tracking/{token}. */
export interface PublicTracking {
  kindLabel: string;
  /** « Collecte COL-2026-00042 », with the offer number when the request has one. */
  reference: string;
  /** The stages in order, up to the last one for a running suivi; for a cancelled one, those reached, then « Annulée ». */
  stages: PublicTrackingStage[];
  cancelled: boolean;
  /** The planned day (YYYY-MM-DD), once planned. */
  plannedDate: string | null;
  /** The planned slot in words (« Matin (8 h – 12 h) », « À 14 h 30 »), for the team's own collections. */
  plannedSlot: string | null;
  carrier: { name: string; trackingNumber: string | null; trackingUrl: string | null } | null;
  /** What the warehouse received, once received. */
  reception: PublicTrackingReception | null;
  /**
   * Whether `/api/public/tracking/{token}/attestation.pdf` answers (issue 22): received, of a kind that has
   * an attestation, and the company identity that issues it is complete.
   */
  attestation: boolean;
  /**
   * A received lot's documents (issue 32): its current « Certificat d'effacement des données » once issued
   * (`…/erasure-certificate.pdf`), its « Rapport de lot » once its inventory is closed (`…/lot-report.pdf`).
   */
  erasureCertificate: boolean;
  lotReport: boolean;
  /**
   * Who runs the service (« Identité de l'entreprise »), so the client knows whom to ask: null until its
   * legal name is set. `logoUrl` is the public logo's address, null without a logo.
   */
  service: { name: string; phone: string | null; email: string | null; logoUrl: string | null } | null;
}

/** The company logo for pages opened without an account; `?v=` changes with each upload. */
export const publicCompanyLogoUrl = (logo: { updatedAt: string }) =>
  `/api/public/company/logo?v=${encodeURIComponent(logo.updatedAt)}`;

/** The public attestation's address for the page's token. */
export const publicAttestationPath = (token: string) =>
  `/api/public/tracking/${encodeURIComponent(token)}/attestation.pdf`;

/** A received lot's documents on the page: the certificate as issued, the lot report. */
export const publicLotDocumentPath = (token: string, name: 'erasure-certificate' | 'lot-report') =>
  `/api/public/tracking/${encodeURIComponent(token)}/${name}.pdf`;

/** What each kind's request is called, with its reference (the page, the client mails, the documents). */
const referenceNouns: Record<RequestKind, string> = {
  'material-conditioning': 'Envoi',
  'package-pickup': 'Enlèvement',
  'regional-collection': 'Collecte',
  delivery: 'Transport',
  collection: 'Collecte',
};

/**
 * « Collecte COL-2026-00042 », or « Collecte COL-2026-00042 (offre OE-000123) »; on one line whatever the
 * offer number holds. `reference` is the request's (decision 0087).
 */
export function requestReference(kind: RequestKind, reference: string, offerNumber?: string | null): string {
  const base = `${referenceNouns[kind]} ${reference}`;
  const offer = offerNumber?.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return offer ? `${base} (offre ${offer})` : base;
}

/** A planned slot `{preferredTimeSlot, specificTime}` in words, or null. */
export function plannedSlotText(slot: unknown): string | null {
  if (!slot || typeof slot !== 'object') return null;
  const { preferredTimeSlot, specificTime } = slot as { preferredTimeSlot?: string; specificTime?: string };
  if (preferredTimeSlot === 'specific_time') return specificTime ? `À ${frenchTime(specificTime)}` : null;
  return timeSlotLabels[preferredTimeSlot as keyof typeof timeSlotLabels] ?? null;
}
