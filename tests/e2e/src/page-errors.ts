import type { Page } from 'playwright-core';

/** An API answer a test expects to fail (Chromium logs every non-2xx answer as a console error). */
export interface ExpectedFailure {
  path: string | RegExp;
  status: number;
}

/**
 * Answers that any page may get: the session check of an anonymous visitor, the dev outbox when
 * it is off (404) or not opened with its token in this browser (401).
 */
const alwaysExpected: ExpectedFailure[] = [
  { path: /^\/api\/auth\/(verify-session|refresh)$/, status: 401 },
  { path: /^\/api\/auth\/(verify-session|refresh)$/, status: 404 },
  { path: '/api/dev/outbox', status: 404 },
  { path: '/api/dev/outbox', status: 401 },
];

function matches(failure: ExpectedFailure, path: string, status: number): boolean {
  return (
    failure.status === status &&
    (typeof failure.path === 'string' ? failure.path === path : failure.path.test(path))
  );
}

/**
 * Collects what would show in the browser console as a real problem: uncaught errors and
 * console.error calls, except the failed answers that are expected (`alwaysExpected` and
 * `expected`, e.g. the 401 of a sign-in with a wrong password).
 */
export function collectPageErrors(page: Page, expected: ExpectedFailure[] = []): string[] {
  const errors: string[] = [];
  const allowed = [...alwaysExpected, ...expected];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url;
    const status = Number(/the server responded with a status of (\d{3})/.exec(text)?.[1]);
    const path = new URL(url || 'about:blank', 'http://x').pathname;
    if (!allowed.some((failure) => matches(failure, path, status)))
      errors.push(`console.error: ${text}${url ? ` (${url})` : ''}`);
  });
  return errors;
}
