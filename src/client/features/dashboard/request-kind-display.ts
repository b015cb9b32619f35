/** How the dashboard shows each request kind: its page title, its page and its colour in the chart. */
import { appRoutes } from '@shared/app-routes';
import type { RequestKind } from '@shared/requests/request-kinds';

export interface RequestKindDisplay {
  /** The request page's title (spec §2). */
  title: string;
  /** What the pending counter is called. */
  pendingLabel: string;
  to: string;
  /** Chart colour (SVG fill) and the matching Tailwind class for the legend swatch. */
  color: string;
  swatchClass: string;
}

export const requestKindDisplay: Record<RequestKind, RequestKindDisplay> = {
  'material-conditioning': {
    title: 'Envoi Conditionnement',
    pendingLabel: 'Conditionnements en attente',
    to: appRoutes.materialConditioning,
    color: '#4f46e5',
    swatchClass: 'bg-[#4f46e5]',
  },
  'package-pickup': {
    title: 'Enlèvement Colis/Palettes',
    pendingLabel: 'Enlèvements en attente',
    to: appRoutes.packagePickup,
    color: '#d97706',
    swatchClass: 'bg-[#d97706]',
  },
  'regional-collection': {
    title: 'Collectes Région Parisienne',
    pendingLabel: 'Collectes en attente',
    to: appRoutes.regionalCollection,
    color: '#059669',
    swatchClass: 'bg-[#059669]',
  },
  delivery: {
    title: 'Transports',
    pendingLabel: 'Transports en attente',
    to: appRoutes.transport,
    color: '#0284c7',
    swatchClass: 'bg-[#0284c7]',
  },
  collection: {
    title: 'Collectes hors Île-de-France',
    pendingLabel: 'Collectes hors IDF en attente',
    to: appRoutes.collection,
    color: '#db2777',
    swatchClass: 'bg-[#db2777]',
  },
};
