import Anthropic from '@anthropic-ai/sdk';
import {
  EXTRACTED_INVOICE_JSON_SCHEMA,
  ExtractedInvoiceSchema,
  storableText,
  validateInvoice,
  type ExtractedInvoice,
} from '@billfold/contract';
import { classifyClaudeError, spendLimitIsFinal } from './claude-errors.js';
import { claudeCostUsd } from './claude-pricing.js';
import { messagesRequestBody } from './claude-request-body.js';
import {
  EXTRACTION_INSTRUCTIONS,
  EXTRACTION_REQUEST,
  EXTRACTION_SCHEMA_TEXT,
} from './extraction-prompt.js';
import { hintsText } from '../learning/extraction-hints.js';
import {
  ExtractionError,
  type ExtractionInput,
  type ExtractionResult,
  type ExtractionUsage,
  type InvoiceExtractor,
} from './invoice-extractor.js';

/** The small, fast model of the Claude 5.5 generation (SDK 1.12 `Model` list; docs: models/haiku-5-5). */
export const DEFAULT_CLAUDE_MODEL = 'claude-haiku-5-5';
/** Two retries with the SDK's backoff (0.5 s, 1 s, jittered; Retry-After honoured). */
export const DEFAULT_MAX_RETRIES = 2;
/** Per attempt. A one-page invoice answers in seconds; 60 s leaves room for long PDFs. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** The JSON answer is a few hundred tokens; the rest is room for adaptive thinking. */
export const DEFAULT_MAX_TOKENS = 8_192;
/** The Messages API's PDF limits: 100 pages and 32 MB per request (base64 adds a third). */
export const CLAUDE_MAX_PDF_PAGES = 100;
export const CLAUDE_MAX_PDF_BYTES = 22 * 1024 * 1024;

export type ClaudeEffort = 'low' | 'medium' | 'high';

export interface ClaudeExtractorOptions {
  apiKey: string;
  /** Another Messages API endpoint (a proxy, or a local stub in tests). */
  baseUrl?: string;
  model?: string;
  maxRetries?: number;
  timeoutMs?: number;
  maxTokens?: number;
  /** Thinking effort (output_config.effort); null sends none, for models without the option. */
  effort?: ClaudeEffort | null;
  /** For tests: a custom fetch (the real SDK still builds and checks every request). */
  fetch?: typeof fetch;
}

/**
 * Extraction with Claude: the original PDF as a document block, fixed instructions and the
 * schema in a cached system prompt, and structured output (output_config.format) constrained to
 * EXTRACTED_INVOICE_JSON_SCHEMA. The answer is validated with ExtractedInvoiceSchema before it is
 * returned. No temperature, tool choice or pre-filled answer: current models refuse them.
 */
export class ClaudeExtractor implements InvoiceExtractor {
  readonly name = 'claude';
  readonly model: string;
  private readonly client: Anthropic;
  private readonly maxTokens: number;
  private readonly effort: ClaudeEffort | null;

