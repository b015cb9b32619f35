/**
 * npm run bench:documents — what generating the PDF documents costs, and whether other requests wait.
 *
 * For each document (the bon of a regional collection, the bon of a pickup of 80 parcels with a
 * 1,000-character address — the long one —, the bordereau, the attestation, and « Tournée du jour » of
 * 30 stops printed as one file: its summary then 30 bons, and a lot's « Certificat d'effacement des
 * données » of CERTIFICATE_MEDIA (6,000) media — its annex of a few hundred pages, over CERTIFICATE_ROUNDS
 * (3) rounds), built from representative rows by the same builders as the API, over DOCUMENT_ROUNDS (10)
 * rounds after a warm-up:
 * - inline: rendered on this thread (pdfmake as the worker runs it): wall time, CPU time, heap and RSS
 *   growth, pages and bytes;
 * - worker: rendered through the documents' worker thread as the server does (documents-thread.ts): wall
 *   time, and the event-loop delay another request sees meanwhile — a 1 ms timer's lateness, max and p99 —
 *   compared with the same lateness while rendering inline.
 * Prints min / median / max per measure. No database, no server: the builders take rows as the
 * repositories return them.
 */
import { writeFileSync } from 'node:fs';
import { attestationDocument } from '../../src/server/features/documents/attestation-document';
import { bonDocument, type DocumentContext } from '../../src/server/features/documents/bon-document';
import { bordereauDocument } from '../../src/server/features/documents/bordereau-document';
import type { ReceptionRow } from '../../src/server/features/documents/documents.repository';
import { createDocumentsThread } from '../../src/server/features/documents/documents-thread';
import {
  type CertificateMediumLine,
  erasureCertificateDocument,
} from '../../src/server/features/documents/erasure-certificate-document';
import type { PdfModel } from '../../src/server/features/documents/pdf-model';
import { renderPdf } from '../../src/server/features/documents/pdf-render';
import { roundSummaryDocument, roundTitle } from '../../src/server/features/documents/round-document';
import { totalsOf } from '../../src/server/features/regional-round/regional-round.service';
import type { RoundStop } from '../../src/shared/requests/regional-round';

const ROUNDS = Number(process.env.DOCUMENT_ROUNDS ?? 10);
const CERTIFICATE_MEDIA = Number(process.env.CERTIFICATE_MEDIA ?? 6000);
const CERTIFICATE_ROUNDS = Number(process.env.CERTIFICATE_ROUNDS ?? 3);

const context: DocumentContext = {
  issuer: {
    legalName: 'Recyclage Île-de-France SAS',
    siret: '732 829 320 00074',
    address: '12 rue de la Cœur-Volant, 92190 Meudon',
    phone: '01 23 45 67 89',
    email: 'contact@recyclage-idf.test',
    logo: null,
  },
  now: new Date(),
  trackingUrl: 'https://logistique.example.test/suivi/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  carrierName: 'Chronopost',
};

const contact = {
  clientCompanyName: 'Mairie de Créteil',
  contactName: 'Jeanne Contact',
  contactEmail: 'jeanne@client.test',
  contactPhone: '06 12 34 56 78',
  companyAddress: '10 avenue de France, 75013 Paris',
};
const lifecycle = {
  id: 42,
  status: 'completed',
  stage: 'received',
  stageAt: new Date(),
  plannedDate: '2026-12-03',
  desiredDate: '2026-12-01',
  carrierId: 1,
  trackingNumber: '6A12345678901',
  createdAt: new Date(),
  updatedAt: new Date(),
  createdBy: 1,
  decidedBy: 1,
  decidedAt: new Date(),
  rejectionReason: null,
  offerNumber: 'OE-000123',
};
const quantities = {
  computersToCollect: 12,
  pcFixesToCollect: 3,
  phonesToCollect: 20,
  tabletsToCollect: 4,
  screensToCollect: 8,
  d3eBoxes: 2,
};

// biome-ignore lint/suspicious/noExplicitAny: representative rows, typed as the repositories return them.
const rows = (value: unknown) => value as any;

const regional = rows({
  ...contact,
  ...lifecycle,
  ...quantities,
  preferredTimeSlot: 'morning',
  specificTime: null,
  fulfilment: { timeSlot: { preferredTimeSlot: 'morning' }, team: 'Camion 2', handedOverBy: 'M. Dupont' },
});

const longAddress = `${'Bâtiment Œ, allée des Érables, '.repeat(32)}75013 Paris`.slice(-1000);
const pickup80 = rows({
  ...contact,
  ...lifecycle,
  companyAddress: longAddress,
  type: 'package',
  lotValue: '12 000 €',
  shippingDestination: 'Recyclage SA — 5 rue du Port, 93200 Saint-Denis',
  customShippingAddress: null,
  numberOfPackages: 80,
  numberOfPallets: null,
  packageDetails: Array.from({ length: 80 }, (_, i) => ({
    width: 40,
    length: 30 + i,
    height: 20,
    weight: 8.5,
  })),
  palletDetails: [],
  fulfilment: {},
});

