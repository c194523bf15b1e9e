import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane, and verifies', async () => {
    const stored = await hasher.hash('a long passphrase with ünïcode ✓');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'a long passphrase with ünïcode ✓')).toBe(true);
    expect(await hasher.verify(stored, 'a long passphrase with unicode ✓')).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('does not truncate: 128 characters all count', async () => {
    const long = 'x'.repeat(127);
    const stored = await hasher.hash(`${long}a`);
    expect(await hasher.verify(stored, `${long}b`)).toBe(false);
  });

  it('answers false without a hash or with a malformed one', async () => {
    expect(await hasher.verify(null, 'anything')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });

  it('asks to rehash weaker parameters and other algorithms', async () => {
    expect(
      hasher.needsRehash(await hash('pw', { memoryCost: 4096, timeCost: 2, parallelism: 1 })),
    ).toBe(true);
    expect(
      hasher.needsRehash(await hash('pw', { memoryCost: 19456, timeCost: 1, parallelism: 1 })),
    ).toBe(true);
    expect(hasher.needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });
});

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  it('knows very common passwords, whatever their case', async () => {
    for (const password of ['password', '123456', 'qwerty123', 'Password1', 'ILOVEYOU']) {
      expect(await policy.isCommon(password), password).toBe(true);
    }
  });

  it('lets uncommon passwords through', async () => {
    for (const password of ['correct horse battery', 'Billfold-7f3kq!', 'my invoices are tidy']) {
      expect(await policy.isCommon(password), password).toBe(false);
    }
  });
});
