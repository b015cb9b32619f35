import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      admin: { username: 'admin', password: undefined },
      cookieSecure: false,
      registrationEnabled: false,
      loginThrottle: {
        windowMs: 15 * 60_000,
        maxFailuresPerUsernameAndIp: 5,
        maxFailuresPerIp: 20,
        maxFailuresPerUsername: 100,
      },
      publicUrl: undefined,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/);
    for (const name of [
      'LOGIN_WINDOW_MINUTES',
      'LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP',
      'LOGIN_MAX_FAILURES_PER_IP',
      'LOGIN_MAX_FAILURES_PER_USERNAME',
    ]) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(new RegExp(`${name}:`));
    }
  });

  it('reads the backup settings: a duration or off, a count, a directory under DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/gl' }).backup).toEqual({
      intervalMs: 86_400_000,
      keep: 14,
      dir: '/srv/gl/backups',
    });
    expect(loadConfig({ BACKUP_INTERVAL: '30m', BACKUP_KEEP: '3', BACKUP_DIR: '/b' }).backup).toEqual({
      intervalMs: 1_800_000,
      keep: 3,
      dir: '/b',
    });
    expect(loadConfig({ BACKUP_INTERVAL: '6h' }).backup.intervalMs).toBe(21_600_000);
    expect(loadConfig({ BACKUP_INTERVAL: 'off' }).backup.intervalMs).toBeNull();
    for (const value of ['1w', '0d', '10', 'daily', '-1h'])
      expect(() => loadConfig({ BACKUP_INTERVAL: value })).toThrow(/BACKUP_INTERVAL: must be a duration/);
    expect(() => loadConfig({ DATA_DIR: '/srv/gl', BACKUP_DIR: '/srv/gl/pgdata/b' })).toThrow(
      /BACKUP_DIR: must not be inside/,
    );
    for (const value of ['0', '1.5', 'many'])
      expect(() => loadConfig({ BACKUP_KEEP: value })).toThrow(/BACKUP_KEEP:/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads booleans and numbers', () => {
    const config = loadConfig({ COOKIE_SECURE: 'true', PORT: '8080', SESSION_IDLE_MINUTES: '30' });
    expect(config).toMatchObject({ cookieSecure: true, port: 8080, session: { idleMs: 30 * 60_000 } });
  });

  it('reads the mail and Google settings, with Google as the default peer', () => {
    const config = loadConfig({
      APP_URL: 'https://logistique.example.fr/',
      SMTP_URL: 'smtp://user%40acme.fr:secret@smtp.acme.fr:587',
      NOTIFICATION_EMAIL: 'logistique@acme.fr',
      GOOGLE_CLIENT_ID: 'id',
    });
    expect(config.appUrl).toBe('https://logistique.example.fr');
    expect(config.publicUrl).toBe('https://logistique.example.fr');
    expect(loadConfig({ APP_URL: 'https://example.fr:8443/logistique/' }).publicUrl).toBe(
      'https://example.fr:8443/logistique',
    );
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtp://user%40acme.fr:secret@smtp.acme.fr:587',
      notificationEmail: 'logistique@acme.fr',
      gmailApiUrl: 'https://gmail.googleapis.com',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: undefined,
      issuer: 'https://accounts.google.com',
      allowedDomains: [],
    });
    expect(loadConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000');
  });

  it('reads GOOGLE_ALLOWED_DOMAINS as a list of lower-case domains', () => {
    const read = (value: string) => loadConfig({ GOOGLE_ALLOWED_DOMAINS: value }).google.allowedDomains;
    expect(read('acme.fr')).toEqual(['acme.fr']);
    expect(read(' Acme.fr , filiale.acme.com,,acme.fr ')).toEqual(['acme.fr', 'filiale.acme.com']);
    expect(read('xn--bcher-kva.de,a-b.example')).toEqual(['xn--bcher-kva.de', 'a-b.example']);
    // Blank, or only separators: nobody is registered automatically.
    expect(loadConfig({ GOOGLE_ALLOWED_DOMAINS: '' }).google.allowedDomains).toEqual([]);
    expect(read(' , ')).toEqual([]);
  });

  it('stops on a GOOGLE_ALLOWED_DOMAINS entry that is not a domain, naming it', () => {
    for (const value of [
      '@acme.fr',
      'jean@acme.fr',
      'https://acme.fr',
      '*.acme.fr',
      'acme',
      'acme.fr;b.fr',
      '-acme.fr',
    ]) {
      expect(() => loadConfig({ GOOGLE_ALLOWED_DOMAINS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ GOOGLE_ALLOWED_DOMAINS: value }), value).toThrow(
        /GOOGLE_ALLOWED_DOMAINS: .*acme/,
      );
    }
    expect(() => loadConfig({ GOOGLE_ALLOWED_DOMAINS: 'acme.fr, pas un domaine' })).toThrow(
      /GOOGLE_ALLOWED_DOMAINS: must be a comma-separated list of domain names.*\(not: pas un domaine\)/,
    );
  });

  it('reads MAIL_STALE_AFTER as a duration (default 2 days, off: never stale)', () => {
    expect(loadConfig({}).mail.staleAfterMs).toBe(2 * 86_400_000);
    expect(loadConfig({ MAIL_STALE_AFTER: '6h' }).mail.staleAfterMs).toBe(6 * 3_600_000);
    expect(loadConfig({ MAIL_STALE_AFTER: '30m' }).mail.staleAfterMs).toBe(30 * 60_000);
    expect(loadConfig({ MAIL_STALE_AFTER: 'off' }).mail.staleAfterMs).toBeNull();
    for (const bad of ['2 jours', '0d', '-1h', '2w', '1.5d']) {
      expect(() => loadConfig({ MAIL_STALE_AFTER: bad }), bad).toThrow(
        /MAIL_STALE_AFTER: must be a duration/,
      );
    }
  });

  it('reads CLEANUP_INTERVAL as a duration (default 1 hour, off: never)', () => {
    expect(loadConfig({}).cleanUpIntervalMs).toBe(3_600_000);
    expect(loadConfig({ CLEANUP_INTERVAL: '90s' }).cleanUpIntervalMs).toBe(90_000);
    expect(loadConfig({ CLEANUP_INTERVAL: 'off' }).cleanUpIntervalMs).toBeNull();
    for (const bad of ['1 heure', '0h', '-1h', '2w']) {
      expect(() => loadConfig({ CLEANUP_INTERVAL: bad }), bad).toThrow(
        /CLEANUP_INTERVAL: must be a duration/,
      );
    }
  });

  it('names the mail variable that is wrong', () => {
    expect(() => loadConfig({ APP_URL: 'logistique.example.fr' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.acme.fr' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NOTIFICATION_EMAIL: 'logistique' })).toThrow(/NOTIFICATION_EMAIL/);
    expect(() => loadConfig({ MAIL_FROM: 'Gestion <pas une adresse>' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ GOOGLE_ISSUER: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER/);
    expect(loadConfig({ MAIL_FROM: 'Gestion Logistique <no-reply@acme.fr>' }).mail.from).toBe(
      'Gestion Logistique <no-reply@acme.fr>',
    );
  });

  it('leaves Odoo off without ODOO_URL, and reads its settings with their defaults', () => {
    expect(loadConfig({}).odoo).toBeUndefined();
    const odoo = loadConfig({ ODOO_URL: 'https://erp.acme.fr/', ODOO_DB: 'acme' }).odoo;
    expect(odoo).toMatchObject({
      url: 'https://erp.acme.fr',
      db: 'acme',
      protocol: 'auto',
      offerDomain: ['|', ['signed_on', '!=', false], ['state', '=', 'sale']],
      timeoutMs: 10_000,
    });
    expect(odoo?.equipmentRules[0]).toEqual({
      category: 'computers',
      match: { namePattern: 'ordinateur portable|pc portable|laptop|notebook' },
    });
    const custom = loadConfig({
      ODOO_URL: 'http://127.0.0.1:8069',
      ODOO_PROTOCOL: 'json2',
      ODOO_OFFER_DOMAIN: '[["tag_ids.name","=","Devis signé"]]',
      ODOO_TIMEOUT_SECONDS: '2.5',
      ODOO_EQUIPMENT_RULES: '[{"category":"d3e_boxes","match":{"defaultCode":"D3E-*"}}]',
    }).odoo;
    expect(custom).toMatchObject({
      db: '',
      protocol: 'json2',
      offerDomain: [['tag_ids.name', '=', 'Devis signé']],
      timeoutMs: 2500,
      equipmentRules: [{ category: 'd3e_boxes', match: { defaultCode: 'D3E-*' } }],
    });
  });

  it('stops on a bad Odoo setting, naming it', () => {
    const base = { ODOO_URL: 'https://erp.acme.fr', ODOO_DB: 'acme' };
    expect(() => loadConfig({ ODOO_URL: 'ftp://erp' })).toThrow(/ODOO_URL/);
    expect(() => loadConfig({ ODOO_URL: 'https://erp.acme.fr' })).toThrow(/ODOO_DB/);
    expect(() => loadConfig({ ...base, ODOO_PROTOCOL: 'xmlrpc' })).toThrow(/ODOO_PROTOCOL/);
    expect(() => loadConfig({ ...base, ODOO_OFFER_DOMAIN: '[["state","=",' })).toThrow(/ODOO_OFFER_DOMAIN/);
    expect(() => loadConfig({ ...base, ODOO_OFFER_DOMAIN: '{"state":"sale"}' })).toThrow(/ODOO_OFFER_DOMAIN/);
    expect(() => loadConfig({ ...base, ODOO_OFFER_DOMAIN: '["|",["state"]]' })).toThrow(/ODOO_OFFER_DOMAIN/);
    expect(() => loadConfig({ ...base, ODOO_TIMEOUT_SECONDS: '0' })).toThrow(/ODOO_TIMEOUT_SECONDS/);
    for (const rules of [
      'not json',
      '[]',
      '[{"category":"laptops","match":{"namePattern":"x"}}]',
      '[{"category":"phones","match":{}}]',
      '[{"category":"phones","match":{"namePattern":"("}}]',
      '[{"category":"phones","match":{"brand":"x"}}]',
    ]) {
      expect(() => loadConfig({ ...base, ODOO_EQUIPMENT_RULES: rules })).toThrow(/ODOO_EQUIPMENT_RULES/);
    }
  });
});