  constructor(options: ClaudeExtractorOptions) {
    this.model = options.model ?? DEFAULT_CLAUDE_MODEL;
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.effort = options.effort === undefined ? 'low' : options.effort;
    this.client = new Anthropic({
      apiKey: options.apiKey,
      // null: never fall back to ANTHROPIC_BASE_URL; configuration comes from config/env.ts only.
      baseURL: options.baseUrl ?? null,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      // Explicit, so ANTHROPIC_LOG=debug cannot make the SDK log request bodies (the PDF).
      logLevel: 'warn',
      middleware: [spendLimitIsFinal],
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    if (input.pageCount > CLAUDE_MAX_PDF_PAGES) {
      throw new ExtractionError(
        `The PDF has ${input.pageCount} pages; Claude reads at most ${CLAUDE_MAX_PDF_PAGES}`,
        false,
      );
    }
    if (input.pdf.byteLength > CLAUDE_MAX_PDF_BYTES) {
      throw new ExtractionError('The PDF is too large to send to Claude', false);
    }
    // The SDK sends these bytes (its `body` request option) rather than encoding the params.
    const { params, body } = messagesRequestBody(input.pdf, (data) => this.request(input, data));
    let message: Anthropic.Message;
    try {
      message = await this.client.messages.create(params, {
        body,
        headers: { 'content-type': 'application/json' },
        // Redirects are refused (the Messages API sends none), so undici keeps no copy of the
        // body to follow one: a proxy that redirects fails as a connection error.
        fetchOptions: { redirect: 'error', window: null },
        signal: input.signal ?? null,
      });
    } catch (error) {
      throw classifyClaudeError(error);
    }
    const usage = this.usage(message.usage);
    const invoice = this.invoiceFrom(message);
    // The model shows no places; the checks are the same as for every extractor.
    return {
      invoice,
      evidence: {},
      flags: validateInvoice(invoice),
      extractor: this.name,
      model: this.model,
      usage,
    };
  }

  /** The request, with `data` as the PDF's base64 data. */
  private request(input: ExtractionInput, data: string): Anthropic.MessageCreateParamsNonStreaming {
    return {
      model: this.model,
      max_tokens: this.maxTokens,
      system: [
        { type: 'text', text: EXTRACTION_INSTRUCTIONS },
        // One breakpoint after the fixed prefix (instructions + schema): every request shares it.
        { type: 'text', text: EXTRACTION_SCHEMA_TEXT, cache_control: { type: 'ephemeral' } },
      ],
      messages: [
        {
          role: 'user',
          content: [
            {
              type: 'document',
              source: {
                type: 'base64',
                media_type: 'application/pdf',
                data,
              },
            },
            ...(input.hints ? [{ type: 'text' as const, text: hintsText(input.hints) }] : []),
            { type: 'text', text: EXTRACTION_REQUEST },
          ],
        },
      ],
      output_config: {
        format: { type: 'json_schema', schema: EXTRACTED_INVOICE_JSON_SCHEMA },
        ...(this.effort ? { effort: this.effort } : {}),
      },
    };
  }

  private invoiceFrom(message: Anthropic.Message): ExtractedInvoice {
    if (message.stop_reason === 'refusal') {
      throw new ExtractionError('Claude declined to read this document', false);
    }
    if (message.stop_reason === 'max_tokens') {
      throw new ExtractionError(
        'Claude ran out of output tokens before finishing the answer',
        false,
      );
    }
    const text = message.content
      .filter((block): block is Anthropic.TextBlock => block.type === 'text')
      .map((block) => block.text)
      .join('');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ExtractionError('Claude answered with text that is not JSON', false);
    }
    const parsed = ExtractedInvoiceSchema.safeParse(storableStrings(data));
    if (!parsed.success) {
      // Paths and messages only: the values are the customer's invoice data.
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      throw new ExtractionError(
        `Claude answer does not match the invoice schema (${issues})`,
        false,
      );
    }
    return parsed.data;
  }

  private usage(usage: Anthropic.Usage): ExtractionUsage {
    const tokens = {
      inputTokens: usage.input_tokens,
      outputTokens: usage.output_tokens,
      cacheReadTokens: usage.cache_read_input_tokens ?? 0,
      cacheWriteTokens: usage.cache_creation_input_tokens ?? 0,
    };
    // An unpriced model records its tokens with cost 0 (see CLAUDE_PRICING to add it).
    return { ...tokens, costUsd: claudeCostUsd(this.model, tokens) ?? 0 };
  }
}

/**
 * Every string of an answer made storable (no U+0000, no unpaired surrogate): a model may copy
 * what a PDF's text layer holds, and PostgreSQL refuses both.
 */
function storableStrings(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableStrings);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, each]) => [key, storableStrings(each)]),
    );
  return value;
}
