/**
 * Encryption at rest for secrets the app must read back (ERP passwords): AES-256-GCM with a random IV.
 * The key comes from ENCRYPTION_KEY, or is generated once into DATA_DIR/encryption.key (mode 0600) when not
 * configured. Several app processes on one PostgreSQL must share ENCRYPTION_KEY.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('unknown secret format');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** Decodes ENCRYPTION_KEY: 64 hex characters or base64 of 32 bytes. */
export function decodeKey(value: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 ? key : undefined;
}

export function loadOrCreateKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'encryption.key');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) createKeyFile(file);
  const key = decodeKey(fs.readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

/**
 * Written whole under a temporary name, then linked to its name (which fails if the file exists): two
 * processes starting at once on one DATA_DIR both read the one key that won, never a half-written file.
 */
function createKeyFile(file: string) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      // A file system without hard links: create it in place, as exclusively.
      try {
        fs.copyFileSync(temporary, file, fs.constants.COPYFILE_EXCL);
      } catch (copyError) {
        if ((copyError as NodeJS.ErrnoException).code !== 'EEXIST') throw copyError;
      }
    }
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
