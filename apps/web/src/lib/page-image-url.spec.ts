import { describe, expect, it } from 'vitest';
import { pageImageUrl } from './page-image-url.js';

describe('pageImageUrl', () => {
  it('uses a full address as it is', () => {
    expect(pageImageUrl('https://cdn.example.com/p/1.png')).toBe('https://cdn.example.com/p/1.png');
    expect(pageImageUrl('HTTP://cdn.example.com/p/1.png')).toBe('HTTP://cdn.example.com/p/1.png');
  });

  it('prefixes the API base, adding the slash when missing', () => {
    expect(pageImageUrl('pages/abc/1')).toBe('/api/pages/abc/1');
    expect(pageImageUrl('pages/abc/1', 'https://billfold.app/api/')).toBe(
      'https://billfold.app/api/pages/abc/1',
    );
    expect(pageImageUrl('/uploads/page-1.png', 'https://billfold.app/api')).toBe(
      'https://billfold.app/api/uploads/page-1.png',
    );
  });
});
