/**
 * A set of codes, each standing for its own name: `codes('A', 'B')` is `{ A: 'A', B: 'B' }`. A
 * feature's error codes are written this way, once each; `CodeOf<typeof X>` is their union.
 */
export function codes<const Code extends string>(...names: Code[]): { readonly [K in Code]: K } {
  return Object.fromEntries(names.map((name) => [name, name])) as { readonly [K in Code]: K };
}

export type CodeOf<Codes> = Codes[keyof Codes];
