import { describe, expect, it } from 'vitest';
import { printableText } from '../../src/analysis/extraction/local/read-pdf.js';

describe('printableText', () => {
  it('turns control characters into spaces, one for one, so words keep their places', () => {
    expect(printableText('R\u0000e\u0000f\u0000:\u0007')).toBe('R e f : ');
    expect(printableText('Total\t119,00\u007f')).toBe('Total 119,00 ');
  });

  it('replaces a lone surrogate and keeps every other character', () => {
    expect(printableText('Caf\ud800é')).toBe('Caf\ufffdé');
    expect(printableText('Müller GmbH · 1 234,50 € 🙂')).toBe('Müller GmbH · 1 234,50 € 🙂');
  });
});
