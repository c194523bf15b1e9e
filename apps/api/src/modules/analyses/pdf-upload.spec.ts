import { describe, expect, it } from 'vitest';
import { displayName } from './pdf-upload.js';

describe('displayName', () => {
  it('keeps only the base name, without control characters, at most 255 characters', () => {
    expect(displayName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(displayName('C:\\Users\\ada\\Invoice 42.pdf')).toBe('Invoice 42.pdf');
    expect(displayName('in\u0000voi\u0007ce.pdf')).toBe('invoice.pdf');
    expect(displayName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
    expect(displayName(undefined)).toBe('invoice.pdf');
    expect(displayName('   ')).toBe('invoice.pdf');
  });
});
