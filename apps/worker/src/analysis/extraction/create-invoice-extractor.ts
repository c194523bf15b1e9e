import { ClaudeExtractor } from './claude-extractor.js';
import type { InvoiceExtractor } from './invoice-extractor.js';
import { LocalTextExtractor } from './local-text-extractor.js';

export interface InvoiceExtractorConfig {
  /** ANTHROPIC_API_KEY: Claude when set, else the local text extractor (DESIGN.md run modes). */
  anthropicApiKey?: string | undefined;
  anthropicBaseUrl?: string | undefined;
  /** A Claude model id; the default is DEFAULT_CLAUDE_MODEL. */
  model?: string | undefined;
}

export function createInvoiceExtractor(config: InvoiceExtractorConfig): InvoiceExtractor {
  const apiKey = config.anthropicApiKey?.trim();
  if (!apiKey) return new LocalTextExtractor();
  return new ClaudeExtractor({
    apiKey,
    ...(config.anthropicBaseUrl ? { baseUrl: config.anthropicBaseUrl } : {}),
    ...(config.model ? { model: config.model } : {}),
  });
}
