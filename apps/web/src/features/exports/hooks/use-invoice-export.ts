import { useEffect, useRef, useState } from 'react';
import { ApiError, userMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import type { ExportProgress, ExportSource } from '../api/export-invoices';
import { ExportError, isExportFormat, type ExportFormat } from '../utils/export-formats';
import { ExportText } from '../utils/export-text';

export interface RunningExport {
  format: ExportFormat;
  progress: ExportProgress | null;
}

/**
 * Runs one export at a time and tells how far it is; the outcome is the download itself, or a
 * toast that says why there is none. Leaving the page stops a running export.
 */
export function useInvoiceExport() {
  const [running, setRunning] = useState<RunningExport | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function start(source: ExportSource, format: string): Promise<void> {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    if (isExportFormat(format)) setRunning({ format, progress: null });
    try {
      // Fetching, writing and saving load with the first export: the dashboard starts without them.
      const { exportInvoices } = await import('../api/export-invoices');
      await exportInvoices(source, format, {
        signal: current.signal,
        onProgress: (progress) => {
          if (isExportFormat(format)) setRunning({ format, progress });
        },
      });
    } catch (error) {
      if (current.signal.aborted) return;
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
      controller.current = null;
      if (!current.signal.aborted) setRunning(null);
    }
  }

  return { running, start };
}
