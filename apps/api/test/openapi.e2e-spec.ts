import { Validator } from '@seriousme/openapi-schema-validator';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from './support/api-harness.js';

let api: RunningApi;
let document: Record<string, unknown>;

beforeAll(async () => {
  api = await startApi({}, { catchMail: false });
  const response = await fetch(`${api.baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Record<string, unknown>;
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by a standard validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route of the contract with its statuses', () => {
    const paths = document.paths as Record<
      string,
      Record<
        string,
        {
          operationId: string;
          responses: Record<string, unknown>;
          parameters?: { name: string; in: string }[];
        }
      >
    >;
    expect(paths['/api/analyses']?.post?.operationId).toBe('analyses.create');
    expect(Object.keys(paths['/api/analyses']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '400', '402', '413', '415', '500']),
    );
    const list = paths['/api/Document/report/{reportId}']?.get;
    expect(list?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['path:reportId', 'query:page', 'query:pageSize', 'query:sort']),
    );
    expect(paths['/metrics']?.get?.operationId).toBe('operations.metrics');
  });

  it('equals the committed packages/contract/openapi.json (regenerate: pnpm --filter @billfold/contract openapi)', async () => {
    const committedFile = createRequire(import.meta.url).resolve('@billfold/contract/openapi.json');
    const committed = JSON.parse(await readFile(committedFile, 'utf8')) as unknown;
    expect(
      document,
      'the contract changed: run `pnpm --filter @billfold/contract openapi` and commit openapi.json',
    ).toEqual(committed);
  });
});

describe('the API reference at /api/docs', () => {
  it('serves Swagger UI from our own origin, pointed at /api/openapi.json', async () => {
    const redirect = await fetch(`${api.baseUrl}/api/docs`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/api/docs/');
    const page = await fetch(`${api.baseUrl}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="swagger-ui"></div>');
    const initializer = await (
      await fetch(`${api.baseUrl}/api/docs/swagger-initializer.js`)
    ).text();
    expect(initializer).toContain("url: '/api/openapi.json'");
    expect((await fetch(`${api.baseUrl}/api/docs/swagger-ui-bundle.js`)).status).toBe(200);
  });
});
