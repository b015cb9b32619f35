/**
 * The « registre chronologique des déchets entrants » (arrêté du 31 mai 2021, decision 0057) as CSV: one
 * line per received lot and DEEE waste code, oldest reception first, with Trackdéchets' « registre
 * entrant » column names so the file can be imported there. Equipment tagged « Réemploi » is reused, not
 * waste: it is not in the register. A reception recorded before the tags existed appears once, code empty
 * and « devenir non renseigné », so nothing received goes missing silently.
 *
 * Quantities: a reception is weighed (or estimated) as a whole. When all its tagged categories share one
 * code, the line carries the whole weight; otherwise the weight is shared in proportion to each category's
 * count × its typical unit weight (`typicalUnitWeightKg`), and the line says « ESTIME ».
 *
 * A lot with devices (decision 0104) has its lines from them instead: one per category, devenir and code;
 * what the devices do not decide (a device without a devenir, a received unit not inventoried yet) keeps
 * its category's tag from the reception.
 */
import type { Readable } from 'node:stream';
import type { Disposition } from '@shared/devices/device.constants';
import {
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
} from '@shared/fulfilment/fulfilment-stages';
import {
  isWasteTag,
  typicalUnitWeightKg,
  WASTE_LOT,
  type WasteCode,
  type WasteTag,
  wasteCodeList,
  wasteCodes,
} from '@shared/fulfilment/waste';
import { postalCodeMatch } from '@shared/requests/ile-de-france';
import type { Executor } from '../../db/client';
import { type CsvColumn, csvStream, EXPORT_PAGE_SIZE } from '../../lib/csv';
import { findCompanyIdentity } from '../company/company.repository';
import {
  type RegisterCursor,
  type RegisterReceptionRow,
  registerReceptionPage,
} from './waste-register.repository';

/**
 * R 13: the warehouse gathers and stores the DEEE before they leave for a treatment plant (« stockage de
 * déchets préalablement à l'une des opérations numérotées R1 à R12 », directive 2008/98/CE, annexe II).
 */
export const REGISTER_TREATMENT_CODE = 'R 13';

export interface RegisterLine {
  publicId: string;
  receptionDay: string;
  description: string;
  code: WasteCode | null;
  weightTonnes: number;
  estimated: boolean;
  reception: RegisterReceptionRow;
  producerAddress: { label: string; postalCode: string; city: string } | null;
}

interface Company {
  legalName: string | null;
  siret: string | null;
}

const kindPrefix: Record<RegisterReceptionRow['kind'], string> = {
  'package-pickup': 'ENL',
  'regional-collection': 'CRP',
  collection: 'COL',
};

const kindLabel: Record<RegisterReceptionRow['kind'], string> = {
  'package-pickup': 'enlèvement',
  'regional-collection': 'collecte Île-de-France',
  collection: 'collecte hors Île-de-France',
};

const counted: Record<EquipmentCategory, keyof RegisterReceptionRow> = {
  computersToCollect: 'computers',
  pcFixesToCollect: 'pc_fixes',
  phonesToCollect: 'phones',
  tabletsToCollect: 'tablets',
  screensToCollect: 'screens',
  d3eBoxes: 'd3e_boxes',
};

/** Tonnes to 3 decimals (Trackdéchets' precision); a non-zero share never rounds down to nothing. */
function tonnes(kg: number): number {
  return kg <= 0 ? 0 : Math.max(0.001, Math.round(kg) / 1000);
}

/** « 12 rue X, 75002 Paris » → the street part, the postal code and the town, or null abroad/unreadable. */
function splitAddress(address: string | null): RegisterLine['producerAddress'] {
  if (!address) return null;
  const match = postalCodeMatch(address);
  if (!match) return null;
  const label = address
    .slice(0, match.index)
    .replace(/[\s,;]+$/u, '')
    .replace(/\s*\n\s*/gu, ', ');
  const city = address
    .slice(match.index + match.code.length)
    .split(/[,;\n]/u)[0]
    ?.trim();
  return label && city ? { label, postalCode: match.code, city } : null;
}

