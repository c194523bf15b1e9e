import { finished } from 'node:stream';
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
 * Reads the PDF of a multipart/form-data upload while it streams, and settles once, after the
 * whole form was read (or at the first refusal):
 * - the file is the form's first file part; it must be the field `file`, carry a filename and not
 *   be empty, else 400 FILE_MISSING. Other fields and later file parts are read and discarded.
 * - it stops at `maxBytes` (413) and refuses a file whose first bytes are not `%PDF-` (415)
 *   without reading the rest;
 * - a body that is not a complete, well-formed form (cut before its closing boundary, a broken
 *   part header, parts under another boundary than announced, no boundary) is 400
 *   UPLOAD_MALFORMED; so is a request whose client went away (nobody reads that answer).
 * Every stream involved has its error listener: nothing a client sends can throw out of here.
 * Nothing touches the disk.
 */
export function readPdfUpload(request: Request, maxBytes: number): Promise<PdfUpload> {
  return new Promise<PdfUpload>((resolve, reject) => {
    const malformed = () =>
      new AnalysisError(AnalysisErrorCode.UPLOAD_MALFORMED, AnalysisMessage.uploadMalformed);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 20 },
      });
    } catch {
      // multipart/form-data without a boundary (the route admits no other content type).
      request.resume();
      reject(malformed());
      return;
    }
    let settled = false;
    let upload: PdfUpload | undefined;
    const settle = (error: AnalysisError | null) => {
      if (settled) return;
      settled = true;
      if (!error && upload) return resolve(upload);
      request.unpipe(parser);
      parser.destroy();
      // Drain what the client still sends, so it can read our answer.
      request.resume();
      reject(
        error ?? new AnalysisError(AnalysisErrorCode.FILE_MISSING, AnalysisMessage.fileMissing),
      );
    };

    parser.on('file', (field, stream, info) => {
      // A form that breaks off mid-file errors its file stream too; the parser's error settles it.
      stream.on('error', () => settle(malformed()));
      if (field !== 'file' || !info.filename) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
        if (size - chunk.length < PDF_MAGIC.length) {
          const head = Buffer.concat(chunks).subarray(0, PDF_MAGIC.length);
          if (!PDF_MAGIC.subarray(0, head.length).equals(head))
            settle(new AnalysisError(AnalysisErrorCode.NOT_A_PDF, AnalysisMessage.notAPdf));
        }
      });
      stream.on('limit', () => {
        settle(
          new AnalysisError(
            AnalysisErrorCode.FILE_TOO_LARGE,
            AnalysisMessage.fileTooLarge(Math.floor(maxBytes / (1024 * 1024))),
          ),
        );
      });
      stream.on('end', () => {
        // An empty file is no file (what a browser sends for an empty file input).
        if (size === 0) return;
        const bytes = Buffer.concat(chunks, size);
        if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
          return settle(new AnalysisError(AnalysisErrorCode.NOT_A_PDF, AnalysisMessage.notAPdf));
        upload = { fileName: displayName(info.filename), bytes };
      });
    });
    parser.on('error', () => settle(malformed()));
    // After 'finish': the closing boundary was read and every file stream has ended.
    parser.on('close', () => settle(null));
    // The client went away before the body was complete: its bytes will never come.
    finished(request, (error) => {
      if (error) settle(malformed());
    });
    request.pipe(parser);
  });
}
