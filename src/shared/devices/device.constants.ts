/**
 * The device inventory's constants, labels, messages and answer types (issue 32), without zod: the lot's
 * page shows and scans devices before any form (and zod) is loaded. device.schema.ts re-exports them.
 */
import type { EquipmentCategory } from '../fulfilment/fulfilment-stages';
import type { RequestKind } from '../requests/request-kinds';

/** The kinds whose suivi has a « Réceptionnée » stage: their received requests are lots. */
export const lotKinds = [
  'package-pickup',
  'regional-collection',
  'collection',
] as const satisfies RequestKind[];
export type LotKind = (typeof lotKinds)[number];
export const isLotKind = (kind: string): kind is LotKind => (lotKinds as readonly string[]).includes(kind);

/** Appearance and function, as reuse buyers grade; « HS » (hors service): does not work. */
export const deviceGrades = ['A', 'B', 'C', 'D', 'HS'] as const;
export type DeviceGrade = (typeof deviceGrades)[number];

export const mediumTypes = ['hdd', 'ssd', 'nvme', 'flash'] as const;
export type MediumType = (typeof mediumTypes)[number];
export const mediumTypeLabels: Record<MediumType, string> = {
  hdd: 'HDD',
  ssd: 'SSD',
  nvme: 'NVMe',
  flash: 'eMMC / flash',
};

/** A medium's state: its last erasure or destruction; « À traiter » until one is recorded. */
export const mediumStates = ['pending', 'erased', 'failed', 'destroyed'] as const;
export type MediumState = (typeof mediumStates)[number];
export const mediumStateLabels: Record<MediumState, string> = {
  pending: 'À traiter',
  erased: 'Effacé',
  failed: 'Échec',
  destroyed: 'Détruit',
};

/** The label stocks a labels PDF is laid out for (the server's documents/labels-layout.ts). */
export const labelStocks = ['a4-3x8', 'a4-3x7', 'roll-62'] as const;
export type LabelStock = (typeof labelStocks)[number];
export const labelStockLabels: Record<LabelStock, string> = {
  'a4-3x8': 'A4, 24 étiquettes (70 × 37 mm)',
  'a4-3x7': 'A4, 21 étiquettes (63,5 × 38,1 mm)',
  'roll-62': 'Rouleau 62 mm (62 × 29 mm)',
};

/** « Devenir »: what becomes of a device once it leaves the lot. */
export const dispositions = ['reuse', 'refurbish', 'parts', 'recycling', 'destruction'] as const;
export type Disposition = (typeof dispositions)[number];
export const dispositionLabels: Record<Disposition, string> = {
  reuse: "Réemploi en l'état",
  refurbish: 'Reconditionnement',
  parts: 'Pièces détachées',
  recycling: 'Recyclage (DEEE)',
  destruction: 'Destruction',
};

/** An erasure (the data overwritten or purged by a tool) or a physical destruction of the medium. */
export const sanitisationKinds = ['erasure', 'destruction'] as const;
export type SanitisationKind = (typeof sanitisationKinds)[number];
export const sanitisationResults = ['erased', 'failed', 'destroyed'] as const;
export type SanitisationResult = (typeof sanitisationResults)[number];

/** Categories whose devices carry no data-bearing medium unless told otherwise (the intake's default). */
export const categoriesWithoutStorage: readonly EquipmentCategory[] = ['screensToCollect', 'd3eBoxes'];