/** The register lines of one reception: one per DEEE code, none for what is reused. */
export function registerLines(reception: RegisterReceptionRow): RegisterLine[] {
  if (reception.device_groups && reception.device_groups.length > 0) return deviceLines(reception);
  const base = {
    receptionDay: reception.received_day,
    reception,
    producerAddress: splitAddress(reception.producer_address),
  };
  const id = (suffix: string) => `${kindPrefix[reception.kind]}-${reception.request_id}-${suffix}`;
  const tags = reception.waste_tags;
  const weightKg = Number(reception.weight_kg);

  if (reception.kind === 'package-pickup') {
    const what = `${reception.pickup_type === 'pallet' ? 'Palettes' : 'Colis'} (${reception.units ?? 0})`;
    const tag = tags?.[WASTE_LOT];
    if (tags && !isWasteTag(tag)) return [];
    if (tag === 'reuse') return [];
    const code = isWasteTag(tag) ? (tag as WasteCode) : null;
    return [
      {
        ...base,
        publicId: id(code ? code.replace(/\D/g, '') : 'NR'),
        description: code ? `DEEE — ${what}` : `Devenir non renseigné à la réception — ${what}`,
        code,
        weightTonnes: tonnes(weightKg),
        estimated: reception.weight_estimated,
      },
    ];
  }

  const received = equipmentCategories
    .map((category) => ({ category, count: Number(reception[counted[category]] ?? 0) }))
    .filter((entry) => entry.count > 0);
  const mass = (entries: typeof received) =>
    entries.reduce((sum, entry) => sum + entry.count * typicalUnitWeightKg[entry.category], 0);
  const describe = (entries: typeof received) =>
    entries.map((entry) => `${equipmentCategoryLabels[entry.category]} (${entry.count})`).join(', ');
  if (!tags) {
    if (received.length === 0 && weightKg <= 0) return [];
    return [
      {
        ...base,
        publicId: id('NR'),
        description: `Devenir non renseigné à la réception — ${describe(received) || kindLabel[reception.kind]}`,
        code: null,
        weightTonnes: tonnes(weightKg),
        estimated: reception.weight_estimated,
      },
    ];
  }
  const total = mass(received);
  const byCode = new Map<WasteCode, typeof received>();
  for (const entry of received) {
    const tag = tags[entry.category];
    if (!isWasteTag(tag) || tag === 'reuse') continue;
    byCode.set(tag, [...(byCode.get(tag) ?? []), entry]);
  }
  return [...byCode.entries()].map(([code, entries]) => {
    const whole = entries.length === received.length;
    const share = whole || total === 0 ? 1 : mass(entries) / total;
    return {
      ...base,
      publicId: id(code.replace(/\D/g, '')),
      description: `DEEE — ${describe(entries)}`,
      code,
      weightTonnes: tonnes(weightKg * share),
      estimated: reception.weight_estimated || !whole,
    };
  });
}

/** What becomes of a device, as the register sees it: a devenir of its own, or its reception's tag. */
type Fate = Exclude<Disposition, 'reuse' | 'refurbish'> | 'reception';
const fates: readonly Fate[] = ['recycling', 'parts', 'destruction', 'reception'];

/** The short names of a device line's identifier: `CRP-12-ORD-REC-200136`. */
const categoryShort: Record<EquipmentCategory, string> = {
  computersToCollect: 'ORD',
  pcFixesToCollect: 'PCF',
  phonesToCollect: 'TEL',
  tabletsToCollect: 'TAB',
  screensToCollect: 'ECR',
  d3eBoxes: 'D3E',
};
const fateShort: Record<Fate, string> = {
  recycling: 'REC',
  parts: 'PD',
  destruction: 'DES',
  reception: 'RCP',
};
const fateWords: Record<Fate, string> = {
  recycling: 'recyclage',
  parts: 'pièces détachées',
  destruction: 'destruction',
  reception: 'selon la réception',
};

const isCategory = (value: string): value is EquipmentCategory =>
  (equipmentCategories as readonly string[]).includes(value);
