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

async function contentOf(format: ExportFormat, document: ExportDocument): Promise<BlobPart> {
  switch (format) {
    case 'csv':
      return writeCsv(document);
    case 'json':
      return writeJson(document);
    case 'xml':
      return writeXml(document);
    case 'html':
      return writeHtml(document);
    case 'excel': {
      const { writeXlsx } = await (xlsx ??= loadXlsx());
      return (await writeXlsx(document)) as Uint8Array<ArrayBuffer>;
    }
    case 'pdf': {
      const { writePdf, fonts } = await (pdf ??= loadPdf());
      return writePdf(document, fonts);
    }
  }
}

/** The file of an export, in its format's MIME type. */
export async function writeExport(job: ExportJob): Promise<Blob> {
  const document: ExportDocument = {
    rows: job.invoices.map(toExportRow),
    reportName: job.reportName,
    exportedAt: job.exportedAt,
  };
  return new Blob([await contentOf(job.format, document)], {
    type: EXPORT_FORMATS[job.format].mimeType,
  });
}