export const deviceMessages = {
  category: 'Choisissez une catégorie',
  grade: 'Choisissez un grade\u00a0: A, B, C, D ou HS',
  mediumType: 'Choisissez le type\u00a0: HDD, SSD, NVMe ou eMMC / flash',
  capacity: 'Saisissez une capacité en Go, entre 0 et 1 000 000',
  imei: "L'IMEI compte 15 chiffres",
  tooManyMedia: 'Au plus 16 supports de stockage par équipement',
  noStorageWithMedia: 'Un équipement sans support de stockage ne peut pas en lister',
  notFound: 'Équipement introuvable',
  lotNotFound: 'Demande introuvable',
  notReceived:
    "L'inventaire d'un lot commence à l'étape «\u00a0Réceptionnée\u00a0»\u00a0: cette demande n'y est pas encore.",
  duplicateSerial: (inventoryNumber: string) =>
    `Ce numéro de série est déjà inventorié dans ce lot (${inventoryNumber}).`,
  duplicateMediumSerial: 'Deux supports de cet équipement ont le même numéro de série',
  seenElsewhere: (reference: string) => `Numéro de série déjà vu dans le lot ${reference}.`,
  sanitised: (media: string) =>
    `Cet équipement ne peut plus être supprimé\u00a0: un effacement ou une destruction est enregistré sur ${media}.`,
  mediumSanitised: (media: string) =>
    `Un support dont l'effacement ou la destruction est enregistré ne peut être ni retiré ni modifié (${media}).`,
  devicesOnLot: (count: number) =>
    `La réception ne peut pas être annulée\u00a0: ${count} équipement${count > 1 ? 's sont inventoriés' : ' est inventorié'} dans ce lot.`,
  invalidCursor: 'Curseur de page invalide',
  disposition: 'Choisissez un devenir',
  wasteCode: 'Choisissez le code déchet DEEE',
  notSanitised: (media: string) =>
    `Cet équipement ne peut pas quitter le lot\u00a0: ses supports ne sont pas tous effacés ou détruits (${media}).`,
  mediaUnknown:
    "Renseignez les supports de stockage de cet équipement, ou indiquez qu'il n'en a pas, avant de décider de son devenir.",
  mediumNotFound: 'Support de stockage introuvable',
  failedOnlyDestroyed: "L'effacement de ce support a échoué\u00a0: il ne peut plus qu'être détruit.",
  alreadyDestroyed: 'Ce support est déjà détruit.',
  sanitisationKind: 'Choisissez effacement ou destruction',
  resultForKind:
    'Un effacement aboutit à «\u00a0Effacé\u00a0» ou «\u00a0Échec\u00a0», une destruction à «\u00a0Détruit\u00a0».',
  method: 'Indiquez la méthode',
  performedAt: 'Indiquez la date et l’heure',
  performedAtFuture: 'La date ne peut pas être dans le futur',
  closed: "L'inventaire de ce lot est clôturé\u00a0: un administrateur peut le rouvrir.",
  alreadyClosed: "L'inventaire de ce lot est déjà clôturé.",
  unexplained: (categories: string) =>
    `Expliquez d'abord l'écart avec la réception de ${categories}, ou corrigez l'inventaire.`,
  reportTooLarge: 'Le rapport est trop volumineux (20\u00a0Mo au maximum).',
  reportNotMultipart: 'Envoyez le rapport comme fichier (multipart/form-data, champ «\u00a0file\u00a0»).',
  reportMissing: 'Choisissez le fichier du rapport (champ «\u00a0file\u00a0»).',
  reportNotFound: "Rapport d'effacement introuvable",
  attachSerial: 'Indiquez le numéro de série de la ligne à rapprocher',
  attachMedium: 'Choisissez un support de stockage',
  attachDevice: 'Choisissez un équipement du lot',
  attachTarget: 'Choisissez un support de cet équipement, ou créez-en un',
  attachBoth: 'Choisissez un support existant ou un support à créer, pas les deux',
  rowNotInReport: 'Ce numéro de série ne figure pas dans ce rapport.',
  rowNotUnmatched: "Cette ligne n'est plus à rapprocher.",
  deviceWithoutStorage:
    "Cet équipement est indiqué sans support de stockage\u00a0: modifiez-le d'abord pour lui en ajouter un.",
  mediumSerialIsEvidence: (serial: string | null) =>
    serial
      ? `Ce support porte le numéro de série ${serial} et un effacement ou une destruction y est enregistré\u00a0: son numéro reste celui de la preuve.`
      : 'Un effacement ou une destruction est enregistré sur ce support sans numéro de série\u00a0: il ne prend plus celui du rapport.',
  mediumSerialInLot: (inventoryNumber: string) =>
    `Un support de ce numéro de série existe déjà dans ce lot (${inventoryNumber})\u00a0: rattachez la ligne à ce support.`,
} as const;