const isWasteCode = (value: unknown): value is WasteCode =>
  typeof value === 'string' && (wasteCodeList as readonly string[]).includes(value);

/** Units of one category that end alike: reused (no line) or a register line's fate and code. */
interface Share {
  category: EquipmentCategory;
  fate: Fate | 'reuse';
  code: WasteCode | null;
  count: number;
}

/**
 * The lines of a lot with devices (decision 0104): per category, devenir and code. A device sent to
 * recycling carries its own code; one for parts or destruction takes its category's DEEE code from the
 * reception (none when the reception said « Réemploi » or nothing: the line says so); a device reused or
 * refurbished is not waste. A device without a devenir, and each unit the reception counted beyond the
 * devices of its category, follow the reception's tag, as the lot did before its inventory. The weighed
 * weight is shared by count × typical unit weight; one line with every unit carries it whole.
 */
function deviceLines(reception: RegisterReceptionRow): RegisterLine[] {
  const tags = reception.waste_tags;
  const pickup = reception.kind === 'package-pickup';
  const tagOf = (category: EquipmentCategory): WasteTag | undefined => {
    const tag = tags?.[pickup ? WASTE_LOT : category];
    return isWasteTag(tag) ? tag : undefined;
  };
  const codeOf = (category: EquipmentCategory): WasteCode | null => {
    const tag = tagOf(category);
    return tag && tag !== 'reuse' ? tag : null;
  };
  const byReception = (category: EquipmentCategory, count: number): Share =>
    tagOf(category) === 'reuse'
      ? { category, fate: 'reuse', code: null, count }
      : { category, fate: 'reception', code: codeOf(category), count };

  const shares: Share[] = [];
  const inventoried = new Map<EquipmentCategory, number>();
  for (const [category, disposition, wasteCode, count] of reception.device_groups ?? []) {
    if (!isCategory(category)) continue;
    inventoried.set(category, (inventoried.get(category) ?? 0) + count);
    if (disposition === 'reuse' || disposition === 'refurbish') {
      shares.push({ category, fate: 'reuse', code: null, count });
    } else if (disposition === 'recycling') {
      shares.push({ category, fate: 'recycling', code: isWasteCode(wasteCode) ? wasteCode : null, count });
    } else if (disposition === 'parts' || disposition === 'destruction') {
      shares.push({ category, fate: disposition, code: codeOf(category), count });
    } else {
      shares.push(byReception(category, count));
    }
  }
  // A pickup counts parcels, not categories: its devices are all that is known of its contents.
  if (!pickup) {
    for (const category of equipmentCategories) {
      const beyond = Number(reception[counted[category]] ?? 0) - (inventoried.get(category) ?? 0);
      if (beyond > 0) shares.push(byReception(category, beyond));
    }
  }

  const lines = new Map<string, Share & { fate: Fate }>();
  for (const share of shares) {
    if (share.fate === 'reuse') continue;
    const key = `${share.category} ${share.fate} ${share.code}`;
    const line = lines.get(key);
    if (line) line.count += share.count;
    else lines.set(key, { ...share, fate: share.fate });
  }
  const mass = (share: Share) => share.count * typicalUnitWeightKg[share.category];
  const total = shares.reduce((sum, share) => sum + mass(share), 0);
  const weightKg = Number(reception.weight_kg);
  const rank = (line: Share & { fate: Fate }) =>
    (equipmentCategories.indexOf(line.category) * fates.length + fates.indexOf(line.fate)) *
      (wasteCodeList.length + 1) +
    (line.code ? wasteCodeList.indexOf(line.code) : wasteCodeList.length);
  const sorted = [...lines.values()].sort((a, b) => rank(a) - rank(b));
  return sorted.map((line) => {
    const what = `${equipmentCategoryLabels[line.category]} (${line.count})`;
    const whole = mass(line) === total;
    const description = line.code
      ? `DEEE — ${what}, ${fateWords[line.fate]}`
      : line.fate === 'reception'
        ? `Devenir non renseigné à la réception — ${what}`
        : `Code déchet non renseigné — ${what}, ${fateWords[line.fate]}`;
    return {
      receptionDay: reception.received_day,
      reception,
      producerAddress: splitAddress(reception.producer_address),
      publicId: [
        kindPrefix[reception.kind],
        reception.request_id,
        categoryShort[line.category],
        fateShort[line.fate],
        line.code ? line.code.replace(/\D/g, '') : 'NR',
      ].join('-'),
      description,
      code: line.code,
      weightTonnes: tonnes(whole ? weightKg : (weightKg * mass(line)) / total),
      estimated: reception.weight_estimated || !whole,
    };
  });
}

