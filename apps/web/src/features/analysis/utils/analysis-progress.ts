import type { Analysis } from '@billfold/contract';

/** SPEC section 4: the rotating progress text, in this order, changing every 2 s. */
export const PROGRESS_MESSAGES = [
  'Analyzing PDF...',
  'Extracting data...',
  'AI thinking...',
  'Processing invoice...',
  'Reading document...',
  'Generating insights...',
  'Almost done...',
] as const;

/** SPEC section 9: the progress text changes every 2000 ms. */
export const PROGRESS_INTERVAL_MS = 2_000;

/** The progress text after `ticks` changes: the list in order, starting over after the last. */
export function progressMessage(ticks: number): string {
  const index =
    ((Math.floor(ticks) % PROGRESS_MESSAGES.length) + PROGRESS_MESSAGES.length) %
    PROGRESS_MESSAGES.length;
  return PROGRESS_MESSAGES[index] ?? PROGRESS_MESSAGES[0];
}

/** Where an analysis really is, beside the rotating text: what the server has reported. */
export interface AnalysisStage {
  label: string;
  /** Pages rendered so far and of how many, once the page count is known. */
  pages: { rendered: number; total: number } | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function analysisStage(
  analysis: Pick<Analysis, 'status' | 'pageCount' | 'images'> | undefined,
): AnalysisStage {
  if (!analysis) return { label: 'Uploading the PDF', pages: null };
  if (analysis.status === 'queued') return { label: 'Waiting for its turn', pages: null };
  if (analysis.pageCount === null) return { label: 'Opening the PDF', pages: null };
  const total = analysis.pageCount;
  const rendered = Math.min(analysis.images.length, total);
  return {
    label:
      rendered < total
        ? `${plural(total, 'page')} · ${rendered} of ${total} rendered`
        : `${plural(total, 'page')} · all rendered, reading the fields`,
    pages: { rendered, total },
  };
}
