import type { OutboxMail } from '@billfold/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * The dev outbox (local runs without SMTP): 'on' with its e-mails, newest first; 'locked' when it
 * is on but this browser has not opened it with its token yet (the API answers 401); 'off' when
 * the API answers 404 (SMTP is configured, or MAIL_DEV_OUTBOX is false). Shared by the outbox
 * page and the hints that point a local user to it from the "check your inbox" screens.
 */
export type DevOutbox =
  { status: 'on'; mails: OutboxMail[] } | { status: 'locked' } | { status: 'off' };

export const devOutboxQueryKey = ['dev-outbox'] as const;

export function newestFirst(mails: readonly OutboxMail[]): OutboxMail[] {
  return [...mails].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export async function getDevOutbox(): Promise<DevOutbox> {
  const response = await apiClient.devOutbox.list();
  if (response.status === 200) return { status: 'on', mails: newestFirst(response.body.mails) };
  if (response.status === 401) return { status: 'locked' };
  if (response.status === 404) return { status: 'off' };
  throw new Error(`The dev outbox answered ${response.status}`);
}

export function devOutboxQueryOptions() {
  return queryOptions({ queryKey: devOutboxQueryKey, queryFn: getDevOutbox, retry: false });
}

/**
 * The token of the link printed in the terminal (`/dev/outbox#token=…`). It travels in the
 * fragment, which the browser never sends to a server, so no access log or Referer holds it.
 */
export function tokenInFragment(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : undefined;
}

/** Trades the token for the outbox's HttpOnly cookie; false when the token is wrong. */
export async function openDevOutbox(token: string): Promise<boolean> {
  const response = await apiClient.devOutbox.openSession({ body: { token } });
  if (response.status === 204) return true;
  if (response.status === 401) return false;
  throw new Error(`The dev outbox answered ${response.status}`);
}