/** The columns, named as Trackdéchets' « registre entrant » import names them (decision 0057). */
export function registerColumns(company: Company): CsvColumn<RegisterLine>[] {
  const ownTeam = (line: RegisterLine) => line.reception.kind === 'regional-collection';
  // The request's carrier's SIRET (Settings › Transporteurs, decision 0089); ours for our own round.
  const carrierSiret = (line: RegisterLine) => (ownTeam(line) ? company.siret : line.reception.carrier_siret);
  return [
    { header: 'Identifiant unique', value: (l) => l.publicId },
    { header: 'SIRET du destinataire', value: () => company.siret },
    { header: 'Date de réception', value: (l) => l.receptionDay },
    { header: 'Dénomination du déchet', value: (l) => l.description },
    { header: 'Code déchet', value: (l) => l.code },
    { header: 'Dangereux', value: (l) => (l.code ? wasteCodes[l.code].hazardous : null) },
    { header: 'Poids en tonnes', value: (l) => l.weightTonnes },
    { header: 'Type de poids', value: (l) => (l.estimated ? 'ESTIME' : 'REEL') },
    { header: "Type d'expéditeur", value: (l) => (l.reception.producer_siret ? 'ETABLISSEMENT_FR' : null) },
    { header: "Numéro d'identification de l'expéditeur", value: (l) => l.reception.producer_siret },
    { header: "Raison sociale de l'expéditeur", value: (l) => l.reception.producer_name },
    {
      header: "Libellé de l'adresse de l'expéditeur",
      value: (l) => l.producerAddress?.label ?? l.reception.producer_address,
    },
    { header: "Code postal de l'expéditeur", value: (l) => l.producerAddress?.postalCode },
    { header: "Commune de l'expéditeur", value: (l) => l.producerAddress?.city },
    { header: "Code pays de l'expéditeur", value: (l) => (l.producerAddress ? 'FR' : null) },
    { header: 'Code de traitement réalisé', value: (l) => (l.code ? REGISTER_TREATMENT_CODE : null) },
    { header: 'Mode de transport du transporteur n°1', value: () => 'ROUTE' },
    {
      header: 'Type de transporteur n°1',
      value: (l) => (carrierSiret(l) ? 'ETABLISSEMENT_FR' : null),
    },
    { header: "Numéro d'identification du transporteur n°1", value: carrierSiret },
    {
      header: 'Raison sociale du transporteur n°1',
      // A regional collection is the team's own round: the company carries the equipment itself.
      value: (l) => (ownTeam(l) ? company.legalName : l.reception.carrier_name),
    },
    {
      header: 'Numéro de récépissé du transporteur n°1',
      value: (l) => (ownTeam(l) ? null : l.reception.carrier_receipt),
    },
  ];
}

/** The register's pages of lines: each page of receptions read, then turned into its lines. */
async function* registerPages(
  db: Executor,
  range: { from: string; to: string },
  pageSize: number,
): AsyncGenerator<RegisterLine[]> {
  let after: RegisterCursor | undefined;
  for (;;) {
    const rows = await registerReceptionPage(db, range, after, pageSize);
    const lines = rows.flatMap(registerLines);
    if (lines.length > 0) yield lines;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { receivedAt: last.received_at, kind: last.kind, requestId: last.request_id };
  }
}

export async function exportWasteRegister(
  db: Executor,
  range: { from: string; to: string },
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<Readable> {
  const company = await findCompanyIdentity(db);
  return csvStream(registerColumns(company), registerPages(db, range, pageSize));
}
