/**
 * How a chosen ERP offer fills a request form (spec §2: client, contact, offer number and equipment "can
 * be pulled from the ERP"): which field takes which value, per request kind, and what the "Informations
 * chargées" toast says. Choosing an offer is a deliberate act, so its values replace what was typed, except
 * where Odoo has nothing (a blank phone, an order without equipment lines): those fields keep their value.
 */
import type { RequestInputByKind, RequestKind } from '@client/features/requests/request-types';
import { NBSP } from '@client/lib/french-text';
import {
  EQUIPMENT_CATEGORIES,
  type EquipmentCategory,
  type ErpClientInfo,
  type ErpOffer,
} from '@shared/odoo/erp-offers';
import type { RequestContact } from '@shared/requests/request-fields';

type FieldOf<K extends RequestKind> = keyof RequestInputByKind[K] & string;

/** The form field of each equipment category; the pickup form counts parcels, not equipment. */
const equipmentFields: { [K in RequestKind]: Partial<Record<EquipmentCategory, FieldOf<K>>> } = {
  'material-conditioning': {
    computers: 'computersToCollect',
    pc_fixes: 'pcFixesToSend',
    phones: 'phonesToCollect',
    tablets: 'tabletsToCollect',
    screens: 'screensToCollect',
    d3e_boxes: 'd3eBoxesToFill',
  },
  'package-pickup': {},
  'regional-collection': {
    computers: 'computersToCollect',
    pc_fixes: 'pcFixesToCollect',
    phones: 'phonesToCollect',
    tablets: 'tabletsToCollect',
    screens: 'screensToCollect',
    d3e_boxes: 'd3eBoxes',
  },
  // Their forms have no offer picker: a transport's parties and a free-text collection are typed.
  delivery: {},
  collection: {},
};

export type ErpFieldValue = [field: string, value: string | number];

export function hasEquipment(kind: RequestKind): boolean {
  return Object.keys(equipmentFields[kind]).length > 0;
}

export function equipmentTotal(info: ErpClientInfo): number {
  return EQUIPMENT_CATEGORIES.reduce((sum, category) => sum + info.equipment[category], 0);
}

/** The fields the offer sets, in form order. */
export function erpPrefill(kind: RequestKind, info: ErpClientInfo): ErpFieldValue[] {
  const contact: [keyof RequestContact | 'offerNumber', string][] = [
    ['clientCompanyName', info.client.company_name],
    ['contactName', info.contact.name],
    ['contactEmail', info.contact.email],
    ['contactPhone', info.contact.phone],
    ['companyAddress', info.client.address],
    ['offerNumber', info.offer_number],
  ];
  const values: ErpFieldValue[] = contact
    .map(([field, value]): ErpFieldValue => [field, value.trim()])
    .filter(([, value]) => value !== '');
  if (equipmentTotal(info) > 0) {
    const fields: Partial<Record<EquipmentCategory, string>> = equipmentFields[kind];
    for (const category of EQUIPMENT_CATEGORIES) {
      const field = fields[category];
      if (field) values.push([field, info.equipment[category]]);
    }
  }
  return values;
}

const plural = (count: number, singular: string, pluralForm: string) =>
  `${count.toLocaleString('fr-FR')}${NBSP}${count >= 2 ? pluralForm : singular}`;

/** The description of the "Informations chargées" toast (spec §8: client info and N equipment items). */
export function erpLoadedMessage(kind: RequestKind, info: ErpClientInfo): string {
  const offer = info.offer_number ? ` du devis ${info.offer_number}` : '';
  if (!hasEquipment(kind)) return `Informations client récupérées${offer}.`;
  const total = equipmentTotal(info);
  const sentence = `Informations client et ${plural(total, 'équipement récupéré', 'équipements récupérés')}${offer}.`;
  const ignored = info.ignored_lines.filter((line) => line.name);
  if (ignored.length === 0) return sentence;
  const names = ignored.slice(0, 3).map((line) => line.name);
  const more =
    ignored.length > names.length ? ` et ${plural(ignored.length - names.length, 'autre', 'autres')}` : '';
  const label = ignored.length >= 2 ? 'Lignes non comptées' : 'Ligne non comptée';
  return `${sentence} ${label}${NBSP}: ${names.join(', ')}${more}.`;
}

/** Case- and accent-insensitive search in the offer's reference and client name. */
export function matchesOfferSearch(offer: ErpOffer, search: string): boolean {
  const needle = fold(search.trim());
  return !needle || fold(`${offer.reference} ${offer.client_name}`).includes(needle);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
