/**
 * A request's history entries as French sentences for the details dialog's timeline: who created, edited
 * or decided it and when, what each edit changed ("Champ : ancienne valeur → nouvelle valeur", with the
 * forms' labels), and where its mails are. Pure functions (unit-tested).
 */

import { countText } from '@client/lib/french-text';
import { frenchDateTime, frenchDay, frenchTime } from '@shared/french-dates';
import {
  CANCELLED_STAGE,
  cancelledStage,
  equipmentCategories,
  equipmentCategoryLabels,
  type FulfilmentField,
  stageLabel,
  stagesOf,
} from '@shared/fulfilment/fulfilment-stages';
import {
  isWasteTag,
  WASTE_LOT,
  type WasteTagKey,
  wasteTagKeyLabel,
  wasteTagLabel,
} from '@shared/fulfilment/waste';
import {
  deliveryPackageTypeLabels,
  deliveryRequestTypeLabels,
} from '@shared/requests/delivery-request.labels';
import {
  conditioningEquipmentLabels,
  conditioningPackagingLabels,
} from '@shared/requests/material-conditioning.labels';
import { pickupTypeLabels } from '@shared/requests/package-pickup.labels';
import { regionalEquipmentLabels, timeSlotLabels } from '@shared/requests/regional-collection.labels';
import type {
  ClientMailKind,
  CreatedEntry,
  DecidedEntry,
  FieldChange,
  LotEntry,
  MailEntry,
  RequestHistoryEntry,
  StageEntry,
  UntrackedRequestField,
} from '@shared/requests/request-history';
import type { RequestKind } from '@shared/requests/request-kinds';
import { requestStatusLabel } from '@shared/requests/request-status';
import { parcelText } from '@shared/requests/request-summary';
import type { RequestByKind } from './request-types';

/** The fields an edit can change, by kind: every field of the request's JSON but its bookkeeping. */
type HistoryField<K extends RequestKind> = Exclude<keyof RequestByKind[K] & string, UntrackedRequestField>;

/** The request's link to the clients directory (decision 0065): shown as « client n° 12 ». */
const clientLinkLabels = {
  clientId: 'Client lié',
  senderClientId: 'Client lié (expéditeur)',
  recipientClientId: 'Client lié (destinataire)',
} as const;
const isClientLink = (field: string) => field in clientLinkLabels;

const contact = {
  clientId: clientLinkLabels.clientId,
  clientCompanyName: "Nom de l'entreprise client",
  contactName: 'Nom du contact',
  contactEmail: 'Email du contact',
  contactPhone: 'Téléphone',
  companyAddress: 'Adresse',
  desiredDate: 'Date souhaitée',
} as const;

/**
 * The forms' labels of each kind's fields, keyed by the API's field names as the history answers them; the
 * counts take the very lists the forms and details use. The type requires every field an edit can change.
 */