/** A device lists at most this many storage media. */
export const MAX_MEDIA_PER_DEVICE = 16;

export const DEVICE_PAGE_SIZE = 50;
export const MAX_DEVICE_PAGE_SIZE = 200;

/** One erasure or destruction recorded on a medium. */
export interface Sanitisation {
  id: number;
  kind: SanitisationKind;
  method: string;
  standard: string | null;
  tool: string | null;
  toolVersion: string | null;
  result: SanitisationResult;
  performedAt: string;
  operator: string | null;
  witness: string | null;
  evidence: string | null;
}

export interface StorageMedium {
  id: number;
  type: MediumType;
  serialNumber: string | null;
  capacityGb: number | null;
  state: MediumState;
  /** Every erasure or destruction recorded on it, oldest first; `state` is the last one's result. */
  attempts: Sanitisation[];
}

export interface Device {
  id: number;
  /** The lot: its request's kind, id and reference. */
  kind: LotKind;
  requestId: number;
  lotReference: string;
  /** « EQ000042 »: generated by the database, unique across the product, printed as a barcode. */
  inventoryNumber: string;
  category: EquipmentCategory;
  serialNumber: string | null;
  clientAssetTag: string | null;
  make: string | null;
  model: string | null;
  imei: string | null;
  grade: DeviceGrade | null;
  notes: string | null;
  noStorage: boolean;
  media: StorageMedium[];
  disposition: Disposition | null;
  wasteCode: string | null;
  /** Decision 0076: a PUT sends it back. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** POST <lot>/devices: the device, and what the team should know (a serial already seen in another lot). */
export interface CreatedDevice extends Device {
  warnings: { serialNumber?: string };
}

export interface DevicePage {
  items: Device[];
  total: number;
  nextCursor?: string;
}

/** Per category: received at the reception (null: counted in parcels or pallets), inventoried, difference. */
export interface CategoryReconciliation {
  received: number | null;
  counted: number;
  difference: number | null;
  note: string | null;
}

export interface LotSummary {
  /** When the inventory was closed (every difference explained or zero); null while it is open. */
  closedAt: string | null;
  categories: Record<EquipmentCategory, CategoryReconciliation>;
  media: Record<MediumState, number> & { total: number };
}

export type ErasureReportFormat = 'nwipe' | 'xml' | 'csv';

/** A report's row that matched no medium of the lot, or one the rules refused: to attach by hand. */
export interface UnmatchedErasure {
  serialNumber: string;
  result: string;
  /** The host computer's serial, when the report names it (nwipe's log, an XML report). */
  hostSerial?: string;
}

/** POST <lot>/erasure-reports: what the import did (`alreadyImported`: the same file, nothing done twice). */
export interface ErasureReportImport {
  format: ErasureReportFormat;
  sha256: string;
  alreadyImported: boolean;
  matched: number;
  unmatched: UnmatchedErasure[];
}

/** GET <lot>/erasure-reports: the lot's imported reports, newest first. */
export interface ErasureReportSummary {
  id: number;
  format: ErasureReportFormat;
  sha256: string;
  fileName: string;
  documentId: string | null;
  matched: number;
  unmatched: UnmatchedErasure[];
  importedAt: string;
}

/** A device CSV holds at most this many rows (a lot's size). */
export const MAX_IMPORTED_DEVICES = 5000;

/** POST <lot>/devices/import: the preview (`dryRun`), or what was written (`created`). */
export interface DeviceImportPreview {
  dryRun: boolean;
  total: number;
  accepted: number;
  /** Each refused row: its line in the file (1: the header), its serial if any, and why. */
  refused: { line: number; serialNumber: string | null; message: string }[];
  created: number;
}
