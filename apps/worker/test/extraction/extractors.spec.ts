import { describe, expect, it } from 'vitest';
import {
  ClaudeExtractor,
  DEFAULT_CLAUDE_MODEL,
} from '../../src/analysis/extraction/claude-extractor.js';
import { claudeCostUsd } from '../../src/analysis/extraction/claude-pricing.js';
import { createInvoiceExtractor } from '../../src/analysis/extraction/create-invoice-extractor.js';
import { LocalExtractor } from '../../src/analysis/extraction/local/local-extractor.js';
import type { OcrEngine, OcrPage } from '../../src/analysis/extraction/local/ocr/ocr-engine.js';
import type { PageWord } from '../../src/analysis/extraction/local/page-text.js';
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
            // Page 2 has a dark band (a total's bar), drawn apart.
            ...(pageNumber === 2
              ? { bands: [{ left: 1240, top: 2480, width: 1000, height: 100, image: band }] }
              : {}),
          });
          events.push(`image ${pageNumber}`);
        }
        events.push('render done');
        return { pageCount: 2 };
      },
      close: () => Promise.resolve(),
    };
    const band = Buffer.from([20]);
    const word = (text: string, x: number, top: number): PageWord => ({
      text,
      x,
      right: x + 60,
      y: 842 - top - 12,
      top,
      bottom: top + 12,
      size: 12,
      confidence: 0.9,
    });
    const ocr = {
      recognize: (page: OcrPage) => {
        const at = page.origin ? ` from ${page.origin.x}, ${page.origin.top}` : '';
        const skew = page.skew !== undefined ? ` skew ${page.skew}` : '';
        events.push(`ocr ${page.image[0]} at ${Math.round(page.scale * 72)} dpi${at}${skew}`);
        // The page reads a mark over the bar; the bar read apart, the total and the mark again.
        const words =
          page.image === band
            ? [word('Total', 300, 600), word('1.234,50', 480, 600), word('|', 480, 560)]
            : page.image[0] === 2
              ? [word('|', 485, 562)]
              : [];
        return Promise.resolve({ words, skew: 0.01 });
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
      // The band, where it is on the page (points), at the skew the page's reading measured.
      'ocr 20 at 300 dpi from 297.5, 595 skew 0.01',
    ]);
    expect(read.pages[1]!.words.map((each) => each.text)).toEqual(['|', 'Total', '1.234,50']);
  });
});