export const historyFieldLabels: { [K in RequestKind]: Record<HistoryField<K>, string> } = {
  'material-conditioning': {
    ...contact,
    offerNumber: "Numéro d'offre",
    ...conditioningEquipmentLabels,
    ...conditioningPackagingLabels,
    usesPalletShipping: 'Envoi sur palette',
    palletQuantity: 'Nombre de palettes',
    palletLength: 'Longueur de la palette (cm)',
    palletWidth: 'Largeur de la palette (cm)',
    palletHeight: 'Hauteur de la palette (cm)',
    palletWeight: 'Poids de la palette (kg)',
  },
  'package-pickup': {
    ...contact,
    type: "Type d'enlèvement",
    offerNumber: "Numéro d'offre",
    lotValue: 'Valeur du lot',
    shippingAddressId: "Adresse d'expédition",
    customShippingAddress: "Précisions sur l'adresse de livraison",
    shippingDestination: "Adresse d'expédition",
    numberOfPackages: 'Nombre de colis',
    numberOfPallets: 'Nombre de palettes',
    packageDetails: 'Colis',
    palletDetails: 'Palettes',
  },
  'regional-collection': {
    ...contact,
    companyAddress: 'Adresse de collecte',
    offerNumber: "Numéro d'offre",
    ...regionalEquipmentLabels,
    preferredTimeSlot: 'Créneau souhaité',
    specificTime: 'Heure souhaitée',
    comments: 'Commentaires',
  },
  delivery: {
    requestType: 'Type de demande',
    description: 'Description',
    noDimensionsRequired: 'Aucune dimension requise',
    requester: 'Demandeur',
    senderClientId: clientLinkLabels.senderClientId,
    recipientClientId: clientLinkLabels.recipientClientId,
    senderCompanyName: "Entreprise de l'expéditeur",
    senderContactName: "Contact de l'expéditeur",
    senderPhone: "Téléphone de l'expéditeur",
    senderEmail: "Email de l'expéditeur",
    senderAddress: "Adresse de l'expéditeur",
    recipientCompanyName: 'Entreprise du destinataire',
    recipientContactName: 'Contact du destinataire',
    recipientPhone: 'Téléphone du destinataire',
    recipientEmail: 'Email du destinataire',
    recipientAddress: 'Adresse du destinataire',
    collectionDate: 'Date de collecte',
    packages: 'Colis et palettes',
  },
  collection: {
    clientId: clientLinkLabels.clientId,
    clientName: "Nom de l'entreprise client",
    clientContactName: 'Nom du contact',
    clientPhone: 'Téléphone',
    clientEmail: 'Email du contact',
    clientAddress: 'Adresse de collecte',
    materials: 'Matériel à collecter',
    comments: 'Commentaires',
  },
};

/**
 * A field no label names (a client older than the server): "palletWeight" → "Pallet weight", better than
 * nothing.
 */
export function fieldLabel(kind: RequestKind, field: string): string {
  const label = (historyFieldLabels[kind] as Record<string, string> | undefined)?.[field];
  if (label) return label;
  const words = field
    .replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)
    .replace(/_/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const EMPTY = '(vide)';
const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** Labels of stored codes, by field (the type of a pickup, a delivery, a package row; a time slot). */
const codeLabels: Record<string, Record<string, string>> = {
  type: pickupTypeLabels,
  preferredTimeSlot: timeSlotLabels,
  requestType: deliveryRequestTypeLabels,
};
const packageTypeLabels: Record<string, string> = deliveryPackageTypeLabels;

function isParcel(
  value: unknown,
): value is { width: number; length: number; height: number; weight: number } {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    ['width', 'length', 'height', 'weight'].every((key) => typeof row[key] === 'number') && !('type' in row)
  );
}

/** A delivery's package row: "Palette, 120 × 80 × 100 cm, 250 kg, valeur 1200 €". */
function packageRowText(value: Record<string, unknown>): string {
  const parts = [packageTypeLabels[String(value.type)] ?? String(value.type ?? 'Colis')];
  const measures = [value.width, value.length, value.height].filter((m) => typeof m === 'number') as number[];
  if (measures.length === 3)
    parts.push(`${measures.map((m) => numberFormat.format(m)).join('\u00a0×\u00a0')}\u00a0cm`);
  if (typeof value.weight === 'number') parts.push(`${numberFormat.format(value.weight)}\u00a0kg`);
  if (value.value) parts.push(`valeur ${String(value.value)}`);
  return parts.join(', ');
}

/** A field's value as the forms would show it. */
export function formatFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'number' && isClientLink(field)) return `client n°\u00a0${value}`;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'string') {
    const label = codeLabels[field]?.[value];
    if (label) return label;
    if (DAY.test(value)) return frenchDay(value);
    if (field === 'specificTime' && TIME.test(value)) return frenchTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'Aucun';
    return value
      .map((row) =>
        isParcel(row)
          ? parcelText(row)
          : typeof row === 'object' && row !== null
            ? packageRowText(row as Record<string, unknown>)
            : String(row),
      )
      .join('\u00a0; ');
  }
  return JSON.stringify(value);
}

/** « 23 nov. 2026 à 14 h 05 », Paris time. */
export function formatHistoryTime(timestamp: string): string {
  return frenchDateTime(timestamp, { shortMonth: true });
}

export interface HistoryLine {
  id: string;
  event: RequestHistoryEntry['event'];
  /** ISO timestamp, for the time element. */
  at: string;
  when: string;
  title: string;
  /** Field changes of an edit, a refusal's reason, a mail's attempts or reason: one line each. */
  details: string[];
  tone: 'neutral' | 'success' | 'danger' | 'mail' | 'warning';
}

