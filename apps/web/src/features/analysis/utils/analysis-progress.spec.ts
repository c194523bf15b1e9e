import { describe, expect, it } from 'vitest';
import {
  analysisStage,
  PROGRESS_INTERVAL_MS,
  PROGRESS_MESSAGES,
  progressMessage,
} from './analysis-progress';

describe('the rotating progress text', () => {
  it('goes through exactly the SPEC messages, in order', () => {
    expect(PROGRESS_MESSAGES).toEqual([
      'Analyzing PDF...',
      'Extracting data...',
      'AI thinking...',
      'Processing invoice...',
      'Reading document...',
      'Generating insights...',
      'Almost done...',
    ]);
    expect(Array.from({ length: 7 }, (_, tick) => progressMessage(tick))).toEqual(
      PROGRESS_MESSAGES,
    );
  });

  it('starts over after the last message', () => {
    expect(progressMessage(7)).toBe('Analyzing PDF...');
    expect(progressMessage(8)).toBe('Extracting data...');
    expect(progressMessage(7 * 100 + 6)).toBe('Almost done...');
  });

  it('changes every 2 seconds', () => {
    expect(PROGRESS_INTERVAL_MS).toBe(2_000);
  });

  it('never shows nothing, whatever the count', () => {
    expect(progressMessage(-1)).toBe('Almost done...');
    expect(progressMessage(2.7)).toBe('AI thinking...');
  });
});

describe('analysisStage', () => {
  const images = (count: number) => Array.from({ length: count }, (_, i) => `pages/a/${i + 1}`);

  it('says the PDF is uploading before the server has answered', () => {
    expect(analysisStage(undefined)).toEqual({ label: 'Uploading the PDF', pages: null });
  });

  it('says it waits while queued and opens the PDF before the pages are counted', () => {
    expect(analysisStage({ status: 'queued', pageCount: null, images: [] }).label).toBe(
      'Waiting for its turn',
    );
    expect(analysisStage({ status: 'processing', pageCount: null, images: [] }).label).toBe(
      'Opening the PDF',
    );
  });

  it('counts the pages rendered once the page count is known', () => {
    expect(analysisStage({ status: 'processing', pageCount: 3, images: images(1) })).toEqual({
      label: '3 pages · 1 of 3 rendered',
      pages: { rendered: 1, total: 3 },
    });
    expect(analysisStage({ status: 'processing', pageCount: 1, images: [] }).label).toBe(
      '1 page · 0 of 1 rendered',
    );
    expect(analysisStage({ status: 'processing', pageCount: 2, images: images(2) })).toEqual({
      label: '2 pages · all rendered, reading the fields',
      pages: { rendered: 2, total: 2 },
    });
  });
});
