/**
 * The tracking page the server writes (tracking-page.ts): what the API answers, as escaped HTML — the stage
 * reached, the plan with the carrier's link, what was received and the documents offered, the stages, whom
 * to ask; a cancelled request said so. No database: the page is a function of the answer.
 */
import type { PublicTracking } from '@shared/fulfilment/public-tracking';
import { describe, expect, it } from 'vitest';
import { trackingPage } from './tracking-page';

const token = 'T'.repeat(43);
const tracking: PublicTracking = {
  kindLabel: 'Collecte Région Parisienne',
  reference: 'Collecte COL-2026-00042',
  stages: [
    { id: 'planned', label: 'Planifiée', reachedAt: '2026-11-20T09:00:00.000Z', current: false },
    { id: 'received', label: 'Réceptionnée', reachedAt: '2026-11-27T14:05:00.000Z', current: true },
  ],
  cancelled: false,
  plannedDate: '2026-11-24',
  plannedSlot: 'Matin (8 h – 12 h)',
  carrier: {
    name: 'Colis <Express>',
    trackingNumber: '6A123',
    trackingUrl: 'https://suivi.example/?n=6A123&x="1"',
  },
  reception: {
    quantities: [{ label: 'Ordinateurs', received: 1200 }],
    units: null,
    weightKg: 12.5,
    weightEstimated: true,
  },
  attestation: true,
  erasureCertificate: true,
  lotReport: false,
  service: {
    name: 'Réemploi & Cie <script>',
    phone: '01 23 45 67 89',
    email: 'contact@reemploi.test',
    logoUrl: null,
  },
};

describe('the tracking page written by the server', () => {
  it('writes the answer as escaped HTML, its title naming the request and the service', () => {
    const { title, content: html } = trackingPage(tracking, token);
    // Dates keep their words together with no-break spaces: compared as plain spaces.
    const content = html.replace(/\u00a0/g, ' ');
    expect(title).toBe('Suivi — Collecte COL-2026-00042 · Réemploi &#38; Cie &#60;script&#62;');
    expect(content).not.toContain('<script>');
    expect(content).toContain('Réemploi &#38; Cie &#60;script&#62;');
    expect(content).toContain('Suivre le colis chez Colis &#60;Express&#62;');
    expect(content).toContain('href="https://suivi.example/?n=6A123&#38;x=&#34;1&#34;"');
    expect(content).toContain(
      '<h2 id="tracking-now" class="text-sm font-medium text-slate-700">Étape actuelle</h2>',
    );
    expect(content).toContain('aria-current="step"');
    expect(content).toContain('Depuis le 27 novembre 2026 à 15 h 05');
    expect(content).toContain('mardi 24 novembre 2026');
    expect(content).toMatch(/1\u202f200/);
    expect(content).toContain('12,5 kg (estimé)');
    expect(content).toContain(`href="/api/public/tracking/${token}/attestation.pdf"`);
    expect(content).toContain(`href="/api/public/tracking/${token}/erasure-certificate.pdf"`);
    expect(content).not.toContain('lot-report.pdf');
    expect(content).toContain('href="tel:0123456789"');
    expect(content).not.toContain('Cette demande a été annulée.');
  });

  it('says a cancelled request is cancelled, and leaves out what it has not', () => {
    const { content } = trackingPage(
      {
        ...tracking,
        cancelled: true,
        plannedDate: null,
        plannedSlot: null,
        carrier: null,
        reception: null,
        service: null,
        stages: [{ id: 'cancelled', label: 'Annulée', reachedAt: '2026-11-21T10:00:00.000Z', current: true }],
      },
      token,
    );
    expect(content).toContain('Cette demande a été annulée.');
    expect(content).not.toContain('tracking-plan');
    expect(content).not.toContain('tracking-reception');
    expect(content).not.toContain('tracking-contact');
  });
});
