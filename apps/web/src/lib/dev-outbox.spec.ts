import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDevOutbox, newestFirst, tokenInFragment } from './dev-outbox.js';

const mail = (id: string, createdAt: string) => ({
  id,
  to: 'ada@example.com',
  subject: id,
  text: '',
  html: '',
  createdAt,
});

describe('the dev outbox', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the newest e-mail first', () => {
    const mails = [
      mail('a', '2026-01-01T10:00:00.000Z'),
      mail('c', '2026-01-01T12:00:00.000Z'),
      mail('b', '2026-01-01T11:00:00.000Z'),
    ];
    expect(newestFirst(mails).map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect(mails.map((m) => m.id)).toEqual(['a', 'c', 'b']);
  });

  it('is on with its e-mails when the API answers 200, locked at 401, off at 404', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ mails: [mail('a', '2026-01-01T10:00:00.000Z')] })),
    );
    expect(await getDevOutbox()).toEqual({
      status: 'on',
      mails: [mail('a', '2026-01-01T10:00:00.000Z')],
    });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 })),
    );
    expect(await getDevOutbox()).toEqual({ status: 'off' });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({ code: 'DEV_OUTBOX_TOKEN_REQUIRED', message: 'x' }, { status: 401 }),
      ),
    );
    expect(await getDevOutbox()).toEqual({ status: 'locked' });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })),
    );
    await expect(getDevOutbox()).rejects.toThrow('answered 500');
  });

  it('reads the token of the printed link from the fragment only', () => {
    expect(tokenInFragment('#token=abc_-123')).toBe('abc_-123');
    expect(tokenInFragment('#token=')).toBeUndefined();
    expect(tokenInFragment('')).toBeUndefined();
  });
});
