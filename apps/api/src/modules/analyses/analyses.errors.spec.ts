import { describe, expect, it } from 'vitest';
import { AnalysisError, isAnalysisErrorCode } from './analyses.errors.js';

describe('the error an analysis recorded', () => {
  it('keeps the code and message the worker wrote', () => {
    expect(AnalysisError.recorded('PDF_REJECTED', 'The PDF is encrypted.')).toMatchObject({
      code: 'PDF_REJECTED',
      message: 'The PDF is encrypted.',
    });
    expect(AnalysisError.recorded('QUOTA_EXCEEDED', null)).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: 'The analysis failed.',
    });
  });

  it('is EXTRACTION_FAILED without a code, or with one that is not an analysis error code', () => {
    expect(AnalysisError.recorded(null, null)).toMatchObject({
      code: 'EXTRACTION_FAILED',
      message: 'The invoice could not be analysed.',
    });
    expect(AnalysisError.recorded('SOMETHING_ELSE', 'Odd.')).toMatchObject({
      code: 'EXTRACTION_FAILED',
      message: 'Odd.',
    });
    expect(isAnalysisErrorCode('PAGE_NOT_FOUND')).toBe(true);
    expect(isAnalysisErrorCode('UNAUTHENTICATED')).toBe(false);
    expect(isAnalysisErrorCode(null)).toBe(false);
  });
});
