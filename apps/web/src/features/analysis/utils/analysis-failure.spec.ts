import { describe, expect, it } from 'vitest';
import { ApiError, CONNECTION_ERROR_MESSAGE } from '@/lib/api-error';
import { failureMessage } from './analysis-failure';

describe('failureMessage', () => {
  it("shows the server's message of a refused upload", () => {
    for (const [status, code, message] of [
      [415, 'NOT_A_PDF', 'Please select a valid PDF file.'],
      [413, 'FILE_TOO_LARGE', 'The file is too large. PDF invoices up to 20 MB are accepted.'],
      [402, 'QUOTA_EXCEEDED', 'You have used all 50 pages of your Free plan this month.'],
    ] as const) {
      expect(failureMessage({ kind: 'request', error: new ApiError(status, code, message) })).toBe(
        message,
      );
    }
  });

  it('says the server could not be reached when there was no answer', () => {
    expect(failureMessage({ kind: 'request', error: new TypeError('Failed to fetch') })).toBe(
      CONNECTION_ERROR_MESSAGE,
    );
  });

  it("shows a failed analysis' own message, or a general one", () => {
    const error = { code: 'PDF_REJECTED', message: 'The PDF could not be opened.' };
    expect(failureMessage({ kind: 'analysis', analysis: { error } })).toBe(
      'The PDF could not be opened.',
    );
    expect(failureMessage({ kind: 'analysis', analysis: { error: null } })).toBe(
      'The invoice could not be analysed. Please try again.',
    );
  });
});
