import { appRoutes } from '@shared/app-routes';
import type { PublicUser } from '@shared/users/user.schema';
import { isAdmin } from '@shared/users/user-roles';
import type { LucideIcon } from 'lucide-react';
import {
  Boxes,
  Building2,
  ClipboardList,
  Container,
  LayoutDashboard,
  MapPin,
  Milestone,
  PackageOpen,
  Settings,
  Truck,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Every path that highlights this entry; sub-paths count too. */
  paths: readonly string[];
}

const adminDashboard: NavItem = {
  to: appRoutes.adminDashboard,
  label: 'Tableau de Bord Admin',
  icon: LayoutDashboard,
  paths: [appRoutes.adminDashboard],
};
const materialConditioning: NavItem = {
  to: appRoutes.materialConditioning,
  label: 'Envoi Conditionnement',
  icon: PackageOpen,
  paths: [appRoutes.home, appRoutes.materialConditioning],
};
const packagePickup: NavItem = {
  to: appRoutes.packagePickup,
  label: 'Enlèvement Colis/Palettes',
  icon: Truck,
  paths: [appRoutes.packagePickup],
};
const regionalCollection: NavItem = {
  to: appRoutes.regionalCollection,
  label: 'Collectes Région Parisienne',
  icon: MapPin,
  paths: [appRoutes.regionalCollection],
};
const collection: NavItem = {
  to: appRoutes.collection,
  label: 'Collectes hors Île-de-France',
  icon: Milestone,
  paths: [appRoutes.collection],
};
const transport: NavItem = {
  to: appRoutes.transport,
  label: 'Transports',
  icon: Container,
  paths: [appRoutes.transport],
};
const packagingStock: NavItem = {
  to: appRoutes.packagingStock,
  label: "Stocks d'Emballages",
  icon: Boxes,
  // An administrator who opens /packaging-requests finds there the requests of the stock page.
  paths: [appRoutes.packagingStock, appRoutes.packagingRequests],
};
// Non-admins follow their own packaging requests there; the stock page, which lists everyone's, is the
// administrators' (spec §6).
const packagingRequests: NavItem = {
  to: appRoutes.packagingRequests,
  label: "Mes demandes d'emballages",
  icon: ClipboardList,
  paths: [appRoutes.packagingRequests],
};
const clientsDirectory: NavItem = {
  to: appRoutes.clients,
  label: 'Clients',
  icon: Building2,
  // A client's page (/clients/:id) highlights the directory too.
  paths: [appRoutes.clients],
};
const settings: NavItem = {
  to: appRoutes.settings,
  label: 'Paramètres',
  icon: Settings,
  paths: [appRoutes.settings],
};

/** Spec §2 "Side navigation": the order differs by role. */
export function navItemsFor(user: Pick<PublicUser, 'role'>): NavItem[] {
  if (isAdmin(user)) {
    return [
      adminDashboard,
      materialConditioning,
      packagePickup,
      regionalCollection,
      collection,
      transport,
      clientsDirectory,
      packagingStock,
      settings,
    ];
  }
  return [
    materialConditioning,
    packagePickup,
    regionalCollection,
    collection,
    transport,
    clientsDirectory,
    packagingRequests,
    settings,
  ];
}

/** The name of the administrators' page at `pathname` (its sidebar label), or undefined for any other page. */
export function adminPageLabel(pathname: string): string | undefined {
  return [adminDashboard, packagingStock].find((item) => isNavItemActive(item, pathname))?.label;
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.paths.some((path) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
  );
}
