import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFrom,
  CONNECTION_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  userMessageOf,
} from './api-error.js';

describe('api errors', () => {
  it("keeps the server's message of a 4xx", () => {
    const error = apiErrorFrom({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Vendor is required' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Vendor is required',
    });
    expect(userMessageOf(error)).toBe('Vendor is required');
  });

  it('never shows the body of a 5xx or a body of another shape', () => {
    expect(
      apiErrorFrom({ status: 500, body: { code: 'INTERNAL', message: 'stack trace' } }).message,
    ).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(apiErrorFrom({ status: 400, body: '<html>' })).toMatchObject({
      code: undefined,
      message: UNEXPECTED_ERROR_MESSAGE,
    });
  });

  it('tells a call that got no answer from any other failure', () => {
    expect(userMessageOf(new TypeError('Failed to fetch'))).toBe(CONNECTION_ERROR_MESSAGE);
    expect(userMessageOf(new Error('boom'))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
