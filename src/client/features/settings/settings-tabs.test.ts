import { describe, expect, it } from 'vitest';
import { resolveSettingsTab, settingsTabsFor } from './settings-tabs';

describe('settings tabs', () => {
  it('gives administrators the six tabs in the order of the spec, « Identité de l’entreprise » after Général and « Transporteurs » after the addresses', () => {
    expect(settingsTabsFor({ role: 'admin' }).map((tab) => tab.label)).toEqual([
      'Général',
      "Identité de l'entreprise",
      'Articles',
      "Adresses d'expédition",
      'Transporteurs',
      'Configuration Gmail',
      'Utilisateurs',
      'Sauvegarde',
      'Journal',
      'Mon compte',
    ]);
  });

  it('gives ordinary users only "Mon compte"', () => {
    expect(settingsTabsFor({ role: 'user' }).map((tab) => tab.label)).toEqual(['Mon compte']);
  });

  it('opens Général for administrators and Mon compte for others by default', () => {
    expect(resolveSettingsTab(null, { role: 'admin' })).toEqual({ value: 'general', forbidden: false });
    expect(resolveSettingsTab(null, { role: 'user' })).toEqual({ value: 'mon-compte', forbidden: false });
  });

  it('keeps the tab named in the URL when the role allows it', () => {
    expect(resolveSettingsTab('articles', { role: 'admin' })).toEqual({
      value: 'articles',
      forbidden: false,
    });
    expect(resolveSettingsTab('mon-compte', { role: 'user' })).toEqual({
      value: 'mon-compte',
      forbidden: false,
    });
  });

  it('falls back to the default for an unknown tab, and flags an administrators’ tab asked by a user', () => {
    expect(resolveSettingsTab('inconnu', { role: 'admin' })).toEqual({ value: 'general', forbidden: false });
    expect(resolveSettingsTab('transporteurs', { role: 'user' })).toEqual({
      value: 'mon-compte',
      forbidden: true,
    });
    expect(resolveSettingsTab('utilisateurs', { role: 'user' })).toEqual({
      value: 'mon-compte',
      forbidden: true,
    });
  });
});
