import type { Page } from 'playwright-core';

/**
 * Waits until the page's level-1 heading reads `name`. Client-side navigation changes the URL
 * before React renders the next page, so reading the heading right after `waitForURL` races.
 */
export async function expectHeading(page: Page, name: string, timeout = 10_000): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  try {
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout });
  } catch (error) {
    const shown = (await h1.allTextContents()).map((text) => text.trim());
    throw new Error(
      `expected the heading '${name}' on ${page.url()}, found ${JSON.stringify(shown)}`,
      {
        cause: error,
      },
    );
  }
}
