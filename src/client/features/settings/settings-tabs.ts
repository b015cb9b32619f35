/**
 * The tabs of the settings screen (spec §2, §6): administrators see ten (the spec's six, « Transporteurs » since the
 * suivi, « Identité de l'entreprise » since the documents, « Sauvegarde » since the backups, « Journal » since the administration journal), everyone else only "Mon compte".
 * The selected tab lives in the URL (?onglet=articles) so a reload or a shared link keeps it.
 */
import type { SettingsTabValue } from '@shared/settings-tab-links';
import { isAdmin } from '@shared/users/user-roles';

export const settingsTabs = [
  { value: 'general', label: 'Général', adminOnly: true },
  { value: 'entreprise', label: "Identité de l'entreprise", adminOnly: true },
  { value: 'articles', label: 'Articles', adminOnly: true },
  { value: 'adresses', label: "Adresses d'expédition", adminOnly: true },
  { value: 'transporteurs', label: 'Transporteurs', adminOnly: true },
  { value: 'gmail', label: 'Configuration Gmail', adminOnly: true },
  { value: 'utilisateurs', label: 'Utilisateurs', adminOnly: true },
  { value: 'sauvegarde', label: 'Sauvegarde', adminOnly: true },
  { value: 'journal', label: 'Journal', adminOnly: true },
  { value: 'mon-compte', label: 'Mon compte', adminOnly: false },
] as const satisfies readonly { value: SettingsTabValue; label: string; adminOnly: boolean }[];

export type SettingsTab = (typeof settingsTabs)[number];

export function settingsTabsFor(user: { role: string }): SettingsTab[] {
  return settingsTabs.filter((tab) => !tab.adminOnly || isAdmin(user));
}

/**
 * The tab to show for the URL's value: the role's default when it names no tab; the default as well, with
 * `forbidden`, when it names an administrators' tab and the user is not one.
 */
export function resolveSettingsTab(
  requested: string | null,
  user: { role: string },
): { value: SettingsTabValue; forbidden: boolean } {
  const fallback: SettingsTabValue = isAdmin(user) ? 'general' : 'mon-compte';
  const tab = settingsTabs.find((candidate) => candidate.value === requested);
  if (!tab) return { value: fallback, forbidden: false };
  if (tab.adminOnly && !isAdmin(user)) return { value: fallback, forbidden: true };
  return { value: tab.value, forbidden: false };
}
