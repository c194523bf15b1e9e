import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { z } from 'zod';
import { contract } from '../contract.js';
import { operationsContract } from '../operations/operations.contract.js';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses) or an OpenAPI object: plain JSON. */
type Json = Record<string, unknown>;

export interface OpenApiOptions {
  title?: string;
  version?: string;
}

/** One route of the contract with its operation id (the router keys joined by dots). */
interface Operation {
  id: string;
  route: AppRoute;
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

function routesOf(router: AppRouter, prefix: string[] = []): Operation[] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [{ id: [...prefix, key].join('.'), route: value }]
      : routesOf(value, [...prefix, key]),
  );
}

/**
 * zod 4's JSON Schema, without its `$schema` line (the document declares the dialect once).
 * Requests are described as clients send them (`input`: defaults optional), responses as the
 * server answers (`output`); what JSON Schema cannot say (transforms, dates) becomes `{}`.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  return rest;
}

/** The body schema of a plain `c.type<T>()`: JSON of any shape, or bytes of another media type. */
const plainBody = (contentType: string): Json =>
  contentType === 'application/json' ? {} : { type: 'string', contentMediaType: contentType };

function content(contentType: string, body: unknown, io: 'input' | 'output'): Json {
  return { [contentType]: { schema: isZod(body) ? jsonSchema(body, io) : plainBody(contentType) } };
}

const statusText: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'Redirect',
  400: 'Invalid request',
  401: 'Not signed in',
  402: 'Quota exceeded',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Too many requests',
  500: 'Internal error',
  502: 'Upstream failure',
  503: 'Unavailable',
  504: 'Timed out',
};

function responseOf(status: string, response: unknown): Json {
  const description = statusText[status] ?? `HTTP ${status}`;
  if (typeof response === 'symbol') {
    // c.noBody(), or c.type<T>() (a runtime symbol): JSON of the declared TypeScript type.
    return response.description?.includes('NoBody')
      ? { description }
      : { description, content: content('application/json', response, 'output') };
  }
  if (response && typeof response === 'object' && 'contentType' in response && 'body' in response) {
    const other = response as { contentType: string; body: unknown };
    return { description, content: content(other.contentType, other.body, 'output') };
  }
  return { description, content: content('application/json', response, 'output') };
}

/** Path and query parameters: from their zod objects, else from the path's `:name` segments. */
function parametersOf(route: AppRoute): Json[] {
  const parameters: Json[] = [];
  const pathSchema = isZod(route.pathParams)
    ? (jsonSchema(route.pathParams, 'input') as { properties?: Record<string, Json> })
    : {};
  for (const [, name] of route.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: pathSchema.properties?.[name!] ?? { type: 'string' },
    });
  }
  for (const [where, schema] of [
    ['query', route.query],
    ['header', route.headers],
  ] as const) {
    if (!isZod(schema)) continue;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: where,
        required: object.required?.includes(name) ?? false,
        ...(description ? { description } : {}),
        schema: propertySchema,
      });
    }
  }
  return parameters;
}

function requestBodyOf(route: AppRoute): Json | undefined {
  if (route.method === 'GET' || !('body' in route)) return undefined;
  const body: unknown = route.body;
  if (typeof body === 'symbol' && body.description?.includes('NoBody')) return undefined;
  const contentType = route.contentType ?? 'application/json';
  if (contentType === 'multipart/form-data' && !isZod(body)) {
    // The upload routes read one PDF from the field named in their summary.
    return {
      required: true,
      content: {
        [contentType]: {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/pdf' } },
            required: ['file'],
          },
        },
      },
    };
  }
  return { required: true, content: content(contentType, body, 'input') };
}

/**
 * The OpenAPI 3.1 document of every route of packages/contract: the product API under /api and
 * the operations routes. Generated, never written by hand; `openapi.json` beside this package
 * is a committed copy that a test keeps equal to it.
 */
export function generateOpenApiDocument(options: OpenApiOptions = {}): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const operations = [...routesOf(contract), ...routesOf(operationsContract, ['operations'])];
  for (const { id, route } of operations) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const [tag] = id.split('.');
    const parameters = parametersOf(route);
    const requestBody = requestBodyOf(route);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: id,
      tags: [tag],
      ...(route.summary ? { summary: route.summary } : {}),
      ...(route.description ? { description: route.description } : {}),
      ...(route.deprecated ? { deprecated: true } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, response]) => [
          status,
          responseOf(status, response),
        ]),
      ),
    };
  }
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: options.title ?? 'Billfold API',
      version: options.version ?? '1.0.0',
      description:
        'Every HTTP call of Billfold, generated from packages/contract. Signed-in calls use the session cookies set by the sign-in routes; ' +
        'state-changing calls must come from the same origin. Errors answer `{ code, message }`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'billfold_session',
          description: 'Set by POST /api/auth/login-email and the social sign-in routes.',
        },
      },
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}
