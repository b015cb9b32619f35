/**
 * The global search (decision 0064): requests of every kind, clients, devices (a whole serial, inventory
 * number or IMEI, on their exact indexes: devices.service.ts) and — for administrators only, the stock
 * being their page — articles, a few of each, best matches first. Bounded statements, run together.
 */

import { deliveryRequestTypeLabels } from '@shared/requests/delivery-request.labels';
import {
  GLOBAL_SEARCH_LIMITS,
  type GlobalSearchArticle,
  type GlobalSearchClient,
  type GlobalSearchDevice,
  type GlobalSearchRequest,
  type GlobalSearchResult,
} from '@shared/search/global-search';
import { searchTerms } from '@shared/search/search-text';
import { isAdmin } from '@shared/users/user-roles';
import type { Db } from '../../db/client';
import { findDevices } from '../devices/devices.service';
import type { UserRow } from '../users/users.repository';
import * as repository from './search.repository';

/** The city of a French address (« 12 rue des Lilas, 75011 Paris » → « Paris »), else its last part. */
export function cityOf(address: string | null): string | null {
  if (!address) return null;
  const postal = /\b\d{5}\s+([^,\n]+)\s*$/.exec(address.trim());
  if (postal?.[1]) return postal[1].trim();
  const last = address.split(/[,\n]/).pop()?.trim();
  return last || null;
}

const line = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');

function toRequest(row: repository.RequestMatchRow): GlobalSearchRequest {
  const offer =
    row.kind === 'delivery'
      ? (deliveryRequestTypeLabels[row.offer as keyof typeof deliveryRequestTypeLabels] ?? row.offer)
      : row.offer;
  return {
    kind: row.kind,
    id: Number(row.id),
    reference: row.reference,
    title: row.title,
    subtitle: line(offer, row.contact, cityOf(row.address), row.tracking && `Suivi ${row.tracking}`),
    status: row.status,
    stage: row.stage,
    date: row.date,
    createdAt: row.created_at,
  };
}

function toClient(row: repository.ClientMatchRow): GlobalSearchClient {
  return {
    id: Number(row.id),
    companyName: row.company_name,
    contactName: row.contact_name,
    subtitle: line(row.contact_email ?? row.contact_phone, cityOf(row.company_address)),
  };
}

function toArticle(row: repository.ArticleMatchRow): GlobalSearchArticle {
  return { id: Number(row.id), name: row.name, currentStock: Number(row.current_stock), unit: row.unit };
}

const toDevice = (device: Awaited<ReturnType<typeof findDevices>>[number]): GlobalSearchDevice => ({
  id: device.id,
  kind: device.kind,
  requestId: device.requestId,
  lotReference: device.lotReference,
  inventoryNumber: device.inventoryNumber,
  serialNumber: device.serialNumber,
  category: device.category,
  model: line(device.make, device.model).replace(' · ', ' '),
});

export async function globalSearch(db: Db, user: UserRow, q: string): Promise<GlobalSearchResult> {
  // Nothing searchable typed (« -- »): nothing found, without asking the database.
  if (searchTerms(q).length === 0) return { requests: [], clients: [], articles: [], devices: [] };
  const [requests, clients, articles, devices] = await Promise.all([
    repository.findRequests(db, q, GLOBAL_SEARCH_LIMITS.requestsPerKind),
    repository.findClients(db, q, GLOBAL_SEARCH_LIMITS.clients),
    isAdmin(user) ? repository.findArticles(db, q, GLOBAL_SEARCH_LIMITS.articles) : Promise.resolve([]),
    findDevices(db, q, GLOBAL_SEARCH_LIMITS.devices),
  ]);
  return {
    requests: requests.map(toRequest),
    clients: clients.map(toClient),
    articles: articles.map(toArticle),
    devices: devices.map(toDevice),
  };
}
