import { describe, expect, it } from 'vitest';
import { findLinks } from '../src/mail/find-links.js';

describe('findLinks', () => {
  it('finds every http(s) link in order, without trailing punctuation', () => {
    const text =
      'Verify: https://billfold.local/verify-email?token=a1&email=ada%40example.com.\nOr sign in (http://localhost:5173/login), then go.';
    expect(findLinks(text)).toEqual([
      'https://billfold.local/verify-email?token=a1&email=ada%40example.com',
      'http://localhost:5173/login',
    ]);
    expect(findLinks('No links here.')).toEqual([]);
  });
});
