/// <reference lib="es2024.string" />
import { isAppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../contract.js';
import { operationsContract } from '../operations/operations.contract.js';
import { isStorableText, storableText, text, TEXT_NOT_STORABLE_MESSAGE } from './text.schema.js';

/** Strings no route may accept: NUL anywhere, and each kind of unpaired surrogate. */
const UNSTORABLE = [
  '\u0000',
  'Acme\u0000GmbH',
  '\uD800',
  'Acme \uD83E GmbH',
  '\uDC00',
  'x\uDDFE\uDDFE',
];

describe('isStorableText', () => {
  it('refuses U+0000 and unpaired surrogates, and nothing else', () => {
    for (const value of UNSTORABLE)
      expect(isStorableText(value), JSON.stringify(value)).toBe(false);
    for (const value of [
      '',
      'Acme GmbH',
      'Receipts 🧾 2026',
      '\uD83E\uDDFE',
      'tab\tand\nnewline',
      '\u0001\u007f\uFFFD\uFFFF',
    ])
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
  });

  it('agrees with String.prototype.isWellFormed plus the NUL rule on every pair of code units around the surrogates', () => {
    const units = [0x0000, 0x0041, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xffff];
    for (const a of units) {
      for (const b of units) {
        for (const c of units) {
          const value = String.fromCharCode(a, b, c);
          expect(isStorableText(value), JSON.stringify(value)).toBe(
            value.isWellFormed() && !value.includes('\u0000'),
          );
        }
      }
    }
  });

  it('runs before the rules built on it, so the message is always the same one', () => {
    const vendor = text({ error: 'Vendor is required' })
      .trim()
      .min(1, { error: 'Vendor is required', abort: true });
    expect(vendor.safeParse(' \u0000 ').error?.issues.map((issue) => issue.message)).toEqual([
      TEXT_NOT_STORABLE_MESSAGE,
    ]);
    expect(vendor.safeParse(42).error?.issues[0]?.message).toBe('Vendor is required');
    expect(vendor.parse('  Acme 🧾 ')).toBe('Acme 🧾');
  });
});

// ---- Every route of the contract, generated from it: a new route or field is covered as it is added.

/** The zod internals the walk reads: every schema's `_zod.def` names its type and its parts. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  coerce?: boolean;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** How a leaf of a request treats a string: as text, as one of a closed set or a number, or not at all. */
type Kind = 'text' | 'closed' | 'unchecked';

/** What a value must get through before anything else sees it: the input side of pipes and wrappers. */
function kindOf(schema: z.ZodType, where: string): Kind {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'text';
    case 'enum':
    case 'literal':
    case 'number':
    case 'boolean':
      return 'closed';
    case 'unknown':
    case 'any':
      return 'unchecked';
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return kindOf(def.innerType!, where);
    case 'pipe':
      return kindOf(def.in!, where);
    case 'union': {
      const kinds = new Set(def.options!.map((option) => kindOf(option, where)));
      if (kinds.has('unchecked')) return 'unchecked';
      return kinds.has('text') ? 'text' : 'closed';
    }
    default:
      throw new Error(
        `${where}: the walk does not know zod's "${def.type}" yet; teach it before using one in a request`,
      );
  }
}

interface Leaf {
  where: string;
  schema: z.ZodType;
  kind: Kind;
}

/** The scalar fields of a request part, with the schema each is parsed with (wrappers included). */
function leavesOf(schema: z.ZodType, where: string): Leaf[] {
  let inner = schema;
  for (;;) {
    const def = defOf(inner);
    if (
      ['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly'].includes(def.type)
    )
      inner = def.innerType!;
    else if (def.type === 'pipe') inner = def.in!;
    else break;
  }
  const def = defOf(inner);
  if (def.type === 'object') {
    return Object.entries(def.shape!).flatMap(([key, field]) => leavesOf(field, `${where}.${key}`));
  }
  if (def.type === 'array') return leavesOf(def.element!, `${where}[]`);
  return [{ where, schema, kind: kindOf(schema, where) }];
}

function routeLeaves(router: AppRouter, prefix: string): Leaf[] {
  return Object.entries(router).flatMap(([key, route]) => {
    const name = `${prefix}${key}`;
    if (!isAppRoute(route)) return routeLeaves(route, `${name}.`);
    const parts = {
      body: 'body' in route ? route.body : undefined,
      query: route.query,
      pathParams: route.pathParams,
      headers: route.headers,
    };
    return Object.entries(parts).flatMap(([part, schema]) =>
      // Symbols are c.noBody() and c.type<T>() (the multipart uploads): nothing zod parses.
      schema instanceof z.ZodType ? leavesOf(schema, `${name} ${part}`) : [],
    );
  });
}

const leaves = [...routeLeaves(contract, ''), ...routeLeaves(operationsContract, 'operations.')];
const messagesOf = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('every string a route of the contract accepts', () => {
  it('is found by the walk: the fields the issue names are among them', () => {
    const texts = leaves.filter((leaf) => leaf.kind === 'text').map((leaf) => leaf.where);
    expect(texts).toEqual(
      expect.arrayContaining([
        'reports.create body.name',
        'reports.rename body.name',
        'invoices.create body.vendor',
        'invoices.create body.date',
        'invoices.create body.images[]',
        'invoices.update body.description',
        'invoices.listByReport query.search',
        'invoices.listByReport query.vendor',
        'invoices.findDuplicates query.vendor',
        'analyses.get pathParams.id',
        'pages.pageImage pathParams.analysisId',
        'auth.register body.name',
        'auth.loginEmail body.password',
        'socialSignIn.googleSign body.token',
        'stripeWebhook.receive headers.stripe-signature',
      ]),
    );
  });

  it.each(
    leaves.filter((leaf) => leaf.kind === 'text').map((leaf) => [leaf.where, leaf.schema] as const),
  )('%s refuses NUL and unpaired surrogates with the one message', (_where, schema) => {
    for (const value of UNSTORABLE)
      expect(messagesOf(schema, value), JSON.stringify(value)).toEqual([TEXT_NOT_STORABLE_MESSAGE]);
  });

  it('is refused by the closed fields too (enums, numbers): none lets a NUL through', () => {
    for (const leaf of leaves.filter((candidate) => candidate.kind === 'closed')) {
      for (const value of UNSTORABLE)
        expect(leaf.schema.safeParse(value).success, `${leaf.where} ${JSON.stringify(value)}`).toBe(
          false,
        );
    }
  });

  it('is checked everywhere but in the fields the server ignores or verifies as raw bytes', () => {
    expect(leaves.filter((leaf) => leaf.kind === 'unchecked').map((leaf) => leaf.where)).toEqual([
      // A report and an invoice always belong to the signed-in user; a sent userId is dropped.
      'reports.create body.userId',
      'invoices.create body.userId',
      'invoices.update body.userId',
      // The raw bytes that the Stripe signature covers; the event is read from the verified JSON.
      'stripeWebhook.receive body',
    ]);
  });
});

describe('storableText', () => {
  it('removes U+0000 and replaces an unpaired surrogate, keeping every other character', () => {
    expect(storableText('Contoso\u0000 Ltd')).toBe('Contoso Ltd');
    expect(storableText('Caf\ud800é')).toBe('Caf\ufffdé');
    expect(storableText('Line one\nLine two · 1 234,50 € 🙂')).toBe(
      'Line one\nLine two · 1 234,50 € 🙂',
    );
    expect(isStorableText(storableText('\udc00\u0000\ud83d'))).toBe(true);
  });
});
