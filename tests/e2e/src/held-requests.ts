import type { Page, Route } from 'playwright-core';

/** Requests the page sends to a route, held until the test has seen what it shows meanwhile. */
export interface HeldRequests {
  /** Lets every held request (and every later one) go on; ends the hold. */
  release(): Promise<void>;
}

/**
 * Holds every request matching `pattern` (of `method` only, when given) until `release()`: a
 * busy label or a spinner is then seen however slowly the machine runs, where a fixed delay
 * could end before the check.
 */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp,
  method?: string,
): Promise<HeldRequests> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const handler = async (route: Route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await gate;
    await route.fallback();
  };
  await page.route(pattern, handler);
  return {
    async release() {
      open();
      await page.unroute(pattern, handler);
    },
  };
}
