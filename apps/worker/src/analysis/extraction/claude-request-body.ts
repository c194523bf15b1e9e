import { randomUUID } from 'node:crypto';

/** Bytes of the PDF encoded at a time: a multiple of 3, so that no chunk but the last pads. */
const CHUNK_BYTES = 3 * 256 * 1024;

/**
 * The JSON body of a Messages API request whose one document block carries `pdf`: the bytes the
 * SDK would send (`JSON.stringify(params)` with the PDF in base64 in that block), as a Blob that
 * holds them once, outside the JavaScript heap. The SDK's own encoding holds at once the base64
 * string, the JSON string (two bytes a character as soon as one character of the prompt is outside
 * Latin-1) and its UTF-8 bytes, and undici a copy of those for the stream it sends and one for a
 * redirect: about 6.7 times the PDF (46 MB for a PDF of 6.9 MB), against 1.3 times here plus a
 * chunk. A worker drawing a long document's pages beside it peaks that much lower
 * (bench/analysis-pipeline, README).
 *
 * `withPdf(data)` returns the request's params with `data` as the document's base64 data.
 */
export function messagesRequestBody<T>(
  pdf: Uint8Array,
  withPdf: (data: string) => T,
): { params: T; body: Blob } {
  // A placeholder no prompt can hold; the params keep it (the SDK reads them for headers only).
  const marker = `pdf:${randomUUID()}`;
  const params = withPdf(marker);
  const json = JSON.stringify(params);
  const quoted = JSON.stringify(marker);
  const at = json.indexOf(quoted);
  if (at === -1 || json.indexOf(quoted, at + 1) !== -1)
    throw new Error('The request must carry the PDF in exactly one place.');
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // A Blob made of Blobs refers to them rather than copying them: each chunk's base64 string is
  // copied in once and is garbage at once.
  let body = new Blob([json.slice(0, at + 1)]); // up to the opening quote
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES)
    body = new Blob([body, bytes.subarray(start, start + CHUNK_BYTES).toString('base64')]);
  return {
    params,
    // From the closing quote on.
    body: new Blob([body, json.slice(at + quoted.length - 1)], { type: 'application/json' }),
  };
}
