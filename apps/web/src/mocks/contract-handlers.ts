import { contract } from '@billfold/contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { exampleOf } from './schema-example';

/** Every route of the contract, with its key path (e.g. `reports.list`). */
export function contractRoutes(
  router: AppRouter = contract,
  prefix: string[] = [],
): { id: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [{ id: [...prefix, key].join('.'), route: value }]
      : contractRoutes(value, [...prefix, key]),
  );
}

const PAGE_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842" viewBox="0 0 595 842"><rect width="595" height="842" fill="#fff" stroke="#ccc"/><text x="297" y="421" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#888">Mock page image</text></svg>`;

/** The route's success answer: its lowest 2xx status with an example of that status's schema. */
export function mockAnswer(route: AppRoute): {
  status: number;
  body: unknown;
  contentType?: string;
} {
  const [status, response] = Object.entries(route.responses)
    .map(([code, schema]) => [Number(code), schema] as const)
    .filter(([code]) => code >= 200 && code < 300)
    .sort(([a], [b]) => a - b)[0] ?? [204, undefined];
  if (response instanceof z.ZodType) return { status, body: exampleOf(response) };
  if (response && typeof response === 'object' && 'contentType' in response) {
    const other = response as { contentType: string; body: unknown };
    if (other.contentType.startsWith('image/'))
      return { status, body: PAGE_IMAGE, contentType: 'image/svg+xml' };
    return {
      status,
      body: other.body instanceof z.ZodType ? exampleOf(other.body) : '',
      contentType: other.contentType,
    };
  }
  // c.noBody() or a plain TypeScript type: nothing to generate from.
  return { status: status === 200 && response === undefined ? 204 : status, body: null };
}

/**
 * A mock of the whole API for `pnpm dev:web --mock`: one msw handler per contract route, each
 * answering its success status with data generated from the contract's schema (so the web app
 * runs with no backend, and a contract change changes the mock with it).
 */
export function contractHandlers(origin = ''): HttpHandler[] {
  return contractRoutes().map(({ route }) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const answer = mockAnswer(route);
    // Relative paths match the page's origin in the browser; Node (tests) needs the origin.
    return http[method](`${origin}${route.path}`, () => {
      if (answer.body === null) return new HttpResponse(null, { status: answer.status });
      if (answer.contentType && typeof answer.body === 'string') {
        return new HttpResponse(answer.body, {
          status: answer.status,
          headers: { 'Content-Type': answer.contentType },
        });
      }
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
    });
  });
}
