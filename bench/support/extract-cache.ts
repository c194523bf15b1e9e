// Page texts of the corpus files as the local extractor reads them (text layer, OCR of every
// scanned page), kept in .data/extract-cache by the PDF's digest and a reading version, so that
// the benchmark (--cached) and the training script decide on them in seconds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Bump when what readDocument returns changes, so that the cache is read again. 11: the dark
 * bands of the pictures of a text page are read apart (render/dark-bands.ts). 12: an OCR word
 * carries its least sure letter's confidence where tesseract's figure for the word is far below
 * it (ocr-words.ts). 13 and 14: a picture the page layout reads nothing in is read again for any
 * text it holds (a logo's wordmark beside its symbol); 14 keeps of that only the lines the page's
 * e-mail or web address spells. 15: a picture's words right over a line of the text layer are
 * kept (only those beside a text word, over half their height, are its edge). 16: a line the
 * address spells may hold a mark before the name. 17: a page lit unevenly (a photo) is read again
 * with a threshold of each pixel's neighbourhood (render/page-light.ts), and the first reading's
 * words fill in where that one read nothing. 18: what surrounds the sheet on such a page (a desk)
 * painted white before it is read (tried and left out). 19: 17, and the issuer's language read
 * with the same threshold as the rest of such a page. 20: such a page's second reading (and the
 * issuer's language) reads the sheet alone, the desk around it painted white.
 */
const READING_VERSION = 20;
/**
 * The same for the scanned copies: a copy has no text layer, so what is read of it did not change
 * when the pictures of text pages began to be read (versions 4 to 7), and its OCR was kept. Version
 * 4 (reading version 8): the first scanned page spelt in the issuer's language; 5 (9): a label's
 * word kept as the labels spell it; 6 (10): the issuer's country read without a routing number
 * taken for a telephone, and a scan's lone dashes dropped from its lines (both can change the
 * language a scan is read again in, and which pictures of a text page are read); 7 (11): a page's dark
 * bands read apart, their words added where the page's reading has none; 8 (12): a word's least sure
 * letter's confidence; 9 (17): a page lit unevenly read again with a threshold of each pixel's
 * neighbourhood; 10 (18): what surrounds the sheet painted white (left out); 11 (19); 12 (20).
 */
const COPY_READING_VERSION = 12;

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(root, '.data/extract-cache');
// EXTRACT_WORKER_DIST: another build of the worker (an experiment built with --outDir).
const local = path.join(
  process.env.EXTRACT_WORKER_DIST ?? path.join(root, 'apps/worker/dist'),
  'analysis/extraction/local',
);

/** A module of the worker's built local extractor (apps/worker/dist/analysis/extraction/local). */
export async function workerModule<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(local, file)).href)) as T;
}

export interface CachedDocument {
  /** What the engine's readDocument returned: pages (words with boxes) and the e-invoice. */
  text: { pageCount: number; pages: unknown[]; eInvoice: unknown };
  pageCount: number;
}

/**
 * `copy` reads, instead of the PDF, a copy made of it (a scanned copy): the copy is made only when
 * it is not cached, and kept under the original's digest and the copy's name.
 */
export async function cachedDocument(
  engine: {
    readDocument(pdf: Uint8Array, fileName: string, options: { ocr: 'always' }): Promise<unknown>;
  },
  fileName: string,
  pdf: Uint8Array,
  copy?: { name: string; make: () => Promise<Uint8Array> },
): Promise<CachedDocument> {
  const hash = createHash('sha256')
    .update(pdf)
    .update(`v${copy ? COPY_READING_VERSION : READING_VERSION}`);
  // An experiment with the reading (an OCR setting, say) keeps its texts apart from the others.
  const tag = process.env.EXTRACT_CACHE_TAG;
  if (tag) hash.update(`tag:${tag}`);
  if (copy) hash.update(`copy:${copy.name}`);
  const key = hash.digest('hex');
  const cached = path.join(cacheDir, `${key}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as CachedDocument;
  const text = (await engine.readDocument(copy ? await copy.make() : pdf, fileName, {
    ocr: 'always',
  })) as CachedDocument['text'];
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, JSON.stringify({ text, pageCount: text.pageCount }));
  return { text, pageCount: text.pageCount };
}
