/**
 * /settings (spec §2 "Settings screen"): tabs by role, the selected one kept in the URL (?onglet=…).
 * Each tab's content mounts only while it is selected, so its code and data load when first shown.
 */
import { AdminOnlyNotice } from '@client/components/admin-only-notice';
import { PageLoader } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useUser } from '@client/features/auth/api/get-user';
import { resolveSettingsTab, settingsTabsFor } from '@client/features/settings/settings-tabs';
import { type LazyComponent, lazyExport } from '@client/lib/lazy-export';
import { SETTINGS_TAB_PARAM, type SettingsTabValue } from '@shared/settings-tab-links';
import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  DatabaseBackup,
  Mail,
  MapPin,
  Package,
  ScrollText,
  SlidersHorizontal,
  Truck,
  UserRound,
  Users,
} from 'lucide-react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Each tab's code is its own chunk, downloaded when the tab is first shown: the page opens with the tab
 * list and the one tab it shows, not the ten tabs' forms, tables and dialogs.
 */
const tabContent: Record<
  SettingsTabValue,
  { icon: LucideIcon; component: LazyComponent<Record<string, never>> }
> = {
  general: {
    icon: SlidersHorizontal,
    component: lazyExport(
      () => import('@client/features/general-settings/components/general-settings-tab'),
      (m) => m.GeneralSettingsTab,
    ),
  },
  entreprise: {
    icon: Building2,
    component: lazyExport(
      () => import('@client/features/company/components/company-tab'),
      (m) => m.CompanyTab,
    ),
  },
  articles: {
    icon: Package,
    component: lazyExport(
      () => import('@client/features/packaging-stock/components/articles-tab'),
      (m) => m.ArticlesTab,
    ),
  },
  adresses: {
    icon: MapPin,
    component: lazyExport(
      () => import('@client/features/saved-addresses/components/addresses-tab'),
      (m) => m.AddressesTab,
    ),
  },
  transporteurs: {
    icon: Truck,
    component: lazyExport(
      () => import('@client/features/carriers/components/carriers-tab'),
      (m) => m.CarriersTab,
    ),
  },
  gmail: {
    icon: Mail,
    component: lazyExport(
      () => import('@client/features/mail/components/gmail-tab'),
      (m) => m.GmailTab,
    ),
  },
  utilisateurs: {
    icon: Users,
    component: lazyExport(
      () => import('@client/features/users/components/users-tab'),
      (m) => m.UsersTab,
    ),
  },
  sauvegarde: {
    icon: DatabaseBackup,
    component: lazyExport(
      () => import('@client/features/backups/components/backups-tab'),
      (m) => m.BackupsTab,
    ),
  },
  journal: {
    icon: ScrollText,
    component: lazyExport(
      () => import('@client/features/admin-journal/components/journal-tab'),
      (m) => m.JournalTab,
    ),
  },
  'mon-compte': {
    icon: UserRound,
    component: lazyExport(
      () => import('@client/features/account/components/account-tab'),
      (m) => m.AccountTab,
    ),
  },
};

/**
 * Loads the code of the tab the page opens on for `user` (`?onglet=`, or the role's default), so that the
 * page's first render shows it without suspending (lib/lazy-export.ts: React holds a revealed tab back
 * until 300 ms after its loader). The router calls it before the first render of /settings.
 */
export function preloadSettingsTab(search: string, user: { role: string }): Promise<unknown> {
  const { value } = resolveSettingsTab(new URLSearchParams(search).get(SETTINGS_TAB_PARAM), user);
  return tabContent[value].component.preload();
}

export function SettingsPage() {
  const { data: user } = useUser();
  const [params, setParams] = useSearchParams();

  // RequireAuth renders the page only with a user; the check keeps the types honest.
  if (!user) return null;

  const tabs = settingsTabsFor(user);
  const { value, forbidden } = resolveSettingsTab(params.get(SETTINGS_TAB_PARAM), user);

  function selectTab(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(SETTINGS_TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>Paramètres · Gestion Logistique</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Paramètres</h1>
        <p className="text-muted-foreground">
          {tabs.length > 1
            ? "Réglages de l'application, utilisateurs et votre compte."
            : 'Votre profil, votre mot de passe et vos identifiants Odoo.'}
        </p>
      </header>

      {forbidden && <AdminOnlyNotice />}

      <Tabs value={value} onValueChange={selectTab}>
        <TabsList aria-label="Sections des paramètres">
          {tabs.map((tab) => {
            const { icon: Icon, component } = tabContent[tab.value];
            // Its code is asked for when the pointer or the focus reaches the tab: there at the click, the
            // tab shows without its loader (and without React's 300 ms reveal throttle).
            const preload = () => void component.preload().catch(() => {});
            return (
              <TabsTrigger
                key={tab.value}
                value={tab.value}
                onPointerEnter={preload}
                onPointerDown={preload}
                onFocus={preload}
              >
                <Icon aria-hidden="true" />
                {tab.label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {tabs.map((tab) => {
          const Content = tabContent[tab.value].component;
          return (
            <TabsContent key={tab.value} value={tab.value}>
              <Suspense
                fallback={<PageLoader className="min-h-40" label={`Chargement de l'onglet ${tab.label}`} />}
              >
                <Content />
              </Suspense>
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