const conditioning = rows({
  ...contact,
  ...lifecycle,
  pcEnvelopes: 12,
  phoneEnvelopes: 20,
  tabletEnvelopes: 4,
  standardBoxes: 3,
  screenBoxes: 8,
  d3eBoxes: 2,
  usesPalletShipping: true,
  palletQuantity: 2,
  palletLength: 120,
  palletWidth: 80,
  palletHeight: 150,
  palletWeight: 25,
  fulfilment: { shippedOn: '2026-12-02' },
});

const reception = rows({
  kind: 'regional-collection',
  requestId: 42,
  receivedAt: new Date(),
  receivedBy: 1,
  receivedByName: 'Jeanne Martin',
  computersReceived: 11,
  pcFixesReceived: 3,
  phonesReceived: 20,
  tabletsReceived: 4,
  screensReceived: 7,
  d3eBoxesReceived: 2,
  computersDeclared: 12,
  pcFixesDeclared: 3,
  phonesDeclared: 20,
  tabletsDeclared: 4,
  screensDeclared: 8,
  d3eBoxesDeclared: 2,
  unitsReceived: null,
  unitsDeclared: null,
  weightKg: 312.5,
  weightEstimated: false,
  remark: 'Un écran fêlé',
}) as ReceptionRow;

/** A full day: 30 stops, each with its own company, slot and quantities. */
const ROUND_STOPS = 30;
const roundRows = Array.from({ length: ROUND_STOPS }, (_, i) =>
  rows({
    ...regional,
    id: 100 + i,
    clientCompanyName: `Établissement n° ${i + 1} — Mairie de Créteil`,
    companyAddress: `${i + 1} avenue de France, 75013 Paris`,
    computersToCollect: i % 7,
    screensToCollect: i % 3,
    phonesToCollect: (i * 5) % 11,
    fulfilment: { timeSlot: { preferredTimeSlot: i < 15 ? 'morning' : 'afternoon' }, team: 'Camion 2' },
  }),
);
const roundStops: RoundStop[] = roundRows.map((row) => ({
  id: row.id,
  stage: 'planned',
  collectedAt: null,
  clientCompanyName: row.clientCompanyName,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  companyAddress: row.companyAddress,
  offerNumber: row.offerNumber,
  slot: { preferredTimeSlot: row.fulfilment.timeSlot.preferredTimeSlot, specificTime: null },
  team: 'Camion 2',
  equipment: {
    computersToCollect: row.computersToCollect,
    pcFixesToCollect: row.pcFixesToCollect,
    phonesToCollect: row.phonesToCollect,
    tabletsToCollect: row.tabletsToCollect,
    screensToCollect: row.screensToCollect,
    d3eBoxes: row.d3eBoxes,
  },
}));
const roundDay = '2026-12-03';
const round: PdfModel = {
  title: roundTitle(roundDay),
  subject: roundTitle(roundDay),
  issuer: context.issuer,
  parts: [
    roundSummaryDocument(
      { date: roundDay, stops: roundStops, ordered: true, totals: totalsOf(roundStops) },
      context,
    ),
    ...roundRows.map((row) => bonDocument({ kind: 'regional-collection', row }, context)),
  ],
};

/** A lot of 5,000 devices, one in five with a second drive, each drive erased (a few destroyed). */
const certificateLines: CertificateMediumLine[] = Array.from({ length: CERTIFICATE_MEDIA }, (_, i) => ({
  mediumSerial: `WD-WCC${String(4_000_000 + i)}`,
  type: i % 3 === 0 ? 'ssd' : 'hdd',
  capacityGb: i % 3 === 0 ? 256 : 500,
  inventoryNumber: `EQ${String(100_000 + Math.floor((i * 5) / 6)).padStart(6, '0')}`,
  hostSerial: `7XK${String(20_000 + Math.floor((i * 5) / 6))}`,
  state: i % 50 === 0 ? 'destroyed' : 'erased',
  kind: i % 50 === 0 ? 'destruction' : 'erasure',
  method: i % 50 === 0 ? 'Broyage' : 'PRNG Stream',
  standard: i % 50 === 0 ? null : 'NIST SP 800-88 Clear',
  tool: i % 50 === 0 ? null : 'nwipe',
  toolVersion: i % 50 === 0 ? null : '0.37',
  performedAt: new Date(Date.UTC(2026, 10, 20, 9, i % 60)),
  operator: i % 2 === 0 ? 'Atelier 1' : 'Atelier 2',
}));
const certificate = erasureCertificateDocument({
  number: 'CE-000042',
  now: new Date(),
  issuer: context.issuer,
  reference: 'Collecte COL-2026-00042',
  client: { name: 'Lycée Jean Jaurès', address: '1 avenue de la République, 92120 Montrouge' },
  receivedAt: new Date(),
  counts: {
    devices: 5000,
    media: CERTIFICATE_MEDIA,
    erased: certificateLines.filter((line) => line.state === 'erased').length,
    destroyed: certificateLines.filter((line) => line.state === 'destroyed').length,
  },
  lines: certificateLines,
  verifyUrl: 'https://logistique.example.test/verifier/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
});
const CERTIFICATE = `certificat d'effacement (${CERTIFICATE_MEDIA.toLocaleString('fr-FR')} supports)`;

