import busboy from 'busboy';
import type { Request } from 'express';
import { AnalysisError, AnalysisErrorCode, AnalysisMessage } from './analyses.errors.js';

export interface PdfUpload {
  fileName: string;
  bytes: Buffer;
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** The file name for display: no path, no control characters, at most 255 characters. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'invoice.pdf').slice(0, 255);
}

/**
 * Reads the multipart field `file` while it streams: stops at `maxBytes` (413) and refuses
 * anything whose first bytes are not `%PDF-` (415) without reading the rest. Other fields and
 * further files are ignored (only the first file is used). Nothing touches the disk.
 */
export function readPdfUpload(request: Request, maxBytes: number): Promise<PdfUpload> {
  return new Promise<PdfUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 20 } });
    } catch {
      reject(new AnalysisError(AnalysisErrorCode.FILE_MISSING, AnalysisMessage.fileMissing));
      return;
    }
    let settled = false;
    let received: Promise<PdfUpload> | undefined;
    const fail = (error: AnalysisError) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      // Drain what the client still sends, so it can read our answer.
      request.resume();
      reject(error);
    };

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || received) {
        stream.resume();
        return;
      }
      received = new Promise<PdfUpload>((done) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          chunks.push(chunk);
          if (chunks.length === 1 || size - chunk.length < PDF_MAGIC.length) {
            const head = Buffer.concat(chunks).subarray(0, PDF_MAGIC.length);
            if (!PDF_MAGIC.subarray(0, head.length).equals(head)) {
              stream.resume();
              fail(new AnalysisError(AnalysisErrorCode.NOT_A_PDF, AnalysisMessage.notAPdf));
            }
          }
        });
        stream.on('limit', () => {
          fail(new AnalysisError(AnalysisErrorCode.FILE_TOO_LARGE, AnalysisMessage.fileTooLarge(Math.floor(maxBytes / (1024 * 1024)))));
        });
        stream.on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (bytes.length < PDF_MAGIC.length || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
            fail(new AnalysisError(AnalysisErrorCode.NOT_A_PDF, AnalysisMessage.notAPdf));
          }
          done({ fileName: displayName(info.filename), bytes });
        });
      });
    });
    parser.on('error', () => fail(new AnalysisError(AnalysisErrorCode.FILE_MISSING, AnalysisMessage.fileMissing)));
    parser.on('close', () => {
      if (settled) return;
      if (!received) return fail(new AnalysisError(AnalysisErrorCode.FILE_MISSING, AnalysisMessage.fileMissing));
      void received.then((upload) => {
        if (settled) return;
        settled = true;
        resolve(upload);
      });
    });
    request.pipe(parser);
  });
}
