/**
 * The sign-in page's address after a lost session: with the page to come back to (`next`) and,
 * when a session really ended (rather than never existing in this browser), the notice that says
 * so (`message=session-expired`).
 */
export const LOGIN_PATH = '/login';
export const SESSION_EXPIRED_NOTICE = 'session-expired';

/**
 * A place to go back to after signing in, or null: only a path of this site (never another
 * origin, `//host`, a backslash trick or a scheme), and never /login itself.
 */
export function safeReturnPath(
  value: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    [...value].some((character) => character <= '\u001f' || character === '\u007f')
  )
    return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, with the page to return to (the dashboard needs no mention) and the expired notice. */
export function loginPath(options: {
  returnTo?: string | null;
  expired?: boolean;
  origin?: string;
}): string {
  const params = new URLSearchParams();
  if (options.expired) params.set('message', SESSION_EXPIRED_NOTICE);
  const returnTo = safeReturnPath(options.returnTo, options.origin);
  if (returnTo && returnTo !== '/') params.set('next', returnTo);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
