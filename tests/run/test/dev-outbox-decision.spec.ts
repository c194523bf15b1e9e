import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  devOutboxEnabled,
  devOutboxLink,
  devOutboxToken,
} from '../../../scripts/lib/dev-outbox.ts';

describe('whether pnpm dev / pnpm start serve the dev outbox', () => {
  it('leaves it off in the production start without SMTP_URL unless it is asked for', () => {
    expect(devOutboxEnabled('start', {})).toBe(false);
    expect(devOutboxEnabled('start', { MAIL_DEV_OUTBOX: 'true' })).toBe(true);
    expect(devOutboxEnabled('start', { MAIL_DEV_OUTBOX: '1' })).toBe(true);
    expect(devOutboxEnabled('start', { MAIL_DEV_OUTBOX: 'false' })).toBe(false);
  });

  it('turns it on under pnpm dev without SMTP_URL (the zero-setup sign-up loop)', () => {
    expect(devOutboxEnabled('dev', {})).toBe(true);
    expect(devOutboxEnabled('dev', { MAIL_DEV_OUTBOX: 'false' })).toBe(false);
  });

  it('leaves it off when mail goes out by SMTP', () => {
    expect(devOutboxEnabled('dev', { SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
    expect(devOutboxEnabled('start', { SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
  });
});

describe('the dev outbox token', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is 256 random bits, kept for the next start, readable by its owner only', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'billfold-run-'));
    const token = await devOutboxToken({}, dataDir);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const file = path.join(dataDir, 'dev-outbox-token');
    expect((await readFile(file, 'utf8')).trim()).toBe(token);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await devOutboxToken({}, dataDir)).toBe(token);

    const other = await mkdtemp(path.join(tmpdir(), 'billfold-run-'));
    try {
      expect(await devOutboxToken({}, other)).not.toBe(token);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('is MAIL_DEV_OUTBOX_TOKEN when that is set', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'billfold-run-'));
    const mine = 'a'.repeat(40);
    expect(await devOutboxToken({ MAIL_DEV_OUTBOX_TOKEN: mine }, dataDir)).toBe(mine);
  });

  it('rides in the fragment of the printed link, which no server receives', () => {
    expect(devOutboxLink('http://localhost:5173/', 'abc')).toBe(
      'http://localhost:5173/dev/outbox#token=abc',
    );
  });
});
