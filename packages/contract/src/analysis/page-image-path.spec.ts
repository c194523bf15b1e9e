import { describe, expect, it } from 'vitest';
import {
  currentPageImagePath,
  PAGE_IMAGE_PATH,
  pageImagePath,
  parsePageImagePath,
} from './page-image-path.js';

const id = '0b7e6a8e-3f0c-4a51-9d3e-2f9d0c6b1a11';

/** SPEC section 7, word for word: a path not starting with http is prefixed with the API base, a slash added when missing. */
function specUrl(path: string, apiBase: string): string {
  if (path.startsWith('http')) return path;
  return `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

describe('page image paths', () => {
  it('lead to the page images route under the SPEC rule', () => {
    expect(pageImagePath(id, 2)).toBe(`pages/${id}/2`);
    expect(specUrl(pageImagePath(id, 2), 'https://billfold.app/api')).toBe(
      `https://billfold.app/api/pages/${id}/2`,
    );
  });

  it('are read in the current and the earlier form, and written in the current one', () => {
    expect(parsePageImagePath(`pages/${id}/12`)).toEqual({ analysisId: id, pageNumber: 12 });
    expect(parsePageImagePath(`/api/pages/${id}/1`)).toEqual({ analysisId: id, pageNumber: 1 });
    expect(currentPageImagePath(`/api/pages/${id}/1`)).toBe(`pages/${id}/1`);
    expect(currentPageImagePath(`pages/${id}/1`)).toBe(`pages/${id}/1`);
  });

  it('are nothing else', () => {
    for (const path of [
      `/pages/${id}/1`,
      `api/pages/${id}/1`,
      `https://evil.example/pages/${id}/1`,
      `pages/${id}/1/x`,
      `pages/${id}/`,
      'pages/x/1',
    ]) {
      expect(PAGE_IMAGE_PATH.test(path), path).toBe(false);
      expect(parsePageImagePath(path), path).toBeNull();
    }
  });
});
