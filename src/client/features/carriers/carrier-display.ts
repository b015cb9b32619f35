/** How Settings › Transporteurs shows a carrier's tracking page: as the link a sample number would give. */
import { type Carrier, TRACKING_NUMBER_PLACEHOLDER, trackingUrl } from '@shared/fulfilment/carriers';

/** A made-up number in the shape carriers print (letters and digits), only to show where it goes. */
export const SAMPLE_TRACKING_NUMBER = '6A12345678901';

/**
 * The carrier's page for the sample number, or null when it has none. A template typed in the form that
 * is not (yet) a web address with {numero} gives null too: no preview of a link that would not work.
 */
export function exampleTrackingUrl(template: string | null | undefined): string | null {
  const value = template?.trim();
  if (value?.split(TRACKING_NUMBER_PLACEHOLDER).length !== 2) return null;
  const url = trackingUrl({ trackingUrlTemplate: value }, SAMPLE_TRACKING_NUMBER);
  return url && /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url) ? url : null;
}

/** Carriers in French order (the server sorts by lower(name); this keeps « Écopli » among the E). */
export function sortedCarriers(carriers: readonly Carrier[]): Carrier[] {
  return [...carriers].sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }));
}
