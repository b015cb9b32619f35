/**
 * The palette's results as the listbox shows them: groups in the API's order (« Demandes », « Clients »,
 * « Équipements », « Articles »), each option with where it leads. One flat index over every group is what the arrow keys
 * move along.
 */

import { appRoutes, clientDetailsPath, lotDevicesPath } from '@shared/app-routes';
import { equipmentCategoryLabels, stageLabel } from '@shared/fulfilment/fulfilment-stages';
import { REQUEST_LINK_PARAM, requestKindLabels, requestPagePaths } from '@shared/requests/request-kinds';
import { requestStatusLabels } from '@shared/requests/request-status';
import type { GlobalSearchRequest, GlobalSearchResult } from '@shared/search/global-search';

export interface SearchOption {
  /** Unique in the list: the group and the row's id (« request-delivery-12 »). */
  key: string;
  /** Where choosing it goes: a request's details on its kind's page, a client's page, the stock page. */
  href: string;
  /** The row's first line. */
  title: string;
  /** Its second line (may be empty). */
  detail: string;
  /** A short tag before the title: the request's kind. */
  tag?: string;
  /** After the title: the request's status or stage, an article's stock. */
  meta?: string;
}

export interface SearchGroup {
  id: 'requests' | 'clients' | 'articles' | 'devices';
  heading: string;
  options: SearchOption[];
}

/** An accepted request shows where its suivi stands; the others their status. */
export function requestState(request: Pick<GlobalSearchRequest, 'kind' | 'status' | 'stage'>): string {
  return request.status === 'completed'
    ? stageLabel(request.kind, request.stage)
    : requestStatusLabels[request.status];
}

export function searchGroups(result: GlobalSearchResult): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      id: 'requests',
      heading: 'Demandes',
      options: result.requests.map((request) => ({
        key: `request-${request.kind}-${request.id}`,
        href: `${requestPagePaths[request.kind]}?${REQUEST_LINK_PARAM}=${request.id}`,
        title: request.title,
        // The reference first (decision 0087): what the caller reads out on the phone.
        detail: [request.reference, request.subtitle].filter(Boolean).join(' · '),
        tag: requestKindLabels[request.kind],
        meta: requestState(request),
      })),
    },
    {
      id: 'clients',
      heading: 'Clients',
      options: result.clients.map((client) => ({
        key: `client-${client.id}`,
        href: clientDetailsPath(client.id),
        title: client.companyName,
        detail: [client.contactName, client.subtitle].filter(Boolean).join(' · '),
      })),
    },
    {
      id: 'devices',
      heading: 'Équipements',
      options: result.devices.map((device) => ({
        key: `device-${device.id}`,
        // The lot's page, its table searched for this device.
        href: `${lotDevicesPath(device.kind, device.requestId)}?q=${encodeURIComponent(device.inventoryNumber)}`,
        title: [device.inventoryNumber, device.serialNumber].filter(Boolean).join(' · '),
        detail: [device.lotReference, equipmentCategoryLabels[device.category], device.model]
          .filter(Boolean)
          .join(' · '),
      })),
    },
    {
      id: 'articles',
      heading: 'Articles',
      options: result.articles.map((article) => ({
        key: `article-${article.id}`,
        href: appRoutes.packagingStock,
        title: article.name,
        detail: '',
        meta: `Stock\u00a0: ${article.currentStock.toLocaleString('fr-FR')}\u00a0${article.unit}`,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
