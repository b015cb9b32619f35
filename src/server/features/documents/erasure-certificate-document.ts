/**
 * « Certificat d'effacement des données » (issue 32): what a lot's client keeps as its evidence under the
 * GDPR (it is the controller, the service its sous-traitant: article 28-3-g) that the data on each medium it
 * handed over were erased or the medium destroyed. Its parts follow what ITAD certificates carry (NIST SP
 * 800-88's sample certificate, R2v3's one record per medium): the issuer, the client and site, the lot and
 * its dates, the counts (by method, with its NIST SP 800-88 category), the declaration, « Fait à …, le … »
 * with the signature and stamp, then an annex with one line per medium. The certificate's number and a QR
 * code of its public verification page close the first page's header; the page shows the SHA-256 of the
 * PDF as issued.
 */

import { type MediumType, mediumStateLabels, mediumTypeLabels } from '@shared/devices/device.constants';
import type { CertificateCounts } from '@shared/devices/erasure-certificate';
import { certificateMessages } from '@shared/devices/erasure-certificate';
import { frenchDate } from '@shared/french-dates';
import { madeAt } from './attestation-document';
import { formatMoment, formatNumber, issuedNow } from './document-text';
import type { PdfBlock, PdfDocumentModel, PdfField, PdfIssuer } from './pdf-model';

/** One medium of the annex: its last record (an erasure that succeeded, or a destruction). */
export interface CertificateMediumLine {
  mediumSerial: string | null;
  type: string;
  capacityGb: number | null;
  inventoryNumber: string;
  hostSerial: string | null;
  state: string;
  kind: string;
  method: string;
  standard: string | null;
  tool: string | null;
  toolVersion: string | null;
  performedAt: Date;
  operator: string | null;
}

export interface CertificateInput {
  number: string;
  now: Date;
  issuer: PdfIssuer;
  /** « Collecte COL-2026-00042 ». */
  reference: string;
  client: { name: string; address: string };
  receivedAt: Date | null;
  counts: CertificateCounts;
  lines: CertificateMediumLine[];
  verifyUrl: string;
}

/** NIST SP 800-88's three categories, in French with the standard's own word. */
export type NistCategory = 'clear' | 'purge' | 'destroy';
const nistLabels: Record<NistCategory, string> = {
  clear: 'Effacer (Clear)',
  purge: 'Purger (Purge)',
  destroy: 'Détruire (Destroy)',
};

/**
 * The category of a record: a destruction destroys; an erasure purges when its standard or method says
 * so (a drive's own secure erase, sanitize or cryptographic erase), else it clears (an overwrite).
 */
export function nistCategory(record: {
  kind: string;
  method: string;
  standard: string | null;
}): NistCategory {
  if (record.kind === 'destruction') return 'destroy';
  const words = `${record.standard ?? ''} ${record.method}`.toLowerCase();
  if (/\bpurge\b/.test(words)) return 'purge';
  if (/\bclear\b/.test(words)) return 'clear';
  return /secure erase|sanitize|sanitise|crypto|block erase|format nvm/.test(words) ? 'purge' : 'clear';
}

const capacity = (gb: number | null) => (gb === null ? '' : ` ${formatNumber(gb)}\u00a0Go`);
const typeLabel = (type: string) => mediumTypeLabels[type as MediumType] ?? type;
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function annexRow(line: CertificateMediumLine): string[] {
  return [
    joined(line.mediumSerial ?? 'sans n° de série', `\n${typeLabel(line.type)}${capacity(line.capacityGb)}`),
    joined(line.inventoryNumber, line.hostSerial ? `\n${line.hostSerial}` : null),
    joined(line.method, line.standard ? `\n${line.standard}` : null),
    joined(line.tool, line.toolVersion),
    `${mediumStateLabels[line.state as keyof typeof mediumStateLabels] ?? line.state}\n${frenchDate(line.performedAt, { shortMonth: true })}`,
    line.operator ?? '',
  ];
}

