import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links.js';

describe('splitLinks', () => {
  it('finds the links of a text and keeps the text around them', () => {
    expect(
      splitLinks('Verify: http://127.0.0.1:4000/verify-email?token=abc&email=a%40b.c\n— Billfold'),
    ).toEqual([
      { kind: 'text', text: 'Verify: ' },
      { kind: 'link', href: 'http://127.0.0.1:4000/verify-email?token=abc&email=a%40b.c' },
      { kind: 'text', text: '\n— Billfold' },
    ]);
  });

  it('leaves the punctuation that ends a sentence out of a link', () => {
    expect(
      splitLinks(
        'Sign in at https://billfold.app/login. If you forgot it, see https://billfold.app/forgot-password!',
      ),
    ).toEqual([
      { kind: 'text', text: 'Sign in at ' },
      { kind: 'link', href: 'https://billfold.app/login' },
      { kind: 'text', text: '. If you forgot it, see ' },
      { kind: 'link', href: 'https://billfold.app/forgot-password' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('finds only http and https links', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x ftp://files.example')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x ftp://files.example' },
    ]);
  });

  it('handles a text that is only a link, and an empty text', () => {
    expect(splitLinks('https://billfold.app')).toEqual([
      { kind: 'link', href: 'https://billfold.app' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
