import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, decodeKey, loadOrCreateKeyFile } from './secret-box';

describe('secret box', () => {
  it('round-trips a secret, never storing it in clear, with a new IV each time', () => {
    const box = createSecretBox(randomBytes(32));
    const a = box.encrypt('motdepasse-odoo');
    const b = box.encrypt('motdepasse-odoo');
    expect(a).not.toContain('motdepasse');
    expect(a).not.toBe(b);
    expect(box.decrypt(a)).toBe('motdepasse-odoo');
  });

  it('refuses a tampered secret or a wrong key', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.encrypt('secret');
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    expect(() => box.decrypt(tampered)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('decodes hex and base64 keys of 32 bytes only', () => {
    const key = randomBytes(32);
    expect(decodeKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(decodeKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(decodeKey('too-short')).toBeUndefined();
  });

  it('generates the key file once, private to its owner, and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-key-'));
    const first = loadOrCreateKeyFile(dir);
    expect(loadOrCreateKeyFile(dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
    // Made under a temporary name, linked into place: nothing else is left behind.
    expect(fs.readdirSync(dir)).toEqual(['encryption.key']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
