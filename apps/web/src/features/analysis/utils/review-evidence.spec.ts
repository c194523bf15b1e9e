import { describe, expect, it } from 'vitest';
import {
  checksOf,
  highlightOf,
  isEvidenceField,
  reviewEvidenceOf,
  unsureConfidence,
  unsureSentence,
} from './review-evidence';

const box = { x: 0.8, y: 0.5, width: 0.1, height: 0.02 };

describe('review evidence', () => {
  it('reads flags and evidence from a result, and nothing from an older result', () => {
    const flags = [
      {
        code: 'FUTURE_DATE' as const,
        field: 'date' as const,
        message: 'The invoice date 2030-01-01 is in the future.',
      },
    ];
    expect(reviewEvidenceOf({ result: null })).toEqual({ flags: [], evidence: {}, learned: {} });
    const result = {
      evidence: { total: { page: 1, box, confidence: 0.95, source: 'text' as const } },
      flags,
      learned: { vendor: { invoiceNumber: 'INV-123', date: '2024-03-03' } },
    };
    expect(reviewEvidenceOf({ result: result as never })).toEqual(result);
  });

  it('highlights a field that has a box on a page, with what read it and how sure it is', () => {
    expect(
      highlightOf({ total: { page: 2, box, confidence: 0.954, source: 'ocr' } }, 'total'),
    ).toEqual({
      field: 'total',
      page: 2,
      box,
      label: 'Total · read by OCR · 95% sure',
    });
    expect(
      highlightOf(
        { total: { page: null, box: null, confidence: 1, source: 'e-invoice' } },
        'total',
      ),
    ).toBeNull();
    expect(highlightOf({}, 'vendor')).toBeNull();
    expect(
      highlightOf({ vendor: { page: 1, box, confidence: 1, source: 'text' } }, null),
    ).toBeNull();
  });

  it('knows which form inputs have evidence', () => {
    expect(isEvidenceField('taxAmount')).toBe(true);
    expect(isEvidenceField('category')).toBe(false);
  });

  it('marks for checking a field read with less than 0.8 confidence, not one read more surely', () => {
    const evidence = {
      vendor: { page: 1, box, confidence: 0.65, source: 'ocr' as const },
      total: { page: 1, box, confidence: 0.8, source: 'text' as const },
    };
    expect(unsureConfidence(evidence, 'vendor')).toBe(0.65);
    expect(unsureConfidence(evidence, 'total')).toBeNull();
    expect(unsureConfidence(evidence, 'date')).toBeNull();
  });

  it('says how surely an unsure field was read', () => {
    expect(unsureSentence(0.654)).toBe('Read with 65% confidence: check it against the page');
  });

  it('finds the checks about one field, in their order', () => {
    const flags = [
      { code: 'DERIVED_FIELD' as const, field: 'amount' as const, message: 'Worked out.' },
      { code: 'TOTALS_MISMATCH' as const, field: 'total' as const, message: 'Does not add up.' },
      { code: 'UNKNOWN_VAT_RATE' as const, field: null, message: 'An odd rate.' },
      { code: 'MISSING_FIELD' as const, field: 'amount' as const, message: 'Only the total.' },
    ];
    expect(checksOf(flags, 'amount')).toEqual(['Worked out.', 'Only the total.']);
    expect(checksOf(flags, 'vendor')).toEqual([]);
  });
});
