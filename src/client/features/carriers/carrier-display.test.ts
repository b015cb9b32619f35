import { describe, expect, it } from 'vitest';
import { exampleTrackingUrl, SAMPLE_TRACKING_NUMBER, sortedCarriers } from './carrier-display';

describe('exampleTrackingUrl', () => {
  it('puts the sample number where {numero} stands', () => {
    expect(exampleTrackingUrl('https://www.laposte.fr/outils/suivre-vos-envois?code={numero}')).toBe(
      `https://www.laposte.fr/outils/suivre-vos-envois?code=${SAMPLE_TRACKING_NUMBER}`,
    );
    expect(exampleTrackingUrl('  https://fret.example/suivi/{numero}/detail ')).toBe(
      `https://fret.example/suivi/${SAMPLE_TRACKING_NUMBER}/detail`,
    );
  });

  it('gives nothing without a page, without {numero}, or for what is not a web address', () => {
    expect(exampleTrackingUrl(null)).toBeNull();
    expect(exampleTrackingUrl('')).toBeNull();
    expect(exampleTrackingUrl('https://www.ups.com/track')).toBeNull();
    expect(exampleTrackingUrl('https://a.example/{numero}/{numero}')).toBeNull();
    expect(exampleTrackingUrl('javascript:alert(1)//{numero}')).toBeNull();
    expect(exampleTrackingUrl('www.ups.com/track?n={numero}')).toBeNull();
  });
});

describe('sortedCarriers', () => {
  it('sorts by name the French way, accents and case aside', () => {
    const names = sortedCarriers([
      { id: 1, name: 'UPS', trackingUrlTemplate: null, siret: null, wasteTransportReceipt: null, version: 1 },
      {
        id: 2,
        name: 'Écopli',
        trackingUrlTemplate: null,
        siret: null,
        wasteTransportReceipt: null,
        version: 1,
      },
      { id: 3, name: 'dhl', trackingUrlTemplate: null, siret: null, wasteTransportReceipt: null, version: 1 },
      {
        id: 4,
        name: 'Geodis',
        trackingUrlTemplate: null,
        siret: null,
        wasteTransportReceipt: null,
        version: 1,
      },
    ]).map((carrier) => carrier.name);
    expect(names).toEqual(['dhl', 'Écopli', 'Geodis', 'UPS']);
  });
});
