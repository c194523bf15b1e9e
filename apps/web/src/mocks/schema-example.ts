import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
};

/** Plausible strings by property name, so that mocked screens read like real ones. */
const NAMED: Record<string, string> = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  vendor: 'Initech GmbH',
  invoiceNumber: 'INV-2026-0042',
  currency: 'EUR',
  description: 'Consulting, January',
  category: 'Services',
  fileName: 'invoice.pdf',
  message: 'Done.',
  title: 'Invoices 2026',
  date: '2026-01-15',
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
};
/** Candidates for strings with a pattern: the first that matches is used. */
const PATTERN_CANDIDATES = ['12.50', '2026-01-15', 'EUR', 'DE123456789', 'example', 'a'];

function uuid(seed: number): string {
  return `00000000-0000-4000-8000-${seed.toString(16).padStart(12, '0')}`;
}

class ExampleBuilder {
  private seed = 0;

  build(schema: JsonSchema, key = ''): unknown {
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) {
      // A present value rather than null, and of several shapes the object (the richer answer,
      // such as a page of invoices rather than the bare list): screens show the most.
      const present = variants.filter((variant) => variant.type !== 'null');
      const chosen =
        present.find((variant) => variant.type === 'object') ?? present[0] ?? variants[0]!;
      return this.build(chosen, key);
    }
    if (schema.allOf)
      return Object.assign(
        {},
        ...schema.allOf.map((part) => this.build(part, key) as object),
      ) as unknown;
    const type = Array.isArray(schema.type)
      ? schema.type.find((candidate) => candidate !== 'null')
      : schema.type;
    switch (type) {
      case 'string':
        return this.string(schema, key);
      case 'integer':
      case 'number': {
        const low =
          schema.minimum ??
          (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
        // Ids differ between the items of a list (lists are keyed by them).
        if (key === 'id') return ++this.seed;
        const value = low !== undefined && low > 0 ? low : Math.min(schema.maximum ?? 12, 12);
        return type === 'integer' ? Math.round(value) : value;
      }
      case 'boolean':
        return true;
      case 'null':
        return null;
      case 'array': {
        const count = Math.max(schema.minItems ?? 0, 2);
        // Distinct strings too (a list of vendors is keyed by them).
        return Array.from({ length: count }, (_, index) => {
          const item = this.build(schema.items ?? {}, key);
          return typeof item === 'string' && index > 0 && !schema.items?.enum
            ? `${item} ${index + 1}`
            : item;
        });
      }
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => [
            name,
            this.build(property, name),
          ]),
        );
      default:
        return {};
    }
  }

  private string(schema: JsonSchema, key: string): string {
    switch (schema.format) {
      case 'uuid':
        return uuid(++this.seed);
      case 'email':
        return 'ada@example.com';
      case 'date-time':
        return '2026-01-15T10:00:00.000Z';
      case 'date':
        return '2026-01-15';
      case 'uri':
      case 'url':
        return 'https://example.com/';
    }
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      const match = [NAMED[key], ...PATTERN_CANDIDATES].find(
        (candidate) => candidate !== undefined && pattern.test(candidate),
      );
      if (match) return match;
    }
    const text = NAMED[key] ?? (key ? `Sample ${key}` : 'Sample');
    return text
      .padEnd(schema.minLength ?? 0, 'x')
      .slice(0, schema.maxLength ?? text.length + (schema.minLength ?? 0));
  }
}

/**
 * A value of the shape `schema` describes (through zod 4's JSON Schema), deterministic, for the
 * mock API: uuids, dates and e-mail addresses where the schema says so, plausible strings by
 * property name, two items per list.
 */
export function exampleOf(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  let value = new ExampleBuilder().build(json);
  // What JSON Schema cannot say (transforms, preprocessing) came out as {}: the zod schema's own
  // complaints say what belongs there.
  for (let round = 0; round < 5; round++) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return value;
    for (const issue of parsed.error.issues) {
      if (issue.code === 'invalid_type')
        value = setAt(value, issue.path, TYPE_EXAMPLES[issue.expected]);
    }
  }
  return value;
}

const TYPE_EXAMPLES: Record<string, unknown> = {
  number: 12.5,
  int: 12,
  string: 'Sample',
  boolean: true,
  array: [],
  object: {},
  null: null,
};

function setAt(target: unknown, path: PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [PropertyKey, ...PropertyKey[]];
  if (Array.isArray(target)) {
    const copy: unknown[] = [...(target as unknown[])];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const object = (target && typeof target === 'object' ? target : {}) as Record<
    PropertyKey,
    unknown
  >;
  return { ...object, [head]: setAt(object[head], rest, value) };
}
