import type { Page } from 'playwright-core';
import type { Stack } from './harness.js';
import { waitFor } from '@billfold/jobs/testing';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

function outboxToken(app: Stack): string {
  if (!app.devOutboxToken)
    throw new Error('This app was started without a dev outbox: startStack({ devOutbox: true })');
  return app.devOutboxToken;
}

/** The link to the dev outbox that pnpm dev prints in the terminal. */
export function devOutboxLink(app: Stack): string {
  return `${app.baseUrl}/dev/outbox#token=${outboxToken(app)}`;
}

/**
 * Opens the dev outbox in the page's browser context through the printed link, as a developer
 * does once: from then on that browser may read the outbox (its HttpOnly cookie).
 */
export async function openDevOutbox(app: Stack, page: Page): Promise<void> {
  const opened = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/dev/outbox/session',
  );
  await page.goto(devOutboxLink(app));
  const response = await opened;
  if (response.status() !== 204)
    throw new Error(`POST /api/dev/outbox/session answered ${response.status()}`);
}

/** The dev outbox's e-mails, newest first (the API with MAIL_DEV_OUTBOX=true), read with its token. */
export async function outboxMails(app: Stack): Promise<OutboxMail[]> {
  const response = await fetch(`${app.baseUrl}/api/dev/outbox`, {
    headers: { authorization: `Bearer ${outboxToken(app)}` },
  });
  if (response.status !== 200)
    throw new Error(`GET /api/dev/outbox answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { mails: OutboxMail[] }).mails;
}

/**
 * The newest e-mail to `to` whose subject matches, once the worker has delivered it into the
 * dev outbox; `count` waits until that many such e-mails are there.
 */
export async function waitForOutboxMail(
  app: Stack,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<OutboxMail> {
  return waitFor(
    `${count} e-mail(s) "${subject.source}" to ${to} in the dev outbox`,
    async () => {
      app.assertWorkerRunning();
      const mails = (await outboxMails(app)).filter(
        (mail) => mail.to === to && subject.test(mail.subject),
      );
      return mails.length >= count ? mails[0] : undefined;
    },
    15_000,
    150,
  );
}

/** The first link of a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): URL {
  const link = (text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).find((candidate) =>
    candidate.startsWith(prefix),
  );
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${text}`);
  return new URL(link);
}