/** "par Jeanne Martin", or nothing when the history does not know who (a write outside the app). */
const by = (name: string | null) => (name ? ` par ${name}` : '');

const tries = (n: number) => `${n}\u00a0tentative${n > 1 ? 's' : ''}`;

/**
 * The change lines of an edit. A pickup's saved address changes its id and its snapshot together: the
 * snapshot (the address as text) says it, the id would only repeat it as a number.
 */
export function changeLines(kind: RequestKind, changes: Record<string, FieldChange>): string[] {
  return Object.entries(changes)
    .filter(([field]) => !(field === 'shippingAddressId' && 'shippingDestination' in changes))
    .map(
      ([field, change]) =>
        `${fieldLabel(kind, field)}\u00a0: ${formatFieldValue(field, change.from)} → ${formatFieldValue(field, change.to)}`,
    );
}

/**
 * Which client mail: « étape « Planifiée » » — the stage of `kind` that sends it (a transport's planned and
 * in-transit stages, a collection's planned, collected and received ones…), or the lot's certificate issued.
 */
function clientMailSubject(kind: RequestKind, mail: ClientMailKind): string {
  if (mail === 'client-certificate') return "certificat d'effacement des données";
  const moment = mail.slice('client-'.length);
  const stage = stagesOf(kind).find((candidate) => candidate.clientMail === moment);
  return stage ? `étape\u00a0«\u00a0${stage.label}\u00a0»` : 'suivi';
}

/** A mail to the request's client contact at a stage of its suivi. */
function clientMailLine(
  kind: RequestKind,
  entry: MailEntry & { mail: ClientMailKind },
): Pick<HistoryLine, 'title' | 'details' | 'tone'> {
  const which = `(${clientMailSubject(kind, entry.mail)})`;
  const reason = entry.reason ? [`Motif\u00a0: ${entry.reason}`] : [];
  switch (entry.event) {
    case 'mail-sent':
      return { title: `Mail au client ${which} envoyé`, details: [], tone: 'mail' };
    case 'mail-failed':
      return {
        title: `Échec de l'envoi du mail au client ${which}`,
        details: [`Abandon après ${tries(entry.attempts)}`, ...reason],
        tone: 'danger',
      };
    case 'mail-skipped':
      if (entry.skippedBecause === 'stale') {
        return { title: `Mail au client ${which} périmé, non envoyé`, details: reason, tone: 'warning' };
      }
      return entry.skippedBecause === 'not-configured'
        ? { title: `Mail non configuré\u00a0: aucun mail au client ${which}`, details: [], tone: 'warning' }
        : { title: `Mail au client ${which} non envoyé`, details: reason, tone: 'warning' };
    default:
      return {
        title: `Mail au client ${which} en attente d'envoi`,
        details: entry.attempts > 0 ? [`Nouvel essai prévu après ${tries(entry.attempts)}`, ...reason] : [],
        tone: 'mail',
      };
  }
}

const isClientMail = (entry: MailEntry): entry is MailEntry & { mail: ClientMailKind } =>
  entry.mail.startsWith('client-');

function mailLine(kind: RequestKind, entry: MailEntry): Pick<HistoryLine, 'title' | 'details' | 'tone'> {
  if (isClientMail(entry)) return clientMailLine(kind, entry);
  const decision = entry.mail === 'request-decided';
  const reason = entry.reason ? [`Motif\u00a0: ${entry.reason}`] : [];
  switch (entry.event) {
    case 'mail-sent':
      return {
        title: decision
          ? 'Notification de la décision envoyée au demandeur'
          : "Notification envoyée à l'équipe logistique",
        details: [],
        tone: 'mail',
      };
    case 'mail-failed':
      return {
        title: decision
          ? "Échec de l'envoi de la notification de la décision"
          : "Échec de l'envoi de la notification",
        details: [`Abandon après ${tries(entry.attempts)}`, ...reason],
        tone: 'danger',
      };
    case 'mail-skipped':
      if (entry.skippedBecause === 'stale') {
        return { title: 'Notification périmée, non envoyée', details: reason, tone: 'warning' };
      }
      return entry.skippedBecause === 'not-configured'
        ? { title: 'Mail non configuré\u00a0: aucune notification', details: [], tone: 'warning' }
        : { title: 'Notification non envoyée', details: reason, tone: 'warning' };
    default:
      return {
        title: decision
          ? "Notification de la décision en attente d'envoi"
          : "Notification en attente d'envoi",
        details: entry.attempts > 0 ? [`Nouvel essai prévu après ${tries(entry.attempts)}`, ...reason] : [],
        tone: 'mail',
      };
  }
}

