import type { Invoice } from '@billfold/contract';
import { EXPORT_FORMATS, type ExportFormat } from '../utils/export-formats';
import { toExportRow, type ExportDocument } from '../utils/export-rows';
import { writeCsv } from '../writers/csv-writer';
import { writeHtml } from '../writers/html-writer';
import { writeJson } from '../writers/json-writer';
import { writeXml } from '../writers/xml-writer';

/** What the page hands over to write a file. */
export interface ExportJob {
  format: ExportFormat;
  invoices: Invoice[];
  reportName: string;
  exportedAt: string;
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
      // exceljs and jsPDF are large: loaded only when a file of theirs is made.
      const { writeXlsx } = await import('../writers/xlsx-writer');
      return (await writeXlsx(document)) as Uint8Array<ArrayBuffer>;
    }
    case 'pdf': {
      const [{ writePdf }, { loadPdfFonts }] = await Promise.all([
        import('../writers/pdf-writer'),
        import('../writers/pdf-fonts'),
      ]);
      return writePdf(document, await loadPdfFonts());
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
