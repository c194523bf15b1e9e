/** The API base of the web app: the /api prefix on its own host (SPEC section 7). */
export const API_BASE = '/api';

/**
 * Where a page image opens (SPEC section 7): a path starting with http is used as it is;
 * anything else is prefixed with the API base, a slash added when missing. The API answers page
 * images as `pages/{analysisId}/{n}`, relative to that base.
 */
export function pageImageUrl(path: string, apiBase = API_BASE): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = apiBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
