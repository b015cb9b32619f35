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
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig({ ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads booleans and numbers', () => {
    const config = loadConfig({ COOKIE_SECURE: 'true', PORT: '8080', SESSION_IDLE_MINUTES: '30' });
    expect(config).toMatchObject({ cookieSecure: true, port: 8080, session: { idleMs: 30 * 60_000 } });
  });
});