const documents: [string, PdfModel][] = [
  ['bon (collecte, 6 catégories)', bonDocument({ kind: 'regional-collection', row: regional }, context)],
  ['bon (80 colis, adresse 1 000 car.)', bonDocument({ kind: 'package-pickup', row: pickup80 }, context)],
  ['bordereau', bordereauDocument({ kind: 'material-conditioning', row: conditioning }, context)],
  [
    'attestation',
    attestationDocument(
      {
        kind: 'regional-collection',
        row: {
          ...regional,
          fulfilment: {
            ...regional.fulfilment,
            wasteTags: { computersToCollect: 'reuse', screensToCollect: '20 01 35*' },
          },
        },
      },
      reception,
      new Date(),
      'team',
      context,
    ),
  ],
  [`tournée de ${ROUND_STOPS} arrêts (synthèse + ${ROUND_STOPS} bons)`, round],
  [CERTIFICATE, certificate],
];

const MiB = 1024 * 1024;
const fmt = (value: number, digits = 1) => value.toFixed(digits).padStart(7);
function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
}
const line = (label: string, values: number[], unit: string, digits = 1) => {
  const { min, median, max } = stats(values);
  return `  ${label.padEnd(26)} min ${fmt(min, digits)}  médiane ${fmt(median, digits)}  max ${fmt(max, digits)} ${unit}`;
};

/**
 * Runs `work` while a 1 ms timer stands for another request: how late the event loop lets it fire (max and
 * p99, in ms). The timer runs on a little after the work, so a block that ends the work is counted too.
 */
async function loopDelayDuring(work: () => Promise<unknown>) {
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(Math.max(0, now - last - 1));
    last = now;
  }, 1);
  await work();
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(timer);
  gaps.sort((a, b) => a - b);
  return { max: gaps.at(-1) ?? 0, p99: gaps[Math.floor(gaps.length * 0.99)] ?? 0 };
}

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

const thread = createDocumentsThread();
console.log(`Documents PDF — ${ROUNDS} tours par document (Node ${process.version}, ${process.arch})\n`);
// Warm-up: fonts read, code compiled, the worker started (the certificate's size needs none).
for (const [name, model] of documents) {
  if (name === CERTIFICATE) continue;
  await renderPdf(model);
  await thread.render(model);
}

for (const [name, model] of documents) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const heap: number[] = [];
  const rss: number[] = [];
  const inlineDelay: number[] = [];
  const workerWall: number[] = [];
  const workerDelay: number[] = [];
  const workerP99: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  const rounds = name === CERTIFICATE ? CERTIFICATE_ROUNDS : ROUNDS;
  for (let round = 0; round < rounds; round += 1) {
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    const delay = await loopDelayDuring(async () => {
      pdf = await renderPdf(model);
    });
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    heap.push((process.memoryUsage().heapUsed - heapBefore) / MiB);
    rss.push((process.memoryUsage().rss - rssBefore) / MiB);
    inlineDelay.push(delay.max);

    const workerStart = performance.now();
    const viaWorker = await loopDelayDuring(() => thread.render(model));
    workerWall.push(performance.now() - workerStart);
    workerDelay.push(viaWorker.max);
    workerP99.push(viaWorker.p99);
  }
  if (process.env.DOCUMENT_OUT)
    writeFileSync(`${process.env.DOCUMENT_OUT}/${name.replace(/\W+/g, '-')}.pdf`, pdf);
  console.log(`${name} — ${pagesOf(pdf)} page(s), ${(pdf.length / 1024).toFixed(1)} Kio`);
  console.log(line('sur le thread : durée', wall, 'ms'));
  console.log(line('sur le thread : CPU', cpu, 'ms'));
  console.log(line('sur le thread : tas', heap, 'Mio'));
  console.log(line('sur le thread : RSS', rss, 'Mio'));
  console.log(line('retard de boucle (thread)', inlineDelay, 'ms'));
  console.log(line('dans le worker : durée', workerWall, 'ms'));
  console.log(line('retard de boucle (worker)', workerDelay, 'ms'));
  console.log(line('retard p99 (worker)', workerP99, 'ms'));
  console.log('');
}

// Ten documents at once through the worker, as ten users printing together: the loop stays free.
const burst = await loopDelayDuring(() =>
  Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      thread.render(documents[i % (documents.length - 1)]?.[1] as PdfModel),
    ),
  ),
);
console.log(
  `10 documents simultanés par le worker : retard de boucle max ${burst.max.toFixed(1)} ms, p99 ${burst.p99.toFixed(1)} ms`,
);
await thread.close();
