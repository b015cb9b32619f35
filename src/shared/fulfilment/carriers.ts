/**
 * Carriers (Settings › Transporteurs) and their tracking links, without zod: cards, details and the public
 * tracking page turn a tracking number into a link to the carrier's own page.
 */

/** Where the tracking number goes in a carrier's tracking page address. */
export const TRACKING_NUMBER_PLACEHOLDER = '{numero}';

export interface Carrier {
  id: number;
  name: string;
  /** The carrier's tracking page with `{numero}`; null when it has none (« Moyens propres », Geodis). */
  trackingUrlTemplate: string | null;
  /** The carrier's SIRET, 14 digits without spaces (shown with `formatSiret`); null when unknown. */
  siret: string | null;
  /** « Récépissé de déclaration de transport de déchets »: the prefecture's number; null when unknown. */
  wasteTransportReceipt: string | null;
  /** Decision 0076: a PUT sends it back; raised by every change. */
  version: number;
  /**
   * `GET /api/carriers?all=1` only: whether the carrier was archived since (removed from Settings while
   * requests still named it). Requests keep showing its name and link; new stages cannot choose it.
   */
  archived?: boolean;
}

/** The carrier's page for this number, or null when the carrier has no tracking page (or no number). */
export function trackingUrl(
  carrier: Pick<Carrier, 'trackingUrlTemplate'> | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  if (!carrier?.trackingUrlTemplate || !trackingNumber) return null;
  return carrier.trackingUrlTemplate.replace(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(trackingNumber));
}
