import type { Invoice } from '@billfold/contract';
import {
  ExportError,
  exportFileName,
  exportFormatOf,
  type ExportFormat,
} from '../utils/export-formats';
import { ExportText } from '../utils/export-text';
import { saveFile } from '../utils/save-file';
import { openExportWorker, type ExportWriter } from '../worker/run-export';
import { fetchAllInvoices, type ExportQuery } from './fetch-all-invoices';

/** The list being exported: a report, and the search, filter and sort it is shown with. */
export interface ExportSource {
  reportId: number;
  reportName: string;
  query: ExportQuery;
}

export type ExportProgress =
  { phase: 'fetching'; loaded: number; total: number } | { phase: 'writing'; total: number };

/** The outside world of an export (a test puts its own in). */
export interface ExportSteps {
  fetchPages: (
    source: ExportSource,
    handlers: {
      onPage: (index: number, invoices: Invoice[]) => void;
      onProgress: (loaded: number, total: number) => void;
    },
    signal?: AbortSignal,
  ) => Promise<number>;
  openWriter: (format: ExportFormat) => ExportWriter;
  save: (file: Blob, fileName: string) => void;
  now: () => Date;
}

const browserSteps: ExportSteps = {
  fetchPages: (source, handlers, signal) =>
    fetchAllInvoices(source.reportId, source.query, { ...handlers, ...(signal ? { signal } : {}) }),
  openWriter: openExportWorker,
  save: saveFile,
  now: () => new Date(),
};

/**
 * Exports the whole list (every page of it) as `invoices.<ext>`, entirely in the browser (SPEC
 * sections 2, 7 and 9): the pages go to a worker as they arrive, which writes the file. Throws
 * an ExportError with the SPEC's words for an unknown format and for an empty list; nothing is
 * downloaded then.
 */
export async function exportInvoices(
  source: ExportSource,
  requested: string,
  options: {
    signal?: AbortSignal;
    onProgress?: (progress: ExportProgress) => void;
    /** Called at every step: a page fetched, the writing advanced (see useInvoiceExport). */
    onAdvance?: () => void;
    steps?: Partial<ExportSteps>;
  } = {},
): Promise<{ format: ExportFormat; fileName: string; count: number }> {
  const steps = { ...browserSteps, ...options.steps };
  const format = exportFormatOf(requested);
  let writer: ExportWriter | undefined;
  try {
    const total = await steps.fetchPages(
      source,
      {
        onPage: (index, invoices) => {
          if (invoices.length > 0) (writer ??= steps.openWriter(format)).addPage(index, invoices);
        },
        onProgress: (loaded, of) => {
          options.onAdvance?.();
          options.onProgress?.({ phase: 'fetching', loaded, total: of });
        },
      },
      options.signal,
    );
    if (!writer) throw new ExportError('empty', ExportText.noData);
    options.onProgress?.({ phase: 'writing', total });
    const { file, count } = await writer.write({
      reportName: source.reportName,
      exportedAt: steps.now().toISOString(),
      signal: options.signal,
      onProgress: options.onAdvance,
    });
    options.signal?.throwIfAborted();
    const fileName = exportFileName(format);
    steps.save(file, fileName);
    return { format, fileName, count };
  } finally {
    writer?.close();
  }
}
