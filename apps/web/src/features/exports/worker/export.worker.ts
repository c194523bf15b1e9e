import { writeExport, type ExportJob } from './write-export';

export type ExportWorkerReply =
  { ok: true; file: Blob } | { ok: false; message: string; stack: string | undefined };

/** The part of a dedicated worker's global scope used here (the app compiles with the DOM types). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ExportJob>) => void): void;
  postMessage(message: ExportWorkerReply): void;
}

// Writing a file of 10,000 invoices takes long enough (Excel, PDF) to freeze a page: it happens
// here, off the main thread, and the page only gets the finished file.
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  writeExport(event.data).then(
    (file) => scope.postMessage({ ok: true, file }),
    (error: unknown) =>
      scope.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      }),
  );
});
