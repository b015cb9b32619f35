/**
 * A tracking number as a link to its carrier's tracking page (Settings › Transporteurs' template), in a new
 * tab. The carrier comes from the cached carriers list (archived ones included); a carrier without a
 * tracking page (« Moyens propres », Geodis), or not known yet, shows the number as text.
 */

import { findCarrier, useAllCarriers } from '@client/features/carriers/api/get-carriers';
import { ofName } from '@shared/french-elision';
import type { Carrier } from '@shared/fulfilment/carriers';
import { trackingUrl } from '@shared/fulfilment/carriers';
import { ExternalLink } from 'lucide-react';

export interface TrackingLinkProps {
  trackingNumber: string;
  carrierId: number | null | undefined;
  className?: string;
}

export function TrackingLink({ trackingNumber, carrierId, className }: TrackingLinkProps) {
  const carriers = useAllCarriers({ enabled: carrierId != null });
  const carrier = findCarrier(carriers.data, carrierId);
  return <TrackingNumber trackingNumber={trackingNumber} carrier={carrier} className={className} />;
}

/** The number, linked when its carrier has a tracking page. */
export function TrackingNumber({
  trackingNumber,
  carrier,
  className,
}: {
  trackingNumber: string;
  carrier: Carrier | undefined;
  className?: string;
}) {
  const url = trackingUrl(carrier, trackingNumber);
  if (!url || !carrier) return <span className={className}>{trackingNumber}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      aria-label={`${trackingNumber}, suivre l'envoi sur le site ${ofName(carrier.name)} (nouvel onglet)`}
      className={
        className ??
        'inline-flex items-center gap-1 font-medium wrap-anywhere text-indigo-700 underline underline-offset-2 hover:text-indigo-900'
      }
    >
      {trackingNumber}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
    </a>
  );
}
