import type { Invoice } from '@billfold/contract';
import {
  ExportError,
  exportFileName,
  exportFormatOf,
  type ExportFormat,
} from '../utils/export-formats';
import { ExportText } from '../utils/export-text';
import { saveFile } from '../utils/save-file';
import { writeExportInWorker } from '../worker/run-export';
import type { ExportJob } from '../worker/write-export';
import { fetchAllInvoices, type ExportQuery } from './fetch-all-invoices';

/** The list being exported: a report, and the search, filter and sort it is shown with. */
export interface ExportSource {
  reportId: number;
  reportName: string;
  query: ExportQuery;
}

export type ExportProgress =
  { phase: 'fetching'; loaded: number; total: number } | { phase: 'writing'; total: number };

export interface ExportSteps {
  fetchAll: (
    source: ExportSource,
    onProgress: (loaded: number, total: number) => void,
    signal?: AbortSignal,
  ) => Promise<Invoice[]>;
  write: (job: ExportJob, signal?: AbortSignal) => Promise<Blob>;
  save: (file: Blob, fileName: string) => void;
  now: () => Date;
}

const browserSteps: ExportSteps = {
  fetchAll: (source, onProgress, signal) =>
    fetchAllInvoices(source.reportId, source.query, { onProgress, ...(signal ? { signal } : {}) }),
  write: writeExportInWorker,
  save: saveFile,
  now: () => new Date(),
};

/**
 * Exports the whole list (every page of it) as `invoices.<ext>`, entirely in the browser (SPEC
 * sections 2, 7 and 9). Throws an ExportError with the SPEC's words for an unknown format and
 * for an empty list; nothing is downloaded then.
 */
export async function exportInvoices(
  source: ExportSource,
  requested: string,
  options: {
    signal?: AbortSignal;
    onProgress?: (progress: ExportProgress) => void;
    steps?: Partial<ExportSteps>;
  } = {},
): Promise<{ format: ExportFormat; fileName: string; count: number }> {
  const steps = { ...browserSteps, ...options.steps };
  const format = exportFormatOf(requested);
  const invoices = await steps.fetchAll(
    source,
    (loaded, total) => options.onProgress?.({ phase: 'fetching', loaded, total }),
    options.signal,
  );
  if (invoices.length === 0) throw new ExportError('empty', ExportText.noData);
  options.onProgress?.({ phase: 'writing', total: invoices.length });
  const file = await steps.write(
    { format, invoices, reportName: source.reportName, exportedAt: steps.now().toISOString() },
    options.signal,
  );
  options.signal?.throwIfAborted();
  const fileName = exportFileName(format);
  steps.save(file, fileName);
  return { format, fileName, count: invoices.length };
}
