/**
 * Page image paths, as the API answers them in analyses and saved invoices: relative to the API
 * base, `pages/{analysisId}/{n}`. SPEC section 7 has a client prefix such a path with the API base
 * (the /api prefix on the host), adding the slash when missing, which gives the page images
 * route, `{host}/api/pages/{analysisId}/{n}`.
 *
 * Earlier answers held `/api/pages/{analysisId}/{n}` (relative to the site), which that rule
 * turned into `/api/api/pages/…`. A client may still send that form back (an open tab holding an
 * older answer): it is accepted, and stored and answered in the current form.
 */
export function pageImagePath(analysisId: string, pageNumber: number): string {
  return `pages/${analysisId}/${pageNumber}`;
}

/** How the answers' `images` read, for the API's documentation. */
export const PAGE_IMAGE_PATHS_DESCRIPTION =
  'Page image paths relative to the API base, `pages/{analysisId}/{n}`: prefix them with the API base (e.g. `https://host/api`), adding the slash, to fetch them (GET /api/pages/{analysisId}/{pageNumber}).';

/** A page image path a client may send: the current form, or the earlier `/api/…` one. */
export const PAGE_IMAGE_PATH = /^(?:\/api\/)?pages\/[0-9a-f-]{36}\/\d{1,4}$/;

const PARTS = /^(?:\/api\/)?pages\/([0-9a-f-]{36})\/(\d{1,4})$/;

/** The analysis and page a page image path names; null for anything else. */
export function parsePageImagePath(
  path: string,
): { analysisId: string; pageNumber: number } | null {
  const match = PARTS.exec(path);
  return match ? { analysisId: match[1]!, pageNumber: Number(match[2]) } : null;
}

/** A page image path in the current form (an earlier `/api/…` one rewritten; anything else as it is). */
export function currentPageImagePath(path: string): string {
  const parts = parsePageImagePath(path);
  return parts ? pageImagePath(parts.analysisId, parts.pageNumber) : path;
}
