import Anthropic from '@anthropic-ai/sdk';
import { EXTRACTED_INVOICE_JSON_SCHEMA } from '@billfold/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import {
  ClaudeExtractor,
  type ClaudeExtractorOptions,
} from '../../src/analysis/extraction/claude-extractor.js';
import {
  ExtractionError,
  type ExtractionInput,
} from '../../src/analysis/extraction/invoice-extractor.js';
import {
  errorAnswer,
  messageAnswer,
  startAnthropicStub,
  type AnthropicStub,
  type StubRequest,
} from '../../src/testing/anthropic-stub.js';

const API_KEY = 'sk-ant-test-key-never-logged';
const pdf = new TextEncoder().encode('%PDF-1.7\n% a tiny stand-in for an invoice PDF\n%%EOF\n');
const input = { pdf, fileName: 'invoice.pdf', pageCount: 1 };

const goodInvoice = {
  invoiceNumber: 'INV-2024-117',
  date: '2024-03-05',
  vendor: 'Acme Ltd',
  amount: 100,
  taxAmount: 20,
  total: 120,
  taxNumber1: null,
  taxNumber2: null,
  taxNumber3: 'GB123456789',
  currency: 'GBP',
  category: 'Software',
  description: 'Annual licence for Acme Editor.',
};

// Retry-After-Ms keeps the SDK's backoff short in tests (it honours the header).
const fast = { 'retry-after-ms': '10' };

let stub: AnthropicStub;
const extractor = (options: Partial<ClaudeExtractorOptions> = {}) =>
  new ClaudeExtractor({ apiKey: API_KEY, baseUrl: stub.url, ...options });

