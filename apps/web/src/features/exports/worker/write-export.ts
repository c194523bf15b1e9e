import type { Invoice } from '@billfold/contract';
import { EXPORT_FORMATS, type ExportFormat } from '../utils/export-formats';
import { toExportRow, type ExportDocument } from '../utils/export-rows';
import { writeCsv } from '../writers/csv-writer';
import { writeHtml } from '../writers/html-writer';
import { writeJson } from '../writers/json-writer';
import { writeXml } from '../writers/xml-writer';

/** What a file is made of: the invoices in the list's order, and the report they belong to. */
export interface ExportJob {
  format: ExportFormat;
  invoices: Invoice[];
  reportName: string;
  exportedAt: string;
}

// exceljs and jsPDF (with its font) are large: loaded only when a file of theirs is made, and
// from the moment the export starts, while the invoices are still being fetched.
const loadXlsx = () => import('../writers/xlsx-writer');
const loadPdf = () =>
  Promise.all([import('../writers/pdf-writer'), import('../writers/pdf-fonts')]).then(
    async ([{ writePdf }, { loadPdfFonts }]) => ({ writePdf, fonts: await loadPdfFonts() }),
  );
let xlsx: ReturnType<typeof loadXlsx> | undefined;
let pdf: ReturnType<typeof loadPdf> | undefined;

/** Starts loading what writing `format` needs. */
export function prepareWriter(format: ExportFormat): void {
  if (format === 'excel') xlsx ??= loadXlsx();
  if (format === 'pdf') pdf ??= loadPdf();
}

type WriteContent = (document: ExportDocument) => BlobPart | Promise<BlobPart>;

/** What writes `format`, once its code is loaded (no progress is reported while it loads). */
async function writerOf(format: ExportFormat): Promise<WriteContent> {
  switch (format) {
    case 'csv':
      return writeCsv;
    case 'json':
      return writeJson;
    case 'xml':
      return writeXml;
    case 'html':
      return writeHtml;
    case 'excel': {
      const { writeXlsx } = await (xlsx ??= loadXlsx());
      return async (document) => (await writeXlsx(document)) as Uint8Array<ArrayBuffer>;
    }
    case 'pdf': {
      const { writePdf, fonts } = await (pdf ??= loadPdf());
      return (document) => writePdf(document, fonts);
    }
  }
}

/**
 * How often a write that is waiting on its own work (exceljs compressing the file) says it is
 * still under way: the timer fires only while the worker's event loop turns, never while it is
 * frozen or gone.
 */
const STILL_WRITING_MS = 500;

/**
 * The file of an export, in its format's MIME type. `onProgress` is called as the writing
 * advances: the writer loaded, rows laid out, pages drawn, and while an asynchronous part runs.
 */
export async function writeExport(
  job: ExportJob,
  onProgress: () => void = () => {},
): Promise<Blob> {
  const write = await writerOf(job.format);
  onProgress();
  const document: ExportDocument = {
    rows: job.invoices.map(toExportRow),
    reportName: job.reportName,
    exportedAt: job.exportedAt,
    onProgress,
  };
  const stillWriting = setInterval(onProgress, STILL_WRITING_MS);
  try {
    return new Blob([await write(document)], { type: EXPORT_FORMATS[job.format].mimeType });
  } finally {
    clearInterval(stillWriting);
  }
}
