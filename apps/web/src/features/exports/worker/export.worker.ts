import type { Invoice } from '@billfold/contract';
import type { ExportFormat } from '../utils/export-formats';
import { InvoicePages } from '../utils/invoice-pages';
import { prepareWriter, writeExport } from './write-export';

/** What the page tells the worker: the format first, each page as it arrives, then "write". */
export type ExportWorkerMessage =
  | { kind: 'prepare'; format: ExportFormat }
  | { kind: 'page'; index: number; invoices: Invoice[] }
  | { kind: 'write'; format: ExportFormat; reportName: string; exportedAt: string };

export type ExportWorkerReply =
  | { progress: true }
  | { ok: true; file: Blob; count: number }
  | { ok: false; message: string; stack: string | undefined };

/** The part of a dedicated worker's global scope used here (the app compiles with the DOM types). */
interface WorkerScope {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<ExportWorkerMessage>) => void,
  ): void;
  postMessage(message: ExportWorkerReply): void;
}

// Writing a file of 10,000 invoices takes long enough (Excel, PDF) to freeze a page: it happens
// here, off the main thread. The pages come in as they are fetched (small messages, none of
// which holds the page up) and the page only gets the finished file, and word of the writing's
// progress (so that a slow file is told from a stuck one).
const scope = self as unknown as WorkerScope;
const pages = new InvoicePages();

scope.addEventListener('message', ({ data: message }) => {
  if (message.kind === 'prepare') prepareWriter(message.format);
  else if (message.kind === 'page') pages.add(message.index, message.invoices);
  else {
    const invoices = pages.invoices();
    writeExport({ ...message, invoices }, () => scope.postMessage({ progress: true })).then(
      (file) => scope.postMessage({ ok: true, file, count: invoices.length }),
      (error: unknown) =>
        scope.postMessage({
          ok: false,
          message: error instanceof Error ? error.message : String(error),
          stack: error instanceof Error ? error.stack : undefined,
        }),
    );
  }
});
