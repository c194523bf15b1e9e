import type { PageRenderer } from '../render/page-renderer.js';
import { ClaudeExtractor } from './claude-extractor.js';
import type { InvoiceExtractor } from './invoice-extractor.js';
import { LocalExtractor } from './local/local-extractor.js';

export interface InvoiceExtractorConfig {
  /** ANTHROPIC_API_KEY: Claude when set, else the local extractor (DESIGN.md run modes). */
  anthropicApiKey?: string | undefined;
  anthropicBaseUrl?: string | undefined;
  /** A Claude model id; the default is DEFAULT_CLAUDE_MODEL. */
  model?: string | undefined;
  /** The isolated renderer pool: the local extractor renders scanned pages for OCR with it. */
  renderer: PageRenderer;
}

export function createInvoiceExtractor(config: InvoiceExtractorConfig): InvoiceExtractor {
  const apiKey = config.anthropicApiKey?.trim();
  if (!apiKey) return new LocalExtractor({ renderer: config.renderer });
  return new ClaudeExtractor({
    apiKey,
    ...(config.anthropicBaseUrl ? { baseUrl: config.anthropicBaseUrl } : {}),
    ...(config.model ? { model: config.model } : {}),
  });
}
