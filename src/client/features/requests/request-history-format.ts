/**
 * A request's history entries as French sentences for the details dialog's timeline: who created, edited
 * or decided it and when, what each edit changed ("Champ : ancienne valeur → nouvelle valeur", with the
 * forms' labels), and where its mails are. Pure functions (unit-tested).
 */
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
import type { FieldChange, MailEntry, RequestHistoryEntry } from '@shared/requests/request-history';
import type { RequestKind } from '@shared/requests/request-kinds';
import { requestStatusLabel } from '@shared/requests/request-status';
import { parcelText } from '@shared/requests/request-summary';
import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** "conditioningEquipmentLabels" keys are the API's camelCase names; the history has the columns' names. */
const byColumn = (labels: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(labels).map(([field, label]) => [
      field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      label,
    ]),
  );

const contact = {
  client_company_name: "Nom de l'entreprise client",
  contact_name: 'Nom du contact',
  contact_email: 'Email du contact',
  contact_phone: 'Téléphone',
  company_address: 'Adresse',
  desired_date: 'Date souhaitée',
  tracking_number: 'N° de suivi',
};

/** The forms' labels of each kind's columns; a column missing here gets a readable name (fieldLabel). */
export const historyFieldLabels: Record<RequestKind, Record<string, string>> = {
  'material-conditioning': {
    ...contact,
    offer_number: "Numéro d'offre",
    ...byColumn(conditioningEquipmentLabels),
    ...byColumn(conditioningPackagingLabels),
    uses_pallet_shipping: 'Envoi sur palette',
    pallet_quantity: 'Nombre de palettes',
    pallet_length: 'Longueur de la palette (cm)',
    pallet_width: 'Largeur de la palette (cm)',
    pallet_height: 'Hauteur de la palette (cm)',
    pallet_weight: 'Poids de la palette (kg)',
  },
  'package-pickup': {
    ...contact,
    type: "Type d'enlèvement",
    offer_number: "Numéro d'offre",
    lot_value: 'Valeur du lot',
    shipping_address_id: "Adresse d'expédition",
    custom_shipping_address: "Précisions sur l'adresse de livraison",
    shipping_destination: "Adresse d'expédition",
    number_of_packages: 'Nombre de colis',
    number_of_pallets: 'Nombre de palettes',
    package_details: 'Colis',
    pallet_details: 'Palettes',
  },
  'regional-collection': {
    ...contact,
    company_address: 'Adresse de collecte',
    offer_number: "Numéro d'offre",
    ...byColumn(regionalEquipmentLabels),
    preferred_time_slot: 'Créneau souhaité',
    specific_time: 'Heure souhaitée',
  },
  delivery: {
    request_type: 'Type de demande',
    description: 'Description',
    no_dimensions_required: 'Aucune dimension requise',
    requester: 'Demandeur',
    sender_company_name: "Entreprise de l'expéditeur",
    sender_contact_name: "Contact de l'expéditeur",
    sender_phone: "Téléphone de l'expéditeur",
    sender_email: "Email de l'expéditeur",
    sender_address: "Adresse de l'expéditeur",
    recipient_company_name: 'Entreprise du destinataire',
    recipient_contact_name: 'Contact du destinataire',
    recipient_phone: 'Téléphone du destinataire',
    recipient_email: 'Email du destinataire',
    recipient_address: 'Adresse du destinataire',
    collection_date: 'Date de collecte',
    packages: 'Colis et palettes',
    tracking_number: 'N° de suivi',
  },
  collection: {
    client_name: "Nom de l'entreprise client",
    client_contact_name: 'Nom du contact',
    client_phone: 'Téléphone',
    client_email: 'Email du contact',
    client_address: 'Adresse de collecte',
    materials: 'Matériel à collecter',
    comments: 'Commentaires',
  },
};

/** A column no label names: "pallet_weight" → "Pallet weight" (better than nothing, never the raw name). */
export function fieldLabel(kind: RequestKind, column: string): string {
  const label = historyFieldLabels[kind]?.[column];
  if (label) return label;
  const words = column.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const EMPTY = '(vide)';
const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Labels of stored codes, by column (the type of a pickup, a delivery, a package row; a time slot). */
const codeLabels: Record<string, Record<string, string>> = {
  type: pickupTypeLabels,
  preferred_time_slot: timeSlotLabels,
  request_type: deliveryRequestTypeLabels,
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

/** A stored value as the forms would show it. */
export function formatFieldValue(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'string') {
    const label = codeLabels[column]?.[value];
    if (label) return label;
    if (DAY.test(value)) return format(parseISO(value), 'd\u00a0MMMM yyyy', { locale: fr });
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

/** "23 nov. 2026 à 14:05", in the browser's time zone. */
export function formatHistoryTime(timestamp: string): string {
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, "d\u00a0MMM yyyy 'à'\u00a0HH:mm", { locale: fr }) : timestamp;
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
    .filter(([column]) => !(column === 'shipping_address_id' && 'shipping_destination' in changes))
    .map(
      ([column, change]) =>
        `${fieldLabel(kind, column)}\u00a0: ${formatFieldValue(column, change.from)} → ${formatFieldValue(column, change.to)}`,
    );
}

function mailLine(entry: MailEntry): Pick<HistoryLine, 'title' | 'details' | 'tone'> {
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

export function historyLine(kind: RequestKind, entry: RequestHistoryEntry): HistoryLine {
  const base = { id: entry.id, event: entry.event, at: entry.at, when: formatHistoryTime(entry.at) };
  switch (entry.event) {
    case 'created':
      return { ...base, title: `Créée${by(entry.actorName)}`, details: [], tone: 'neutral' };
    case 'edited':
      return {
        ...base,
        title: `Modifiée${by(entry.actorName)}`,
        details: changeLines(kind, entry.changes),
        tone: 'neutral',
      };
    case 'decided':
      if (entry.status === 'completed') {
        return { ...base, title: `Acceptée${by(entry.actorName)}`, details: [], tone: 'success' };
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
    default:
      return { ...base, ...mailLine(entry) };
  }
}
