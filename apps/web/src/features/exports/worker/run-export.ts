import type { ExportWorkerReply } from './export.worker';
import type { ExportJob } from './write-export';

/** Writes the file in a worker of its own (ended afterwards: exceljs and jsPDF hold a lot of memory). */
export function writeExportInWorker(job: ExportJob, signal?: AbortSignal): Promise<Blob> {
  const worker = new Worker(new URL('./export.worker.ts', import.meta.url), {
    type: 'module',
    name: 'billfold-export',
  });
  return new Promise<Blob>((resolve, reject) => {
    signal?.throwIfAborted();
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    worker.addEventListener('message', (event: MessageEvent<ExportWorkerReply>) => {
      if (event.data.ok) return resolve(event.data.file);
      // The worker's own stack says where it failed.
      const error = new Error(event.data.message);
      if (event.data.stack) error.stack = event.data.stack;
      reject(error);
    });
    worker.addEventListener('error', (event) => {
      reject(new Error(event.message || 'The export worker could not start'));
    });
    worker.postMessage(job);
  }).finally(() => worker.terminate());
}
