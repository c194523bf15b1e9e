import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from './index.js';

describe('the common passwords', () => {
  it('holds the passwords people pick most, in any case', async () => {
    const common = await loadCommonPasswords();
    for (const password of [
      'password',
      '123456',
      'qwerty',
      'iloveyou',
      'Password',
      'LETMEIN',
      'password123',
    ])
      expect(common.has(password), password).toBe(true);
  });

  it('leaves out a password nobody guesses', async () => {
    const common = await loadCommonPasswords();
    for (const password of ['tr0mb0ne-saffron-97', 'x9$Lq2!vZ', ''])
      expect(common.has(password), password).toBe(false);
  });

  it('is loaded once', async () => {
    expect(await loadCommonPasswords()).toBe(await loadCommonPasswords());
  });
});