/** « 3 supports » by method and category, the most used first. */
function methodRows(lines: CertificateMediumLine[]): string[][] {
  const byMethod = new Map<string, { method: string; category: NistCategory; n: number }>();
  for (const line of lines) {
    const category = nistCategory(line);
    const key = `${line.method}\u0000${category}`;
    const entry = byMethod.get(key) ?? { method: line.method, category, n: 0 };
    entry.n += 1;
    byMethod.set(key, entry);
  }
  return [...byMethod.values()]
    .sort((a, b) => b.n - a.n || a.method.localeCompare(b.method, 'fr'))
    .map((entry) => [entry.method, nistLabels[entry.category], formatNumber(entry.n)]);
}

export function erasureCertificateDocument(input: CertificateInput): PdfDocumentModel {
  const { issuer, client, counts } = input;
  const lot: PdfField[] = [
    ['Lot', input.reference],
    ['Réception', input.receivedAt ? formatMoment(input.receivedAt) : 'non renseignée'],
    ['Certificat', `n°\u00a0${input.number}`],
  ];
  const blocks: PdfBlock[] = [
    {
      type: 'paragraph',
      text: `${issuer.legalName}, SIRET\u00a0${issuer.siret}, certifie que les données enregistrées sur les supports de stockage décrits en annexe, remis par ${client.name}, ont été effacées de manière irréversible ou que ces supports ont été détruits.`,
    },
    {
      type: 'parties',
      stacked: true,
      parties: [
        {
          title: 'Client (responsable du traitement)',
          fields: [
            ['Société', client.name],
            ['Site', client.address],
          ],
        },
        {
          title: 'Prestataire (sous-traitant)',
          fields: [
            ['Société', issuer.legalName],
            ['SIRET', issuer.siret],
            ['Adresse', issuer.address],
          ],
        },
        { title: 'Lot', fields: lot },
      ],
    },
    { type: 'heading', text: 'Synthèse' },
    {
      type: 'fields',
      fields: [
        ['Équipements du lot', formatNumber(counts.devices)],
        ['Supports de stockage', formatNumber(counts.media)],
        ['dont effacés', formatNumber(counts.erased)],
        ['dont détruits', formatNumber(counts.destroyed)],
      ],
    },
    {
      type: 'table',
      headers: ['Méthode', 'Catégorie NIST SP 800-88', 'Supports'],
      widths: ['*', 150, 60],
      rows: methodRows(input.lines),
    },
    { type: 'heading', text: 'Déclaration' },
    {
      type: 'paragraph',
      text:
        `${issuer.legalName} a agi en qualité de sous-traitant au sens de l'article 28 du règlement (UE) ` +
        `2016/679 (RGPD), pour le compte et sur les instructions de ${client.name}, responsable du traitement. ` +
        'Les données de chacun des supports listés en annexe ont été effacées de manière irréversible par la ' +
        "méthode indiquée, ou le support a été détruit physiquement\u00a0; aucune copie n'en a été conservée. " +
        'Les catégories «\u00a0Effacer\u00a0», «\u00a0Purger\u00a0» et «\u00a0Détruire\u00a0» sont celles des ' +
        'lignes directrices NIST SP 800-88 (Clear, Purge, Destroy).',
    },
    {
      type: 'issuer-signature',
      note:
        `Certificat n°\u00a0${input.number}. Son authenticité se vérifie en ligne (code QR en tête du ` +
        `document)\u00a0: ${input.verifyUrl} — la page donne l'empreinte SHA-256 du fichier émis.`,
      madeAt: madeAt(issuer.address, input.now),
      signatory: `Pour ${issuer.legalName}`,
    },
    {
      type: 'heading',
      text: `Annexe — supports de stockage (${formatNumber(input.lines.length)})`,
      newPage: true,
    },
    {
      type: 'table',
      headers: ['Support', 'Équipement', 'Méthode et norme', 'Outil', 'Résultat', 'Opérateur'],
      widths: [100, 70, '*', 70, 58, 62],
      rows: input.lines.map(annexRow),
      wholeRows: true,
      compact: true,
    },
  ];
  return {
    title: certificateMessages.title,
    reference: `Certificat n°\u00a0${input.number} — ${input.reference}`,
    issuedAt: issuedNow(input.now),
    issuer,
    qr: { url: input.verifyUrl, caption: 'Vérifier ce certificat en ligne' },
    subject: `${certificateMessages.title} — ${client.name}`,
    blocks,
  };
}
