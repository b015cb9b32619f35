/**
 * The tabs of the settings page as its URL names them (`/settings?onglet=gmail`), so any screen can link to
 * one; their labels, their order and who sees them are the page's own (client
 * features/settings/settings-tabs.ts). Apart from app-routes.ts, which every page's first load reads:
 * only the screens that link to a tab load it.
 */
import { appRoutes } from './app-routes';

export const settingsTabValues = [
  'general',
  'entreprise',
  'articles',
  'adresses',
  'transporteurs',
  'gmail',
  'utilisateurs',
  'sauvegarde',
  'journal',
  'mon-compte',
] as const;
export type SettingsTabValue = (typeof settingsTabValues)[number];

/** The query parameter naming the settings page's selected tab. */
export const SETTINGS_TAB_PARAM = 'onglet';

/** A link to a tab from within the settings page (« ?onglet=gmail »). */
export const settingsTabLink = (tab: SettingsTabValue) => `?${SETTINGS_TAB_PARAM}=${tab}`;

/** A link to a tab of the settings page from anywhere (« /settings?onglet=gmail »). */
export const settingsTabPath = (tab: SettingsTabValue) => `${appRoutes.settings}${settingsTabLink(tab)}`;
