/**
 * The verification page the server writes (verify-page.ts): the certificate's public facts as escaped HTML,
 * « authentique » or « remplacé par », and the SHA-256 its script compares a file with. No database.
 */
import type { PublicCertificate } from '@shared/devices/erasure-certificate';
import { describe, expect, it } from 'vitest';
import { verifyPage } from './verify-page';

const certificate: PublicCertificate = {
  number: 'CE-000042',
  issuedAt: '2026-11-28T13:05:00.000Z',
  issuer: { legalName: 'Réemploi & Cie', siret: '73282932000074' },
  client: 'Lycée <b>Jaurès</b>',
  lotReference: 'Collecte COL-2026-00042',
  counts: { devices: 5000, media: 6000, erased: 5880, destroyed: 120 },
  sha256: 'a'.repeat(64),
  replacedBy: null,
};

describe('the verification page written by the server', () => {
  it('says the certificate is authentic, with its facts escaped and its fingerprint for the script', () => {
    const { title, content: html } = verifyPage(certificate);
    // Dates keep their words together with no-break spaces: compared as plain spaces.
    const content = html.replace(/\u00a0/g, ' ');
    expect(title).toBe('Vérification du certificat CE-000042 · Gestion Logistique');
    expect(content).toContain('Certificat authentique, émis le 28 novembre 2026 par Réemploi &#38; Cie');
    expect(content).toContain('Lycée &#60;b&#62;Jaurès&#60;/b&#62;');
    expect(content).not.toContain('<b>');
    expect(content).toContain('732 829 320 00074');
    expect(content).toMatch(/6\u202f000/);
    expect(content).toContain(`data-certificate-sha256="${'a'.repeat(64)}"`);
    expect(content).toContain('<label for="certificate-file-input"');
    expect(content).not.toContain('Remplacé par');
  });

  it('says which certificate replaced it', () => {
    const content = verifyPage({
      ...certificate,
      replacedBy: { number: 'CE-000043', issuedAt: '2026-11-29T09:00:00.000Z' },
    }).content.replace(/\u00a0/g, ' ');
    expect(content).toContain('Remplacé par <span class="whitespace-nowrap">CE-000043</span>');
    expect(content).toContain(
      'le 29 novembre 2026&#160;: demandez la nouvelle version à Réemploi &#38; Cie.',
    );
    expect(content).not.toContain('Certificat authentique');
  });
});
