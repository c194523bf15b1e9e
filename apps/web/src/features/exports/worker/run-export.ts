import type { Invoice } from '@billfold/contract';
import type { ExportFormat } from '../utils/export-formats';
import type { ExportWorkerMessage, ExportWorkerReply } from './export.worker';

/** A file being made in a worker of its own: fed page by page, then asked to write. */
export interface ExportWriter {
  addPage(index: number, invoices: Invoice[]): void;
  write(meta: {
    reportName: string;
    exportedAt: string;
    signal?: AbortSignal | undefined;
    /** Called as the writing advances. */
    onProgress?: (() => void) | undefined;
  }): Promise<{ file: Blob; count: number }>;
  /** Ends the worker (exceljs and jsPDF hold a lot of memory). */
  close(): void;
}

export function openExportWorker(format: ExportFormat): ExportWriter {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), {
    type: 'module',
    name: 'billfold-export',
  });
  const send = (message: ExportWorkerMessage) => worker.postMessage(message);
  // A worker that cannot start says so once; `write` reports it.
  let failure: Error | undefined;
  const failed = (event: ErrorEvent) =>
    (failure ??= new Error(event.message || 'The export worker could not start'));
  worker.addEventListener('error', failed);
  send({ kind: 'prepare', format });

  return {
    addPage: (index, invoices) => send({ kind: 'page', index, invoices }),
    write: ({ reportName, exportedAt, signal, onProgress }) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        if (signal?.aborted) return reject(signal.reason as Error);
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        worker.addEventListener('error', (event) => reject(failed(event)));
        worker.addEventListener('message', (event: MessageEvent<ExportWorkerReply>) => {
          const reply = event.data;
          if ('progress' in reply) return onProgress?.();
          if (reply.ok) return resolve({ file: reply.file, count: reply.count });
          // The worker's own stack says where it failed.
          const error = new Error(reply.message);
          if (reply.stack) error.stack = reply.stack;
          reject(error);
        });
        send({ kind: 'write', format, reportName, exportedAt });
      }),
    close: () => worker.terminate(),
  };
}
