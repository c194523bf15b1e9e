import { describe, expect, it } from 'vitest';
import {
  ClaudeExtractor,
  DEFAULT_CLAUDE_MODEL,
} from '../../src/analysis/extraction/claude-extractor.js';
import { claudeCostUsd } from '../../src/analysis/extraction/claude-pricing.js';
import { createInvoiceExtractor } from '../../src/analysis/extraction/create-invoice-extractor.js';
import { LocalExtractor } from '../../src/analysis/extraction/local/local-extractor.js';
import type { OcrEngine } from '../../src/analysis/extraction/local/ocr/ocr-engine.js';
import type { PageRenderer } from '../../src/analysis/render/page-renderer.js';

/** Choosing an extractor renders nothing. */
const renderer = {} as PageRenderer;

const tokens = (
  inputTokens: number,
  outputTokens: number,
  cacheReadTokens = 0,
  cacheWriteTokens = 0,
) => ({
  inputTokens,
  outputTokens,
  cacheReadTokens,
  cacheWriteTokens,
});

describe('createInvoiceExtractor', () => {
  it('chooses the local extractor without a key', () => {
    expect(createInvoiceExtractor({ renderer })).toBeInstanceOf(LocalExtractor);
    expect(createInvoiceExtractor({ anthropicApiKey: '  ', renderer }).name).toBe('local');
  });

  it('chooses Claude with a key, on the default or the configured model', () => {
    const standard = createInvoiceExtractor({ anthropicApiKey: 'sk-ant-x', renderer });
    expect(standard).toBeInstanceOf(ClaudeExtractor);
    expect((standard as ClaudeExtractor).model).toBe(DEFAULT_CLAUDE_MODEL);
    const chosen = createInvoiceExtractor({
      anthropicApiKey: 'sk-ant-x',
      model: 'claude-sonnet-5-5',
      anthropicBaseUrl: 'http://127.0.0.1:1',
      renderer,
    });
    expect((chosen as ClaudeExtractor).model).toBe('claude-sonnet-5-5');
  });

  it('defaults to the small model of the 5.5 generation', () => {
    expect(DEFAULT_CLAUDE_MODEL).toBe('claude-haiku-5-5');
  });
});

describe('claudeCostUsd', () => {
  it('prices input, output, cache reads and 5-minute cache writes', () => {
    // Haiku 5.5: $0.10 / $0.50 / $0.01 / $0.125 per million tokens.
    expect(claudeCostUsd('claude-haiku-5-5', tokens(100_000, 0))).toBe(0.01);
    expect(claudeCostUsd('claude-haiku-5-5', tokens(0, 1_000_000))).toBe(0.5);
    expect(claudeCostUsd('claude-haiku-5-5', tokens(0, 0, 100_000))).toBe(0.001);
    expect(claudeCostUsd('claude-haiku-5-5', tokens(0, 0, 0, 80_000))).toBe(0.01);
    expect(claudeCostUsd('claude-opus-5-5', tokens(1000, 1000, 1000, 1000))).toBe(0.0292);
  });

  it('bills a Haiku 5.5 prompt over 100,000 tokens at the long-prompt rates, output included', () => {
    expect(claudeCostUsd('claude-haiku-5-5', tokens(100_000, 1000))).toBe(0.0105);
    expect(claudeCostUsd('claude-haiku-5-5', tokens(90_000, 1000, 10_001))).toBe(0.04800005);
  });

  it('prices a dated model id like its alias and refuses to guess an unknown one', () => {
    expect(claudeCostUsd('claude-haiku-4-5-20251001', tokens(1_000_000, 0))).toBe(1);
    expect(claudeCostUsd('claude-unknown-9', tokens(1000, 1000))).toBeNull();
  });
});

describe('LocalExtractor on a scan', () => {
  it('takes the page images at OCR resolution first and reads them once the renderer is done', async () => {
    const events: string[] = [];
    const scanned: PageRenderer = {
      inspect: () => Promise.resolve({ pageCount: 2 }),
      open: () => Promise.reject(new Error('not used')),
      readText: () =>
        Promise.resolve({
          pageCount: 2,
          pages: [1, 2].map((pageNumber) => ({ pageNumber, width: 595, height: 842, runs: [] })),
          attachments: [],
        }),
      render: async (_pdf, options, onPage) => {
        events.push(
          `render ${options.pages?.join(',')} at ${Math.round((options.scale ?? 0) * 72)} dpi`,
        );
        for (const pageNumber of options.pages ?? []) {
          await onPage({
            pageNumber,
            image: Buffer.from([pageNumber]),
            contentType: 'image/png',
            width: 2480,
            height: 3508,
          });
          events.push(`image ${pageNumber}`);
        }
        events.push('render done');
        return { pageCount: 2 };
      },
      close: () => Promise.resolve(),
    };
    const ocr = {
      recognize: (page: { image: Uint8Array; scale: number }) => {
        events.push(`ocr ${page.image[0]} at ${Math.round(page.scale * 72)} dpi`);
        return Promise.resolve([]);
      },
      close: () => Promise.resolve(),
    } as unknown as OcrEngine;
    const extractor = new LocalExtractor({ renderer: scanned, ocr });
    const read = await extractor.readDocument({
      pdf: new Uint8Array([1]),
      fileName: 'scan.pdf',
      pageCount: 2,
    });
    expect(read.pages.map((page) => [page.page, page.source])).toEqual([
      [1, 'ocr'],
      [2, 'ocr'],
    ]);
    expect(events).toEqual([
      'render 1,2 at 300 dpi',
      'image 1',
      'image 2',
      'render done',
      'ocr 1 at 300 dpi',
      'ocr 2 at 300 dpi',
    ]);
  });
});
