import { describe, expect, it } from 'vitest';
import { labelSpelling } from '../../src/analysis/extraction/local/ocr/label-words.js';
import { groupLines } from '../../src/analysis/extraction/local/page-text.js';

describe("a scan's label word one letter off", () => {
  it('is spelt as the label, in its case', () => {
    expect(labelSpelling('Rechnungenummer')).toBe('Rechnungsnummer');
    expect(labelSpelling('RECHNUNGSDATUN:')).toBe('RECHNUNGSDATUM:');
    expect(labelSpelling('lnvoice')).toBe('Invoice');
    expect(labelSpelling('1NVOICE')).toBe('INVOICE');
    expect(labelSpelling('factuurdaturn')).toBe('factuurdatum');
  });

  it('leaves a word that is a label, a name of another shape, or a short word alone', () => {
    expect(labelSpelling('Rechnungsnummer')).toBeNull();
    expect(labelSpelling('Factura')).toBeNull();
    // Seven letters: only a letter of the same shape ("Montana" is no "Montant").
    expect(labelSpelling('Montana')).toBeNull();
    expect(labelSpelling('Datun')).toBeNull();
    expect(labelSpelling('5847363763')).toBeNull();
  });

  it('only on a scan', () => {
    const page = (source: 'text' | 'ocr') =>
      groupLines({
        page: 1,
        width: 595,
        height: 842,
        source,
        words: [
          {
            text: 'Rechnungenummer',
            x: 400,
            right: 470,
            y: 800,
            top: 34,
            bottom: 44,
            size: 10,
            confidence: 1,
          },
          {
            text: '5847363763',
            x: 480,
            right: 530,
            y: 800,
            top: 34,
            bottom: 44,
            size: 10,
            confidence: 1,
          },
        ],
      })[0]!.text;
    expect(page('ocr')).toBe('Rechnungsnummer 5847363763');
    expect(page('text')).toBe('Rechnungenummer 5847363763');
  });
});
