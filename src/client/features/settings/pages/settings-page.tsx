/**
 * /settings (spec §2 "Settings screen"): tabs by role, the selected one kept in the URL (?onglet=…).
 * Each tab's content mounts only while it is selected, so its data loads when first shown.
 */
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useUser } from '@client/features/auth/api/get-user';
import { AccountTab } from '@client/features/settings/components/account-tab';
import { AddressesTab } from '@client/features/settings/components/addresses-tab';
import { AdminOnlyNotice } from '@client/features/settings/components/admin-only-notice';
import { ArticlesTab } from '@client/features/settings/components/articles-tab';
import { BackupsTab } from '@client/features/settings/components/backups-tab';
import { CarriersTab } from '@client/features/settings/components/carriers-tab';
import { CompanyTab } from '@client/features/settings/components/company-tab';
import { GeneralSettingsTab } from '@client/features/settings/components/general-settings-tab';
import { GmailTab } from '@client/features/settings/components/gmail-tab';
import { JournalTab } from '@client/features/settings/components/journal-tab';
import { UsersTab } from '@client/features/settings/components/users-tab';
import {
  resolveSettingsTab,
  SETTINGS_TAB_PARAM,
  type SettingsTabValue,
  settingsTabsFor,
} from '@client/features/settings/settings-tabs';
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
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';

const tabContent: Record<SettingsTabValue, { icon: LucideIcon; component: ComponentType }> = {
  general: { icon: SlidersHorizontal, component: GeneralSettingsTab },
  entreprise: { icon: Building2, component: CompanyTab },
  articles: { icon: Package, component: ArticlesTab },
  adresses: { icon: MapPin, component: AddressesTab },
  transporteurs: { icon: Truck, component: CarriersTab },
  gmail: { icon: Mail, component: GmailTab },
  utilisateurs: { icon: Users, component: UsersTab },
  sauvegarde: { icon: DatabaseBackup, component: BackupsTab },
  journal: { icon: ScrollText, component: JournalTab },
  'mon-compte': { icon: UserRound, component: AccountTab },
};

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
            const Icon = tabContent[tab.value].icon;
            return (
              <TabsTrigger key={tab.value} value={tab.value}>
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
              <Content />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
