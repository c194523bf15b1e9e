import { z } from 'zod';

/** The one message for a string the database cannot store as sent (SPEC.md names none). */
export const TEXT_NOT_STORABLE_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates.';

// With the u flag a surrogate pair is read as one code point, so the class matches only U+0000
// and surrogates that are not half of a pair: `!isStorableText(s)` is `s.includes('\0') ||
// !s.isWellFormed()`, written so that browsers without isWellFormed (Safari < 16.4) run it too.
// eslint-disable-next-line no-control-regex
const NOT_STORABLE = /[\u0000\uD800-\uDFFF]/u;

/** Text PostgreSQL stores as sent: no U+0000 (text columns refuse it) and no unpaired surrogate (UTF-8 cannot encode one). */
export const isStorableText = (value: string): boolean => !NOT_STORABLE.test(value);

/**
 * The text made storable, for what Billfold reads rather than what a user sends (a PDF's text
 * layer, a model's answer): U+0000 removed, an unpaired surrogate replaced by U+FFFD.
 */
export const storableText = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex -- U+0000 is what it removes
    .replace(/\u0000/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * The base of every string the contract accepts, in bodies, queries, path parameters and
 * headers: a string that refuses NUL and unpaired surrogates with one message before any other
 * rule runs. `params` is z.string()'s (the message for a missing or non-string value). Build on
 * it with the usual methods (`.trim()`, `.min()`, `.check(z.uuid())`, `.pipe()`); a test walks
 * every route of the contract and fails for a string built any other way.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: TEXT_NOT_STORABLE_MESSAGE, abort: true });