/** The suivi's fields of `kind` by name (their labels and types say how to write a value). */
function stageField(kind: RequestKind, name: string): FulfilmentField | undefined {
  for (const stage of [...stagesOf(kind), cancelledStage]) {
    const field = stage.fields.find((candidate) => candidate.name === name);
    if (field) return field;
  }
  return undefined;
}

/** A stage field's value as the stage form shows it; `carrierName` names a carrier by its id. */
export function formatStageValue(
  field: FulfilmentField | undefined,
  value: unknown,
  carrierName?: (id: number) => string | undefined,
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (field?.type) {
    case 'carrier':
      return (typeof value === 'number' && carrierName?.(value)) || `n° ${String(value)}`;
    case 'time-slot': {
      const slot = value as { preferredTimeSlot?: string; specificTime?: string | null };
      if (slot.preferredTimeSlot === 'specific_time' && slot.specificTime)
        return `à ${frenchTime(slot.specificTime)}`;
      return timeSlotLabels[slot.preferredTimeSlot as keyof typeof timeSlotLabels] ?? EMPTY;
    }
    case 'quantities': {
      const counts = value as Record<string, number>;
      const parts = equipmentCategories
        .filter((category) => (counts[category] ?? 0) > 0)
        .map((category) => `${equipmentCategoryLabels[category]} : ${counts[category]}`);
      return parts.length > 0 ? parts.join(', ') : 'Aucune';
    }
    case 'waste-tags': {
      const tags = value as Record<string, unknown>;
      const parts = ([...equipmentCategories, WASTE_LOT] as WasteTagKey[]).flatMap((key) => {
        const tag = tags[key];
        return isWasteTag(tag) ? [`${wasteTagKeyLabel(key)} : ${wasteTagLabel(tag)}`] : [];
      });
      return parts.length > 0 ? parts.join(', ') : EMPTY;
    }
    case 'number':
    case 'integer':
      return typeof value === 'number'
        ? `${numberFormat.format(value)}${field.unit ? ` ${field.unit}` : ''}`
        : String(value);
    default:
      return formatFieldValue(field?.name ?? '', value);
  }
}

/** A move of the suivi: the stage reached (or gone back to), and what it recorded. */
function stageLine(
  kind: RequestKind,
  entry: StageEntry,
  carrierName?: (id: number) => string | undefined,
): Pick<HistoryLine, 'title' | 'details' | 'tone'> {
  const order = stagesOf(kind).map((stage) => stage.id);
  const back = entry.from !== null && order.indexOf(entry.to) < order.indexOf(entry.from);
  if (entry.to === CANCELLED_STAGE) {
    const reason = typeof entry.fields.cancelReason === 'string' ? entry.fields.cancelReason : '';
    return {
      title: `Suivi annulé${by(entry.actorName)}${reason ? ` — ${reason}` : ''}`,
      details: [],
      tone: 'danger',
    };
  }
  const details = Object.entries(entry.fields).map(([name, value]) => {
    const field = stageField(kind, name);
    return `${field?.label ?? name} : ${formatStageValue(field, value, carrierName)}`;
  });
  return back
    ? {
        title: `Retour à l'étape «\u00a0${stageLabel(kind, entry.to)}\u00a0»${by(entry.actorName)}`,
        details: [],
        tone: 'warning',
      }
    : {
        title: `Étape «\u00a0${stageLabel(kind, entry.to)}\u00a0»${by(entry.actorName)}`,
        details,
        tone: 'success',
      };
}

/**
 * A creation or a decision: the lines every request has, the request kinds' and the packaging requests'
 * (whose approval is « approved », where the kinds accept with « completed »; a supply's approval is
 * « ordered » and its reception, later, « received »: decision 0091).
 */
