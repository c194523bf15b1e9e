import { useEffect, useRef, useState } from 'react';
import { ApiError, userMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import type { ExportProgress, ExportSource } from '../api/export-invoices';
import {
  EXPORT_FORMATS,
  ExportError,
  exportBudgetMs,
  isExportFormat,
  type ExportFormat,
} from '../utils/export-formats';
import { ExportText } from '../utils/export-text';
import { watchForStall, type StallWatch } from '../utils/stall-watch';

export interface RunningExport {
  format: ExportFormat;
  progress: ExportProgress | null;
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    promise.then(resolve, reject);
  });
}

/**
 * Runs one export at a time and tells how far it is; the outcome is the download itself, or a
 * toast that says why there is none. An export is stopped (its worker ended, its requests
 * cancelled) only when it is stuck: when it has gone its format's time budget without a step
 * (no page fetched, no progress of the writing). A slow export that keeps advancing, as a large
 * one on a busy machine does, finishes. Leaving the page stops a running export.
 */
export function useInvoiceExport() {
  const [running, setRunning] = useState<RunningExport | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Exports the list as `format`; `count`, the invoices in it, widens the budget of a long list. */
  async function start(source: ExportSource, format: string, count?: number): Promise<void> {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    let watch: StallWatch | undefined;
    if (isExportFormat(format)) {
      setRunning({ format, progress: null });
      watch = watchForStall(exportBudgetMs(format, count), () => {
        const label = EXPORT_FORMATS[format].label;
        current.abort(new ExportError('too-slow', ExportText.tooSlow(label)));
      });
    }
    const timedOut = () =>
      current.signal.reason instanceof ExportError && current.signal.reason.reason === 'too-slow';
    try {
      // Fetching, writing and saving load with the first export: the dashboard starts without them.
      const { exportInvoices } = await untilAborted(
        import('../api/export-invoices'),
        current.signal,
      );
      watch?.advanced();
      await exportInvoices(source, format, {
        signal: current.signal,
        onAdvance: () => watch?.advanced(),
        onProgress: (progress) => {
          if (isExportFormat(format) && !current.signal.aborted) setRunning({ format, progress });
        },
      });
    } catch (error) {
      if (current.signal.aborted) {
        // Stuck: said. Left the page: nobody to tell.
        if (timedOut()) toast.error((current.signal.reason as ExportError).message);
        return;
      }
      if (error instanceof ExportError) {
        if (error.reason === 'empty') toast.info(error.message);
        else toast.error(error.message);
      } else if (error instanceof ApiError || error instanceof TypeError) {
        // The server's answer, or that it could not be reached.
        toast.error(userMessageOf(error));
      } else {
        console.error('Export failed', error);
        toast.error(ExportText.failed);
      }
    } finally {
      watch?.stop();
      controller.current = null;
      if (!current.signal.aborted || timedOut()) setRunning(null);
    }
  }

  return { running, start };
}
