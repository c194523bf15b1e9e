/**
 * Where a page image opens (SPEC section 7): a path starting with http is used as it is;
 * anything else is a path of our API, prefixed with the API's base (a slash added when missing).
 * Billfold's page images are stored as '/api/pages/…' on the same origin, so the base is ''.
 */
export function pageImageUrl(path: string, apiBase = ''): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = apiBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
