import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP cost (19 MiB, 2 passes, 1 lane) and verifies only the right password', async () => {
    const stored = await hashPassword('mot-de-passe-correct');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'mot-de-passe-correct')).toBe(true);
    expect(await verifyPassword(stored, 'mot-de-passe-faux')).toBe(false);
    expect(await verifyPassword('pas un hachage', 'mot-de-passe-correct')).toBe(false);
  });
});
