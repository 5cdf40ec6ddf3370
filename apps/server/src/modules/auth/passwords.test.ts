import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../../test/test-app.js';
import { hashPassword, PasswordHasher } from './passwords.js';

describe('password hashing', () => {
  it('hashes with argon2id at OWASP cost by default (19 MiB, 2 passes, one lane)', async () => {
    const stored = await new PasswordHasher().hash('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse battery')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('checks a password against a hash of either cost, and refuses a wrong one or a garbled hash', async () => {
    const cheap = new PasswordHasher(TEST_PASSWORD_COST);
    const stored = await cheap.hash('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    const production = new PasswordHasher();
    expect(await production.verify(stored, 'correct horse battery')).toBe(true);
    expect(await production.verify(stored, 'correct horse battery!')).toBe(false);
    expect(await production.verify('not-a-hash', 'correct horse battery')).toBe(false);
  });

  it('keeps one decoy hash per hasher, at its cost', async () => {
    const hasher = new PasswordHasher(TEST_PASSWORD_COST);
    const decoy = await hasher.decoyHash();
    expect(await hasher.decoyHash()).toBe(decoy);
    expect(await hasher.verify(decoy, 'refocus-decoy-password')).toBe(true);
  });
});
