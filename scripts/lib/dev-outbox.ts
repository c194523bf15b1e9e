import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type RunMode = 'dev' | 'start';

const TRUE = new Set(['true', '1', 'yes']);

/**
 * Whether pnpm dev / pnpm start serve the dev outbox. It shows every e-mail, password-reset links
 * included, so it is on by default only in development (`pnpm dev` without SMTP_URL); the
 * production start serves it only when MAIL_DEV_OUTBOX=true is set. An explicit MAIL_DEV_OUTBOX
 * always wins (the API itself refuses it together with SMTP_URL).
 */
export function devOutboxEnabled(mode: RunMode, env: Record<string, string | undefined>): boolean {
  const explicit = env.MAIL_DEV_OUTBOX?.trim().toLowerCase();
  if (explicit) return TRUE.has(explicit);
  return mode === 'dev' && !env.SMTP_URL;
}

/** A new outbox token: 256 random bits, URL-safe. */
export function newDevOutboxToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The outbox token: MAIL_DEV_OUTBOX_TOKEN when set, else the one kept in `<dataDir>/dev-outbox-token`
 * (created on first use, readable by its owner only), so that a browser that opened the outbox
 * stays in after a restart. Whoever can read that file can read the database beside it anyway.
 */
export async function devOutboxToken(
  env: Record<string, string | undefined>,
  dataDir: string,
): Promise<string> {
  if (env.MAIL_DEV_OUTBOX_TOKEN) return env.MAIL_DEV_OUTBOX_TOKEN;
  const file = path.join(dataDir, 'dev-outbox-token');
  if (existsSync(file)) {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  }
  const token = newDevOutboxToken();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** The link printed in the terminal: the token rides in the fragment, which no server sees. */
export function devOutboxLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/dev/outbox#token=${token}`;
}
