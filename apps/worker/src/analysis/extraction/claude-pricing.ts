/**
 * Claude API list prices in USD per million tokens, for recording what an extraction cost.
 *
 * Source: the models' overview pages on platform.claude.com/docs (models/<id>/overview,
 * "Pricing") and the pricing page (about-claude/pricing), read 2026-11-21. Cache writes are the
 * 5-minute rate (1.25 × input), the only TTL this extractor asks for. Haiku 5.5 is billed in two
 * bands by prompt size (input + cache reads + cache writes); Sonnet 5.5's cache-read price was cut
 * from $0.20 to $0.10 on 2026-10-07. Prices change: an unknown model id is priced at null cost
 * rather than guessed.
 */
export interface ModelPrice {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

export interface ModelPricing {
  base: ModelPrice;
  /** A dearer band for prompts above `threshold` tokens, applied to every token of the request. */
  longPrompt?: { threshold: number; price: ModelPrice };
}

export const CLAUDE_PRICING: Readonly<Record<string, ModelPricing>> = {
  'claude-haiku-5-5': {
    base: { input: 0.1, output: 0.5, cacheRead: 0.01, cacheWrite: 0.125 },
    longPrompt: {
      threshold: 100_000,
      price: { input: 0.5, output: 2.5, cacheRead: 0.05, cacheWrite: 0.625 },
    },
  },
  'claude-sonnet-5-5': { base: { input: 2, output: 10, cacheRead: 0.1, cacheWrite: 2.5 } },
  'claude-opus-5-5': { base: { input: 4, output: 20, cacheRead: 0.2, cacheWrite: 5 } },
  'claude-sonnet-5': { base: { input: 2, output: 10, cacheRead: 0.2, cacheWrite: 2.5 } },
  'claude-opus-5': { base: { input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 } },
  'claude-haiku-4-5': { base: { input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 } },
};

export interface TokenCounts {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

/** The cost of one request in USD, or null for a model without a known price. */
export function claudeCostUsd(model: string, tokens: TokenCounts): number | null {
  const pricing = CLAUDE_PRICING[model] ?? CLAUDE_PRICING[model.replace(/-\d{8}$/, '')];
  if (!pricing) return null;
  const prompt = tokens.inputTokens + tokens.cacheReadTokens + tokens.cacheWriteTokens;
  const price =
    pricing.longPrompt && prompt > pricing.longPrompt.threshold
      ? pricing.longPrompt.price
      : pricing.base;
  // Sum in micro-dollars per token to keep the float error far below a cent.
  const microUsd =
    tokens.inputTokens * price.input +
    tokens.outputTokens * price.output +
    tokens.cacheReadTokens * price.cacheRead +
    tokens.cacheWriteTokens * price.cacheWrite;
  return Math.round(microUsd * 1000) / 1e9;
}
