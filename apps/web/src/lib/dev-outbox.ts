import type { OutboxMail } from '@billfold/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * The dev outbox (local runs without SMTP): 'on' with its e-mails, newest first, or 'off' when
 * the API answers 404 (SMTP is configured, or MAIL_DEV_OUTBOX is false). Shared by the outbox
 * page and the hints that point a local user to it from the "check your inbox" screens.
 */
export type DevOutbox = { status: 'on'; mails: OutboxMail[] } | { status: 'off' };

export const devOutboxQueryKey = ['dev-outbox'] as const;

export function newestFirst(mails: readonly OutboxMail[]): OutboxMail[] {
  return [...mails].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export async function getDevOutbox(): Promise<DevOutbox> {
  const response = await apiClient.devOutbox.list();
  if (response.status === 200) return { status: 'on', mails: newestFirst(response.body.mails) };
  if (response.status === 404) return { status: 'off' };
  throw new Error(`The dev outbox answered ${response.status}`);
}

export function devOutboxQueryOptions() {
  return queryOptions({ queryKey: devOutboxQueryKey, queryFn: getDevOutbox, retry: false });
}