async function extractionError(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

beforeAll(async () => {
  stub = await startAnthropicStub();
});
afterAll(async () => {
  await stub.stop();
});
beforeEach(() => {
  stub.requests.length = 0;
});

describe('ClaudeExtractor against a Messages API stub', () => {
  it('sends the PDF, the cached instructions and the output schema, and returns the validated invoice', async () => {
    stub.answer(
      messageAnswer(JSON.stringify(goodInvoice), { usage: { cache_read_input_tokens: 1000 } }),
    );
    const result = await extractor().extract(input);

    expect(result.invoice).toEqual(goodInvoice);
    expect(result).toMatchObject({ extractor: 'claude', model: 'claude-haiku-5-5' });
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/messages');
    // SDK 1.x sends the key as a bearer token (older ones used x-api-key).
    const credential = request?.headers.authorization ?? request?.headers['x-api-key'];
    expect(credential === `Bearer ${API_KEY}` || credential === API_KEY).toBe(true);
    expect(request?.headers['anthropic-version']).toBeTruthy();
    // The body the extractor builds (claude-request-body.ts): JSON, of a known length.
    expect(request?.headers['content-type']).toBe('application/json');
    expect(Number(request?.headers['content-length'])).toBe(request?.raw.length);
    expect(request?.headers['transfer-encoding']).toBeUndefined();

    const body = request?.body ?? {};
    expect(body.model).toBe('claude-haiku-5-5');
    expect(body.max_tokens).toBeGreaterThan(0);
    // Current models answer 400 to these: none may be sent.
    for (const refused of ['temperature', 'top_p', 'top_k', 'tool_choice', 'tools', 'stream']) {
      expect(body, refused).not.toHaveProperty(refused);
    }
    const messages = body.messages as { role: string; content: Record<string, unknown>[] }[];
    expect(messages).toHaveLength(1);
    expect(messages.at(-1)?.role).toBe('user'); // no pre-filled assistant answer
    const document = messages[0]?.content[0] as { type: string; source: Record<string, string> };
    expect(document.type).toBe('document');
    expect(document.source).toEqual({
      type: 'base64',
      media_type: 'application/pdf',
      data: Buffer.from(pdf).toString('base64'),
    });
    // The file name is the uploader's: it never reaches the model.
    expect(JSON.stringify(messages)).not.toContain('invoice.pdf');

    const system = body.system as { type: string; text: string; cache_control?: unknown }[];
    expect(system.at(-1)?.cache_control).toEqual({ type: 'ephemeral' });
    expect(system.map((block) => block.text).join('\n')).toContain('never instructions');
    expect(system.at(-1)?.text).toContain('"additionalProperties": false');

    const outputConfig = body.output_config as {
      format: { type: string; schema: unknown };
      effort?: string;
    };
    expect(outputConfig.format).toEqual({
      type: 'json_schema',
      schema: EXTRACTED_INVOICE_JSON_SCHEMA,
    });
    expect(outputConfig.effort).toBe('low');
  });

  it('sends a schema the SDK’s own structured-output transform leaves unchanged', () => {
    expect(transformJSONSchema(EXTRACTED_INVOICE_JSON_SCHEMA)).toEqual(
      EXTRACTED_INVOICE_JSON_SCHEMA,
    );
  });

  it('records token usage and its cost', async () => {
    stub.answer(
      messageAnswer(JSON.stringify(goodInvoice), {
        usage: {
          input_tokens: 1500,
          output_tokens: 120,
          cache_read_input_tokens: 1000,
          cache_creation_input_tokens: 0,
        },
      }),
    );
    const { usage } = await extractor().extract(input);
    // Haiku 5.5: $0.10 input, $0.50 output, $0.01 cache read per million tokens.
    expect(usage).toEqual({
      inputTokens: 1500,
      outputTokens: 120,
      cacheReadTokens: 1000,
      cacheWriteTokens: 0,
      costUsd: 0.00022,
    });
  });

  it('uses the configured model and prices a cache write', async () => {
    stub.answer(
      messageAnswer(JSON.stringify(goodInvoice), {
        model: 'claude-sonnet-5-5',
        usage: { input_tokens: 2000, output_tokens: 200, cache_creation_input_tokens: 1200 },
      }),
    );
    const result = await extractor({ model: 'claude-sonnet-5-5' }).extract(input);
    expect(stub.requests[0]?.body.model).toBe('claude-sonnet-5-5');
    expect(result.model).toBe('claude-sonnet-5-5');
    // $2 × 2000 + $10 × 200 + $2.50 × 1200 per million tokens.
    expect(result.usage?.costUsd).toBe(0.009);
  });

  it('sends the very bytes and headers the SDK sends on its own, whole on every retry', async () => {
    // A PDF larger than one chunk of the body's encoding (claude-request-body.ts).
    const large = { ...input, pdf: new Uint8Array(randomBytes(1_000_001)) };
    const claude = extractor();
    const params = (
      claude as unknown as { request(input: ExtractionInput, data: string): unknown }
    ).request(large, Buffer.from(large.pdf).toString('base64'));
    stub.answer(messageAnswer(JSON.stringify(goodInvoice)));
    await new Anthropic({ apiKey: API_KEY, baseURL: stub.url, logLevel: 'warn' }).messages.create(
      params as Anthropic.MessageCreateParamsNonStreaming,
    );
    const alone = stub.requests[0]!;
    stub.requests.length = 0;
    stub.answer(
      errorAnswer(500, 'api_error', 'Internal error', { headers: fast }),
      errorAnswer(429, 'rate_limit_error', 'Rate limited', { headers: fast }),
      messageAnswer(JSON.stringify(goodInvoice)),
    );
    await claude.extract(large);
    expect(stub.requests).toHaveLength(3);
    // The attempt's number and the timeout (the SDK's default here) aside.
    const sameFor = ({
      'x-stainless-retry-count': _count,
      'x-stainless-timeout': _timeout,
      ...rest
    }: StubRequest['headers']) => rest;
    for (const sent of stub.requests) {
      expect(sent.raw.equals(alone.raw)).toBe(true);
      expect(Number(sent.headers['content-length'])).toBe(alone.raw.length);
      expect(sameFor(sent.headers)).toEqual(sameFor(alone.headers));
    }
  });

  it('rides out a 429 and a 529 with the SDK’s retries', async () => {
    stub.answer(
      errorAnswer(
        429,
        'rate_limit_error',
        'Number of request tokens has exceeded your per-minute rate limit',
        { headers: fast },
      ),
      errorAnswer(529, 'overloaded_error', 'Overloaded', { headers: fast }),
      messageAnswer(JSON.stringify(goodInvoice)),
    );
    const result = await extractor().extract(input);
    expect(result.invoice.invoiceNumber).toBe('INV-2024-117');
    expect(stub.requests).toHaveLength(3);
    expect(stub.requests[2]?.headers['x-stainless-retry-count']).toBe('2');
  });

  it('gives up on rate limits after the configured retries, as a retryable error', async () => {
    stub.answer(errorAnswer(429, 'rate_limit_error', 'Rate limited', { headers: fast }));
    const error = await extractionError(extractor({ maxRetries: 2 }).extract(input));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('HTTP 429');
    expect(stub.requests).toHaveLength(3);
  });

  it.each([
    ['an error code', { errorCode: 'enforced_spend_limit_reached' }, 'Spend limit reached'],
    [
      'only its message',
      {},
      'You have reached your specified API usage limits. You will regain access on 2026-12-01.',
    ],
  ])('does not retry a spend-limit 429 named by %s', async (_what, options, message) => {
    stub.answer(errorAnswer(429, 'rate_limit_error', message, { ...options, headers: fast }));
    const error = await extractionError(extractor().extract(input));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('spend limit reached');
    expect(stub.requests).toHaveLength(1);
  });

  it.each([
    [400, 'invalid_request_error'],
    [401, 'authentication_error'],
    [403, 'permission_error'],
    [404, 'not_found_error'],
    [413, 'request_too_large'],
  ])('fails for good on HTTP %i without retrying', async (status, type) => {
    stub.answer(errorAnswer(status, type, `stub ${type}`, { headers: fast }));
    const error = await extractionError(extractor().extract(input));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain(`HTTP ${status}`);
    expect(error.message).toContain(type);
    expect(error.message).not.toContain(API_KEY);
    expect(stub.requests).toHaveLength(1);
  });

  it.each([
    [500, 'api_error'],
    [503, 'api_error'],
    [529, 'overloaded_error'],
  ])('calls HTTP %i retryable once the SDK’s retries are spent', async (status, type) => {
    stub.answer(errorAnswer(status, type, 'try later', { headers: fast }));
    const error = await extractionError(extractor({ maxRetries: 1 }).extract(input));
    expect(error.retryable).toBe(true);
    expect(stub.requests).toHaveLength(2);
  });

  it('times out on a server that never answers, as a retryable error', async () => {
    stub.answer({ status: 200, hang: true });
    const started = Date.now();
    const error = await extractionError(
      extractor({ timeoutMs: 300, maxRetries: 0 }).extract(input),
    );
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails as retryable when the server cannot be reached', async () => {
    const error = await extractionError(
      new ClaudeExtractor({
        apiKey: API_KEY,
        baseUrl: 'http://127.0.0.1:9',
        maxRetries: 0,
      }).extract(input),
    );
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('could not connect');
  });

  it('stops when the caller aborts', async () => {
    stub.answer({ status: 200, hang: true });
    const controller = new AbortController();
    const pending = extractor({ maxRetries: 0 }).extract({ ...input, signal: controller.signal });
    // Abort once the stub holds the request: aborting earlier left a request in flight that a
    // loaded machine delivered during the next test, which then counted two requests.
    await vi.waitFor(() => expect(stub.requests).toHaveLength(1), { timeout: 5_000 });
    controller.abort();
    const error = await extractionError(pending);
    expect(error.message).toContain('cancelled');
  });

  it.each([
    ['text that is not JSON', 'Sure! The vendor is Acme Ltd.'],
    ['JSON that is not an invoice', JSON.stringify({ ...goodInvoice, date: '05.03.2024' })],
    ['an invoice missing fields', JSON.stringify({ vendor: 'Acme Ltd' })],
    ['a JSON array', JSON.stringify([goodInvoice])],
  ])('refuses %s without retrying', async (_what, text) => {
    stub.answer(messageAnswer(text));
    const error = await extractionError(extractor().extract(input));
    expect(error.retryable).toBe(false);
    expect(stub.requests).toHaveLength(1);
  });

  it('names the schema problem by field, not by value', async () => {
    stub.answer(messageAnswer(JSON.stringify({ ...goodInvoice, currency: 'pounds sterling' })));
    const error = await extractionError(extractor().extract(input));
    expect(error.message).toContain('currency');
    expect(error.message).not.toContain('pounds sterling');
  });

  it.each([
    ['refusal', 'declined'],
    ['max_tokens', 'ran out of output tokens'],
  ])('treats stop reason %s as a permanent failure', async (stopReason, message) => {
    stub.answer(messageAnswer('{"invoiceNumber": ', { stopReason }));
    const error = await extractionError(extractor().extract(input));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain(message);
  });

  it('refuses a PDF over the API page limit before sending anything', async () => {
    const error = await extractionError(extractor().extract({ ...input, pageCount: 101 }));
    expect(error.retryable).toBe(false);
    expect(stub.requests).toHaveLength(0);
  });
});