export function auditLine(entry: CreatedEntry | DecidedEntry): HistoryLine {
  const base = { id: entry.id, event: entry.event, at: entry.at, when: formatHistoryTime(entry.at) };
  if (entry.event === 'created') {
    return { ...base, title: `Créée${by(entry.actorName)}`, details: [], tone: 'neutral' };
  }
  if (entry.status === 'completed') {
    return { ...base, title: `Acceptée${by(entry.actorName)}`, details: [], tone: 'success' };
  }
  if (entry.status === 'approved') {
    return { ...base, title: `Approuvée${by(entry.actorName)}`, details: [], tone: 'success' };
  }
  if (entry.status === 'ordered') {
    return { ...base, title: `Approuvée et commandée${by(entry.actorName)}`, details: [], tone: 'success' };
  }
  if (entry.status === 'received') {
    return { ...base, title: `Marquée comme reçue${by(entry.actorName)}`, details: [], tone: 'success' };
  }
  if (entry.status === 'rejected') {
    const reason = entry.rejectionReason?.trim();
    return {
      ...base,
      title: `Refusée${by(entry.actorName)}${reason ? ` — ${reason}` : ''}`,
      details: [],
      tone: 'danger',
    };
  }
  return {
    ...base,
    title: `Statut changé${by(entry.actorName)}\u00a0: ${requestStatusLabel(entry.status)}`,
    details: [],
    tone: 'neutral',
  };
}

export function historyLine(
  kind: RequestKind,
  entry: RequestHistoryEntry,
  carrierName?: (id: number) => string | undefined,
): HistoryLine {
  const base = { id: entry.id, event: entry.event, at: entry.at, when: formatHistoryTime(entry.at) };
  switch (entry.event) {
    case 'created':
    case 'decided':
      return auditLine(entry);
    case 'edited':
      return {
        ...base,
        title: `Modifiée${by(entry.actorName)}`,
        details: changeLines(kind, entry.changes),
        tone: 'neutral',
      };
    case 'stage':
      return { ...base, ...stageLine(kind, entry, carrierName) };
    case 'corrected':
      return {
        ...base,
        title: `Étape «\u00a0${stageLabel(kind, entry.stage)}\u00a0» corrigée${by(entry.actorName)}`,
        details: Object.entries(entry.changes).map(([name, change]) => {
          const field = stageField(kind, name);
          const value = (v: unknown) => formatStageValue(field, v, carrierName);
          return `${field?.label ?? name}\u00a0: ${value(change.from)} → ${value(change.to)}`;
        }),
        tone: 'warning',
      };
    case 'lot':
      return { ...base, ...lotLine(entry) };
    default:
      return { ...base, ...mailLine(kind, entry) };
  }
}

/** A received lot's inventory as a whole (issue 32): imports, closing, reopening, its certificate. */
export function lotLine(entry: LotEntry): Pick<HistoryLine, 'title' | 'details' | 'tone'> {
  const who = by(entry.actorName);
  switch (entry.action) {
    case 'devices-imported':
      return {
        title: `${countText(entry.count ?? 0, 'équipement')} importé${(entry.count ?? 0) > 1 ? 's' : ''}${who}`,
        details: [],
        tone: 'neutral',
      };
    case 'erasure-report':
      return {
        title: `Rapport d'effacement importé${who}`,
        details: [
          entry.fileName ?? '',
          `${countText(entry.count ?? 0, 'effacement')} enregistré${(entry.count ?? 0) > 1 ? 's' : ''}`,
          ...((entry.unmatched ?? 0) > 0 ? [`${countText(entry.unmatched ?? 0, 'ligne')} à rapprocher`] : []),
        ].filter(Boolean),
        tone: 'neutral',
      };
    case 'closed':
      return { title: `Inventaire du lot clôturé${who}`, details: [], tone: 'success' };
    case 'certificate-issued':
      return {
        title: `Certificat d'effacement ${entry.number ?? ''} émis${who}`,
        details: entry.replaced ? [`Remplace le certificat ${entry.replaced}`] : [],
        tone: 'success',
      };
    default:
      return { title: `Inventaire du lot rouvert${who}`, details: [], tone: 'warning' };
  }
}
