import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractHandlers, contractRoutes, mockAnswer } from './contract-handlers';

const ORIGIN = 'http://mock.billfold.test';
const server = setupServer(...contractHandlers(ORIGIN));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** A concrete URL for a route's path: its parameters filled in. */
const urlOf = (path: string) =>
  `${ORIGIN}${path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => (name.toLowerCase().includes('number') ? '1' : '00000000-0000-4000-8000-000000000001'))}`;

describe('the mock API generated from the contract', () => {
  const routes = contractRoutes();

  it('has one handler per route of the contract', () => {
    expect(contractHandlers(ORIGIN)).toHaveLength(routes.length);
    expect(routes.map(({ id }) => id)).toEqual(
      expect.arrayContaining([
        'reports.list',
        'invoices.listByReport',
        'analyses.create',
        'auth.verifySession',
      ]),
    );
  });

  it.each(routes.map(({ id, route }) => [id, route] as const))(
    '%s answers its success status with a body its schema accepts',
    async (_id, route) => {
      const response = await fetch(urlOf(route.path), {
        method: route.method,
        ...(route.method === 'GET'
          ? {}
          : { body: '{}', headers: { 'content-type': 'application/json' } }),
      });
      const expected = mockAnswer(route);
      expect(response.status).toBe(expected.status);
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      const schema = route.responses[expected.status];
      if (schema instanceof z.ZodType) {
        const parsed = schema.safeParse(await response.json());
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
    },
  );

  it('looks like real data: a signed-in user, invoices with vendors', async () => {
    const user = (await (await fetch(`${ORIGIN}/api/auth/verify-session`)).json()) as {
      name: string;
      email: string;
    };
    expect(user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const invoices = (await (
      await fetch(`${ORIGIN}/api/Document/report/00000000-0000-4000-8000-000000000001`)
    ).json()) as { invoices?: { vendor: string }[] };
    expect(invoices.invoices?.[0]?.vendor).toBe('Initech GmbH');
  });
});
