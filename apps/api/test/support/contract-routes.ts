import { contract, operationsContract } from '@billfold/contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { expect } from 'vitest';
import { z } from 'zod';

/** One route of the contract: its key (e.g. `invoices.update`), the router it belongs to, and what it takes. */
export interface ContractRoute {
  key: string;
  /** The feature router's key (`reports`, `invoices`, `analyses`, ... or `operations`). */
  router: string;
  method: AppRoute['method'];
  /** The full path as the server serves it, e.g. `/api/Document/:id`. */
  path: string;
  /** The `:name` parameters of the path, in order. */
  pathParams: string[];
  /** The keys of a JSON body schema (none for routes without one or with a non-JSON body). */
  bodyKeys: string[];
  /** The keys of the query schema. */
  queryKeys: string[];
  route: AppRoute;
}

function flatten(router: AppRouter, prefix: string[]): { key: string[]; route: AppRoute }[] {
  return Object.entries(router).flatMap(([name, value]) =>
    isAppRoute(value)
      ? [{ key: [...prefix, name], route: value }]
      : flatten(value, [...prefix, name]),
  );
}

/** Every route the API serves by contract: the app's contract and the operators' routes, read from the contract itself. */
export function contractRoutes(): ContractRoute[] {
  return [...flatten(contract, []), ...flatten(operationsContract, ['operations'])].map(
    ({ key, route }) => ({
      key: key.join('.'),
      router: key[0]!,
      method: route.method,
      path: route.path,
      pathParams: [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
      bodyKeys:
        'body' in route && route.body instanceof z.ZodObject ? Object.keys(route.body.shape) : [],
      queryKeys: route.query instanceof z.ZodObject ? Object.keys(route.query.shape) : [],
      route,
    }),
  );
}

/**
 * The route's path with each parameter replaced by `valueOf(param)`. Throws for a parameter with
 * no value, so that a new route (or parameter) makes the test that walks the routes fail until
 * it is given one.
 */
export function fillPath(
  route: ContractRoute,
  valueOf: (param: string) => string | number | undefined,
): string {
  return route.path.replace(/:(\w+)/g, (_match, param: string) => {
    const value = valueOf(param);
    if (value === undefined)
      throw new Error(
        `${route.key} (${route.method} ${route.path}): no value for path parameter :${param}; extend the test`,
      );
    return encodeURIComponent(String(value));
  });
}

/**
 * Fails unless every one of `keys` is among `routes`: a floor, so that a broken enumeration
 * cannot pass by walking nothing.
 */
export function expectRoutesAmong(routes: readonly ContractRoute[], keys: string[]): void {
  expect(routes.map((route) => route.key)).toEqual(expect.arrayContaining(keys));
}
