// The renderer process: PDFium (WebAssembly) or pdf.js draws pages on a Skia canvas that encodes
// them; pdf.js reads the text, the pictures' places and the attachments. Started by
// renderer-process.ts with a heap limit, no environment, no eval and (by default) Node's
// permission model; the parent adds the memory and time limits from outside, since a hostile
// PDF may keep this process too busy to police itself.
//
// Node runs this file as it is (dist/*.js, or this .ts through type stripping in tests), so it
// imports nothing of ours at run time but dark-bands and page-light, found beside it with their own
// extension: the `import type` lines vanish.
import { init as startPdfium, type WrappedPdfiumModule } from '@embedpdf/pdfium';
import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pdf as pdfToImg, type Pdf as PdfImages } from 'pdf-to-img';
import {
  AnnotationMode,
  getDocument,
  OPS,
  PDFWorker,
  Util,
  VerbosityLevel,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DarkBand } from './dark-bands.js';
import type { PdfRejectionReason } from './page-renderer.js';
import type {
  ChildMessage,
  ChildReply,
  ImageFormat,
  PagePart,
  ParentMessage,
  PictureBox,
  RendererSettings,
  TextRun,
} from './renderer-protocol.js';

// pdf.js parses in this thread ("fake worker") when its worker module is already loaded: nothing
// is fetched from a worker URL, a CDN or anywhere else.
const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = (await import(workerModule)) as unknown;

// The dark bands of a page drawn for OCR, drawn apart as dark text on white: the module beside
// this one (dark-bands.js once built, dark-bands.ts when this file runs from sources).
const { drawLightened, findDarkBands } = (await import(
  new URL(`./dark-bands${path.extname(new URL(import.meta.url).pathname)}`, import.meta.url).href
)) as typeof import('./dark-bands.js');
// Whether a page drawn for OCR is lit unevenly, and such a page's sheet alone (page-light.js or
// .ts, the same way).
const { paintAroundSheet, unevenLight } = (await import(
  new URL(`./page-light${path.extname(new URL(import.meta.url).pathname)}`, import.meta.url).href
)) as typeof import('./page-light.js');

// Fonts, CMaps, ICC profiles and wasm decoders: the files bundled in the npm package, read from
// disk. Nothing is loaded from the network, nor from the system's fonts.
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const local = (folder: string) => path.join(pdfjsDir, folder) + path.sep;
const documentParameters = {
  isEvalSupported: false, // pdf.js >= 5.7 has no eval left; the process also forbids it (flag)
  useSystemFonts: false,
  disableFontFace: true,
  useWorkerFetch: false,
  standardFontDataUrl: local('standard_fonts'),
  cMapUrl: local('cmaps'),
  cMapPacked: true,
  iccUrl: local('iccs'),
  wasmUrl: local('wasm'),
  enableXfa: false,
  disableRange: true,
  disableStream: true,
  disableAutoFetch: true,
  verbosity: VerbosityLevel.ERRORS,
};

class Rejection extends Error {
  readonly reason: PdfRejectionReason;
  constructor(reason: PdfRejectionReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

// Fixed for the life of the process (the parent passes them as the one argument).
const settings = JSON.parse(process.argv[2] ?? '') as RendererSettings;

/**
 * PDFium, when it draws: one WebAssembly instance for the life of the process, its binary read
 * from the package on disk. Its memory grows to the largest page drawn and is never handed back,
 * so the pool's recycling (recycleAboveMb) bounds it. After a failure inside it (an abort, memory
 * exhausted) the instance is left alone and pdf.js draws instead.
 */
let pdfium: WrappedPdfiumModule | undefined;
if (settings.rasteriser === 'pdfium') {
  const wasm = await readFile(
    createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm'),
  );
  pdfium = await startPdfium({
    wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
  });
  pdfium.PDFiumExt_Init();
}

/**
 * A document open in PDFium: its handle, and the FPDF_FILEACCESS through which it reads the PDF's
 * bytes from JavaScript memory (pdf.js's copy) rather than from a copy of its own.
 */
interface PdfiumDocument {
  access: number;
  handle: number;
}

let open:
  | {
      task: PDFDocumentLoadingTask;
      /** The document's own pdf.js worker (in this thread), ended when it closes. */
      worker: PDFWorker;
      document: PDFDocumentProxy;
      /**
       * PDFium's reading of the same PDF, opened at its first drawing (pdfiumDocument); null
       * when PDFium cannot read it.
       */
      pdfium?: PdfiumDocument | null;
      /**
       * The PDF's bytes, for a rasteriser that opens it again (PDFium, pdf-to-img): the very
       * bytes pdf.js parses (pickUpBytes), not a copy. Read only.
       */
      bytes?: Uint8Array;
      /** pdf-to-img only: its documents by scale and format. */
      images?: Map<string, Promise<PdfImages>>;
    }
  | undefined;

const send = (message: ChildMessage) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );

async function closeDocument(): Promise<void> {
  await dropAhead();
  canvases.clear();
  const current = open;
  open = undefined;
  if (current?.pdfium) closePdfium(current.pdfium);
  await current?.task.destroy();
  current?.worker.destroy();
  for (const images of current?.images?.values() ?? [])
    await images.then((each) => each.destroy()).catch(() => undefined);
}

/** pdf.js errors (rebuilt from its parser) and allocation failures, as a reason and a sentence. */
function classify(error: unknown): Rejection {
  if (error instanceof Rejection) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException')
    return new Rejection('encrypted', 'The PDF is password-protected.');
  if (/size is zero bytes/i.test(message)) return new Rejection('empty', 'The PDF file is empty.');
  if (/allocation failed|invalid (typed )?array length|out of memory|\bOOM\b/i.test(message))
    return new Rejection('out-of-memory', 'The PDF needs more memory than is allowed to render.');
  return new Rejection('malformed', 'The file is not a valid PDF, or it is damaged or truncated.');
}

// PDFium's bitmap format and render flags (fpdfview.h): 4 bytes a pixel, drawn with the page's
// annotations, in RGBA order (as a canvas's ImageData holds it) rather than BGRA.
const FPDF_BITMAP_BGRA = 4;
const FPDF_ANNOT = 0x01;
const FPDF_REVERSE_BYTE_ORDER = 0x10;
const WHITE = 0xffffffff;

/**
 * PDFium's reading of the open document, opened at its first drawing: a job that only counts
 * pages or reads text, and OCR's pages (drawn by pdf.js), never open it in PDFium. None (pdf.js
 * draws) when PDFium cannot read it.
 *
 * PDFium reads the PDF through a callback (FPDF_LoadCustomDocument) from the bytes pdf.js holds,
 * a block at a time, instead of from a copy in its own memory (FPDF_LoadMemDocument): that copy
 * (the whole file: 6.5 MB for the bench's 50 pages) stayed in its WebAssembly memory, which never
 * shrinks, beside the two in JavaScript.
 */
function pdfiumDocument(): PdfiumDocument | undefined {
  const module = pdfium;
  if (!module || !open?.bytes || open.pdfium === null) return undefined;
  if (open.pdfium) return open.pdfium;
  open.pdfium = null;
  const access = fileAccessOf(module, open.bytes);
  if (!access) return undefined;
  let handle: number;
  try {
    handle = module.FPDF_LoadCustomDocument(access, '');
  } catch {
    brokenPdfium();
    return undefined;
  }
  if (!handle) {
    module.pdfium.wasmExports.free(access);
    source = undefined;
    return undefined;
  }
  open.pdfium = { access, handle };
  return open.pdfium;
}

/** The bytes PDFium's open document reads from (one document at a time). */
let source: Uint8Array | undefined;
/** FPDF_FILEACCESS's m_GetBlock, made once: copies a block of `source` into PDFium's memory. */
let getBlock: number | undefined;

/**
 * A FPDF_FILEACCESS (in PDFium's memory, freed when the document closes) for `bytes`, which must
 * stay as they are while the document is open.
 */
function fileAccessOf(module: WrappedPdfiumModule, bytes: Uint8Array): number {
  if (getBlock === undefined)
    // int m_GetBlock(void* param, unsigned long position, unsigned char* pBuf, unsigned long size)
    getBlock = module.pdfium.addFunction(
      (_param: number, position: number, buffer: number, size: number) => {
        const [start, length, target] = [position >>> 0, size >>> 0, buffer >>> 0];
        if (!source || start + length > source.byteLength) return 0;
        // PDFium's memory may have moved since the last block (it grows): read HEAPU8 now.
        module.pdfium.HEAPU8.set(source.subarray(start, start + length), target);
        return 1;
      },
      'iiiii',
    );
  // { unsigned long m_FileLen; int (*m_GetBlock)(...); void* m_Param; }: 32-bit in WebAssembly.
  const access = module.pdfium.wasmExports.malloc(12);
  if (!access) return 0;
  module.pdfium.setValue(access, bytes.byteLength, 'i32');
  module.pdfium.setValue(access + 4, getBlock, 'i32');
  module.pdfium.setValue(access + 8, 0, 'i32');
  source = bytes;
  return access;
}

function closePdfium(document: PdfiumDocument): void {
  source = undefined;
  if (!pdfium) return; // broken: its memory goes with the process
  pdfium.FPDF_CloseDocument(document.handle);
  pdfium.pdfium.wasmExports.free(document.access);
}

/**
 * A failure inside PDFium (a trap, an abort) may leave its instance in any state: pdf.js draws
 * from now on.
 */
function brokenPdfium(): void {
  pdfium = undefined;
  if (open) open.pdfium = null;
}

/**
 * Rows PDFium draws at a time (up to 2.5 megapixels: an A4 page at 150 dpi in one go): the band's
 * bitmap sits in its memory beside the canvas instead of a second copy of a large page, and its
 * memory, which never shrinks, grows less. Each band is drawn again from the page's content, so
 * smaller bands cost CPU (1 Mpx: 16 ms more a page, bench/rasterise).
 */
const BAND_PIXELS = 2_500_000;
/** PDFium draws in slices of about this long, the event loop turning between them. */
const SLICE_MS = 15;
const FPDF_RENDER_TOBECONTINUED = 1;

/** PDFium's pause callback (IFSDK_PAUSE), made once: it asks for a pause once a slice is over. */
let pause: { struct: number; sliceStart: number } | undefined;
function pauseOf(module: WrappedPdfiumModule): number {
  if (!pause) {
    const state = { struct: 0, sliceStart: 0 };
    const needToPauseNow = module.pdfium.addFunction(
      () => (performance.now() - state.sliceStart >= SLICE_MS ? 1 : 0),
      'ii',
    );
    // { int version; FPDF_BOOL (*NeedToPauseNow)(IFSDK_PAUSE*); void* user; }
    state.struct = module.pdfium.wasmExports.malloc(12);
    module.pdfium.setValue(state.struct, 1, 'i32');
    module.pdfium.setValue(state.struct + 4, needToPauseNow, 'i32');
    module.pdfium.setValue(state.struct + 8, 0, 'i32');
    pause = state;
  }
  pause.sliceStart = performance.now();
  return pause.struct;
}

/** A drawing stopped from outside (a page drawn ahead that is not wanted). */
class Cancelled extends Error {}

/**
 * Draws a page with PDFium onto the canvas, band by band, each in slices between which the event
 * loop turns (replies go out, a cancel is heard): the whole page at `full` pixels, moved by
 * `crop`'s corner when the canvas is a part of it. False when PDFium cannot read the page (pdf.js
 * draws it).
 */
async function drawnByPdfium(
  document: PdfiumDocument,
  pageNumber: number,
  canvas: Canvas,
  full: { width: number; height: number },
  crop: { left: number; top: number } | null,
  cancelled: () => boolean,
): Promise<boolean> {
  const module = pdfium;
  if (!module) return false;
  const { width, height } = canvas;
  const bandHeight = Math.max(1, Math.min(height, Math.floor(BAND_PIXELS / width)));
  let page = 0;
  let pixels = 0;
  let bitmap = 0;
  let rendering = false;
  try {
    page = module.FPDF_LoadPage(document.handle, pageNumber - 1);
    if (!page) return false;
    pixels = module.pdfium.wasmExports.malloc(width * bandHeight * 4);
    if (!pixels)
      throw new Rejection('out-of-memory', 'The PDF needs more memory than is allowed to render.');
    bitmap = module.FPDFBitmap_CreateEx(width, bandHeight, FPDF_BITMAP_BGRA, pixels, width * 4);
    const context = canvas.getContext('2d');
    const flags = FPDF_ANNOT | FPDF_REVERSE_BYTE_ORDER;
    for (let top = 0; top < height; top += bandHeight) {
      const rows = Math.min(bandHeight, height - top);
      module.FPDFBitmap_FillRect(bitmap, 0, 0, width, bandHeight, WHITE);
      rendering = true;
      let status = module.FPDF_RenderPageBitmap_Start(
        bitmap,
        page,
        -(crop?.left ?? 0),
        -((crop?.top ?? 0) + top),
        full.width,
        full.height,
        0,
        flags,
        pauseOf(module),
      );
      while (status === FPDF_RENDER_TOBECONTINUED) {
        await new Promise((resolve) => setImmediate(resolve));
        if (cancelled()) throw new Cancelled();
        status = module.FPDF_RenderPage_Continue(page, pauseOf(module));
      }
      module.FPDF_RenderPage_Close(page);
      rendering = false;
      // The canvas copies the band (PDFium's memory may move when it grows: read it now).
      const band = new Uint8ClampedArray(module.pdfium.HEAPU8.buffer, pixels, width * rows * 4);
      context.putImageData(new ImageData(band, width, rows), 0, top);
    }
    return true;
  } catch (error) {
    if (error instanceof Rejection || error instanceof Cancelled) throw error;
    brokenPdfium();
    return false;
  } finally {
    if (pdfium) {
      if (rendering) pdfium.FPDF_RenderPage_Close(page);
      if (bitmap) pdfium.FPDFBitmap_Destroy(bitmap);
      if (pixels) pdfium.pdfium.wasmExports.free(pixels);
      if (page) pdfium.FPDF_ClosePage(page);
    }
  }
}

/**
 * The bytes pdf.js's worker (a fake one, in this thread) parses the document from: the copy
 * getDocument makes of a view such as the IPC message's (or the array it is given whole) and
 * hands over (transfers) to it. PDFium and pdf-to-img read those too, rather than a copy of
 * their own; neither pdf.js nor they write to them. Read off the one message that carries them
 * over the worker's port, whose listeners all get the same event.
 */
function pickUpBytes(worker: PDFWorker): { bytes: () => Uint8Array | undefined; stop(): void } {
  let bytes: Uint8Array | undefined;
  const port = worker.port as unknown as {
    addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
    removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  };
  const listener = (event: { data: unknown }) => {
    const message = event.data as { action?: unknown; data?: { data?: unknown } } | null;
    if (message?.action === 'GetDocRequest' && message.data?.data instanceof Uint8Array)
      bytes = message.data.data;
  };
  port.addEventListener('message', listener);
  return { bytes: () => bytes, stop: () => port.removeEventListener('message', listener) };
}

async function openDocument(pdf: Uint8Array, maxPages: number, limits: RendererSettings) {
  await closeDocument();
  const worker = new PDFWorker({ verbosity: documentParameters.verbosity });
  let task: PDFDocumentLoadingTask | undefined;
  let document: PDFDocumentProxy;
  let bytes: Uint8Array | undefined;
  try {
    await worker.promise;
    const pickedUp = settings.rasteriser === 'pdfjs' ? undefined : pickUpBytes(worker);
    const length = pdf.byteLength;
    task = getDocument({
      ...documentParameters,
      data: pdf,
      maxImageSize: limits.maxImagePixels,
      worker,
    });
    document = await task.promise;
    pickedUp?.stop();
    if (pickedUp) {
      // PDFium and pdf-to-img open the PDF again: pdf.js's bytes, or (were they not seen) a
      // copy of what was sent, when pdf.js copied it rather than taking it.
      const seen = pickedUp.bytes();
      bytes =
        seen?.byteLength === length ? seen : pdf.byteLength === length ? pdf.slice() : undefined;
    }
  } catch (error) {
    await task?.destroy();
    worker.destroy();
    throw error;
  }
  open = {
    task,
    worker,
    document,
    ...(bytes ? { bytes } : {}),
    ...(settings.rasteriser === 'pdf-to-img' ? { images: new Map() } : {}),
  };
  const pageCount = document.numPages;
  if (pageCount === 0) throw new Rejection('empty', 'The PDF has no pages.');
  if (pageCount > maxPages)
    throw new Rejection(
      'too-many-pages',
      `The PDF has ${pageCount} pages; at most ${maxPages} can be analysed at once.`,
    );
  // Page sizes come from the page dictionaries alone (no content is parsed), so a page larger
  // than a PDF may be is refused before anything is charged or drawn.
  for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
    const page = await document.getPage(pageNumber);
    const { width, height } = page.getViewport({ scale: 1 });
    if (!(width <= limits.maxPageSidePoints && height <= limits.maxPageSidePoints))
      throw new Rejection(
        'too-large',
        `Page ${pageNumber} is ${Math.round(width / 72)} × ${Math.round(height / 72)} inches, larger than a PDF page can be.`,
      );
    if (!(width >= 1 && height >= 1))
      throw new Rejection('malformed', `Page ${pageNumber} has no size.`);
  }
  return pageCount;
}

/**
 * The canvases pages are drawn on, kept for the next page of the same size: a new 2-Mpx canvas
 * for every page cost about 20 ms of allocation and page faults (bench/rasterise). Two at most:
 * one being encoded while the next page is drawn on the other. A canvas larger than an A3 page
 * (over LARGE_CANVAS_PIXELS: a poster or an oversized scan, drawn within the page budget) is not
 * kept, and the kept ones are freed before it is made: it would otherwise hold up to 32 MiB, and
 * sit beside them at the renderer's peak.
 */
const LARGE_CANVAS_PIXELS = 5_000_000;
const canvases = {
  free: [] as Canvas[],
  take(width: number, height: number): Canvas {
    const index = this.free.findIndex((each) => each.width === width && each.height === height);
    if (index !== -1) return this.free.splice(index, 1)[0]!;
    if (width * height > LARGE_CANVAS_PIXELS) this.clear();
    return createCanvas(width, height);
  },
  give(canvas: Canvas): void {
    if (canvas.width * canvas.height > LARGE_CANVAS_PIXELS) return release(canvas);
    this.free.push(canvas);
    // Frees the pixels of any beyond two now rather than at the next garbage collection.
    for (const extra of this.free.splice(0, Math.max(0, this.free.length - 2))) release(extra);
  },
  clear(): void {
    for (const canvas of this.free.splice(0)) release(canvas);
  },
};
const release = (canvas: Canvas) => {
  canvas.width = 0;
  canvas.height = 0;
};

/** A drawing under way, which a page drawn ahead and no longer wanted stops. */
interface Cancellable {
  cancel(): void;
}

interface DrawnPage {
  canvas: Canvas;
  width: number;
  height: number;
  /** Its dark bands, where it was drawn for OCR (pixels). */
  bands: DarkBand[];
  /** Drawn for OCR, whole, and lit unevenly (page-light.ts). */
  unevenLight: boolean;
}

/**
 * Draws one page on a canvas (pdf.js fills it white first: JPEG has no transparency), or only a
 * part of it: the canvas is then that part's size, and its blank parts are painted white.
 */
function drawPage(
  pageNumber: number,
  requestedScale: number,
  limits: RendererSettings,
  options: {
    part?: PagePart | undefined;
    /** For OCR: pdf.js draws it, whatever the process draws with, and its dark bands are found. */
    ocr?: boolean | undefined;
  } = {},
): { task: Promise<Cancellable | undefined>; drawn: Promise<DrawnPage> } {
  const { part } = options;
  let resolveTask!: (task: Cancellable | undefined) => void;
  const task = new Promise<Cancellable | undefined>((resolve) => (resolveTask = resolve));
  const drawn = (async () => {
    if (!open) throw new Error('No document is open.');
    const page = await open.document.getPage(pageNumber);
    const unscaled = page.getViewport({ scale: 1 });
    // Within the pixel budget: a poster-sized page is drawn smaller rather than refused.
    const budget = Math.sqrt(limits.maxPagePixels / (unscaled.width * unscaled.height));
    const viewport = page.getViewport({ scale: Math.min(requestedScale, budget) });
    const crop = part ? pixelBox(part.region, viewport) : null;
    const width = crop ? crop.width : Math.max(1, Math.round(viewport.width));
    const height = crop ? crop.height : Math.max(1, Math.round(viewport.height));
    const canvas = canvases.take(width, height);
    try {
      const full = { width: Math.round(viewport.width), height: Math.round(viewport.height) };
      // A page drawn ahead and no longer wanted is stopped (either rasteriser hears it between
      // two slices of its drawing).
      let cancelled = false;
      let rendering: RenderTask | undefined;
      resolveTask({
        cancel: () => {
          cancelled = true;
          rendering?.cancel();
        },
      });
      const inPdfium = options.ocr ? undefined : pdfiumDocument();
      const byPdfium =
        inPdfium !== undefined &&
        (await drawnByPdfium(inPdfium, pageNumber, canvas, full, crop, () => cancelled));
      if (!byPdfium) {
        rendering = page.render({
          canvas,
          viewport,
          ...(crop ? { transform: [1, 0, 0, 1, -crop.left, -crop.top] } : {}),
        });
        // pdf.js goes on drawing through promise callbacks alone, so Node's event loop would not
        // turn until the page is drawn: a page drawn ahead would hold back the reply for the page
        // before it (its encoding done, its message unsent) for as long as it takes, and a slow
        // page would keep a finished one from being stored. Between its slices of drawing (about
        // 15 ms each) the loop turns.
        rendering.onContinue = (next: () => void) => setImmediate(next);
        if (cancelled) rendering.cancel();
        await rendering.promise;
      }
      if (crop && part?.blank?.length) {
        const context = canvas.getContext('2d');
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.fillStyle = '#fff';
        for (const region of part.blank) {
          const box = pixelBox(region, viewport);
          context.fillRect(box.left - crop.left, box.top - crop.top, box.width, box.height);
        }
      }
      const readRows = (top: number, rows: number) =>
        canvas.getContext('2d').getImageData(0, top, width, rows).data;
      const bands = options.ocr ? findDarkBands(readRows, width, height, viewport.scale * 72) : [];
      // (A whole page's light: a part of one is a picture on a text page. Only a hint: a page whose
      // light cannot be judged is read as a scan.)
      let uneven = false;
      try {
        uneven =
          options.ocr === true &&
          !crop &&
          unevenLight(readRows, width, height, viewport.scale * 72);
      } catch {
        uneven = false;
      }
      return { canvas, width, height, bands, unevenLight: uneven };
    } catch (error) {
      canvases.give(canvas);
      throw error;
    } finally {
      page.cleanup();
    }
  })().finally(() => resolveTask(undefined)); // nothing to cancel when it failed before it began
  return { task, drawn };
}

/** A part of the page (points from its top-left corner) in the viewport's whole pixels. */
function pixelBox(
  region: PagePart['region'],
  viewport: { width: number; height: number; scale: number },
): { left: number; top: number; width: number; height: number } {
  const clamp = (value: number, most: number) => Math.min(Math.max(value, 0), most);
  const left = clamp(Math.floor(region.x * viewport.scale), Math.round(viewport.width) - 1);
  const top = clamp(Math.floor(region.top * viewport.scale), Math.round(viewport.height) - 1);
  const right = clamp(Math.ceil(region.right * viewport.scale), Math.round(viewport.width));
  const bottom = clamp(Math.ceil(region.bottom * viewport.scale), Math.round(viewport.height));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The page drawn ahead: while page n is encoded (off this thread, by the canvas's encoder), the
 * page the parent will ask for next is drawn, so one document keeps two cores busy. Both
 * rasterisers draw in slices, so the reply for page n goes out as soon as it is encoded.
 */
let ahead:
  { key: string; task: Promise<Cancellable | undefined>; drawn: Promise<DrawnPage> } | undefined;
const pageKey = (pageNumber: number, scale: number, ocr: boolean | undefined) =>
  `${pageNumber}@${scale}${ocr ? ' ocr' : ''}`;

/** Stops the page drawn ahead, if any, and waits until pdf.js has let go of its canvas. */
async function dropAhead(): Promise<void> {
  const current = ahead;
  ahead = undefined;
  if (!current) return;
  (await current.task)?.cancel();
  const drawn = await current.drawn.catch(() => undefined);
  if (drawn) canvases.give(drawn.canvas);
}

async function renderPage(
  pageNumber: number,
  requestedScale: number,
  limits: RendererSettings,
  format: ImageFormat,
  next: number | undefined,
  part: PagePart | undefined,
  ocr: boolean | undefined,
) {
  const key = pageKey(pageNumber, requestedScale, ocr);
  // A page drawn ahead is drawn whole: a part of it is drawn anew.
  let drawing = !part && ahead?.key === key ? ahead : undefined;
  if (drawing) ahead = undefined;
  else {
    await dropAhead();
    drawing = { key, ...drawPage(pageNumber, requestedScale, limits, { part, ocr }) };
  }
  const { canvas, width, height, bands, unevenLight: uneven } = await drawing.drawn;
  try {
    // Each band drawn apart first (PNG: OCR reads them), so nothing can fail while the page's
    // encoding still reads the canvas.
    const bandImages = bands.map((band) => {
      const apart = createCanvas(band.width, band.height);
      drawLightened(canvas.getContext('2d'), band, apart.getContext('2d'));
      return { band, image: apart.encode('png').finally(() => release(apart)) };
    });
    const bandsEncoded = Promise.all(
      bandImages.map(async ({ band, image }) => ({ ...band, image: await image })),
    );
    // A band whose encoding fails fails the page where it is awaited below, not the process now.
    bandsEncoded.catch(() => undefined);
    const encoding =
      format === 'png' ? canvas.encode('png') : canvas.encode(format, limits.quality);
    if (next !== undefined)
      ahead = {
        key: pageKey(next, requestedScale, ocr),
        ...drawPage(next, requestedScale, limits, { ocr }),
      };
    // A page drawn ahead that fails fails when it is asked for, not now.
    ahead?.drawn.catch(() => undefined);
    const image = await encoding;
    // Only once the page's own encoding is done: the sheet is painted on the same canvas.
    const sheet = uneven ? await sheetImage(canvas, width, height) : undefined;
    return {
      image,
      width,
      height,
      ...(uneven ? { unevenLight: true } : {}),
      ...(sheet ? { sheet } : {}),
      ...(bandImages.length > 0 ? { bands: await bandsEncoded } : {}),
    };
  } finally {
    canvases.give(canvas);
  }
}

/**
 * A photo's page with what lies around the sheet painted white (page-light.ts), as PNG, painted on
 * the page's canvas; undefined where there is nothing to paint, or it cannot be (only a help to
 * OCR: the page as drawn is read anyway).
 */
async function sheetImage(
  canvas: Canvas,
  width: number,
  height: number,
): Promise<Uint8Array | undefined> {
  try {
    const context = canvas.getContext('2d');
    const pixels = context.getImageData(0, 0, width, height);
    if (!paintAroundSheet(pixels.data, width, height)) return undefined;
    context.putImageData(pixels, 0, 0);
    return await canvas.encode('png');
  } catch {
    return undefined;
  }
}

/**
 * One page through pdf-to-img: a document of its own per scale and format (pdf-to-img takes them
 * once per document), opened with the same pdf.js options. Its canvas is as large as the
 * viewport's whole pixels, and its JPEG quality is its own (92).
 */
async function renderWithPdfToImg(
  pageNumber: number,
  requestedScale: number,
  limits: RendererSettings,
  format: ImageFormat,
) {
  if (!open?.bytes || !open.images) throw new Error('No document is open.');
  if (format === 'webp') throw new Error('pdf-to-img writes JPEG and PNG images, not WebP.');
  const page = await open.document.getPage(pageNumber);
  const unscaled = page.getViewport({ scale: 1 });
  const budget = Math.sqrt(limits.maxPagePixels / (unscaled.width * unscaled.height));
  const scale = Math.min(requestedScale, budget);
  const viewport = page.getViewport({ scale });
  const key = `${scale} ${format}`;
  let images = open.images.get(key);
  if (!images) {
    images = pdfToImg(open.bytes.slice(), {
      scale,
      format,
      docInitParams: { ...documentParameters, maxImageSize: limits.maxImagePixels },
    });
    open.images.set(key, images);
  }
  const image = await (await images).getPage(pageNumber);
  return {
    image: new Uint8Array(image.buffer, image.byteOffset, image.byteLength),
    width: Math.max(1, Math.floor(viewport.width)),
    height: Math.max(1, Math.floor(viewport.height)),
  };
}

async function readText(pageNumber: number, withPictures: boolean) {
  if (!open) throw new Error('No document is open.');
  const page = await open.document.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const pictures = withPictures ? await picturesOn(page, viewport) : undefined;
    const content = await page.getTextContent();
    const runs: TextRun[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
      const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), 1);
      const style = content.styles[item.fontName];
      const [left = x, baseline = y] = viewport.convertToViewportPoint(x, y) as number[];
      const [right = left + item.width] = viewport.convertToViewportPoint(
        x + item.width,
        y,
      ) as number[];
      runs.push({
        // Composed characters: "ä" rather than "a" and a combining diaeresis.
        text: item.str.normalize('NFC'),
        x: Math.min(left, right),
        right: Math.max(left, right),
        baseline,
        size,
        ascent: style?.ascent && style.ascent > 0.3 ? style.ascent : 0.8,
        descent: style?.descent && style.descent < 0 ? style.descent : -0.2,
      });
    }
    return {
      width: viewport.width,
      height: viewport.height,
      runs,
      ...(pictures ? { pictures } : {}),
    };
  } finally {
    page.cleanup();
  }
}

type Page = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;
type Matrix = [number, number, number, number, number, number];

/** Pictures smaller than this (points) are rules, bullets and specks, not worth reading. */
const MIN_PICTURE_SIDE = 8;

/**
 * Where the page paints images, in points from its top-left corner: each image fills the unit
 * square of the transformation in force, which the operator list's save, restore, transform and
 * form (its /Matrix) operators build up. Annotations are left out.
 */
async function picturesOn(
  page: Page,
  viewport: ReturnType<Page['getViewport']>,
): Promise<PictureBox[]> {
  // Without the annotations' appearances (their own transforms are not followed here).
  const { fnArray, argsArray } = await page.getOperatorList({
    annotationMode: AnnotationMode.DISABLE,
  });
  const boxes: PictureBox[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (let index = 0; index < fnArray.length; index++) {
    const args = argsArray[index] as unknown[] | null;
    switch (fnArray[index]) {
      case OPS.save:
        stack.push(ctm);
        break;
      case OPS.restore:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.transform:
        ctm = Util.transform(ctm, args) as Matrix;
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push(ctm);
        // The form's /Matrix (pdf.js passes a Float32Array).
        const matrix = args?.[0];
        if (Array.isArray(matrix) || ArrayBuffer.isView(matrix))
          ctm = Util.transform(ctm, Array.from(matrix as ArrayLike<number>)) as Matrix;
        break;
      }
      case OPS.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject: {
        // The unit square through the transformation, then the viewport's (top-left origin).
        const bounds = [Infinity, Infinity, -Infinity, -Infinity];
        Util.axialAlignedBoundingBox([0, 0, 1, 1], Util.transform(viewport.transform, ctm), bounds);
        // paintImageXObject's arguments are the image's id, width and height; the others' an
        // image with its width and height.
        const image = (fnArray[index] === OPS.paintImageXObject ? null : args?.[0]) as {
          width?: number;
          height?: number;
        } | null;
        const [width, height] = image
          ? [Number(image.width), Number(image.height)]
          : [Number(args?.[1]), Number(args?.[2])];
        const box = {
          pixels: Number.isFinite(width * height) ? width * height : 0,
          x: Math.max(0, bounds[0]!),
          top: Math.max(0, bounds[1]!),
          right: Math.min(viewport.width, bounds[2]!),
          bottom: Math.min(viewport.height, bounds[3]!),
        };
        if (box.right - box.x >= MIN_PICTURE_SIDE && box.bottom - box.top >= MIN_PICTURE_SIDE)
          boxes.push(box);
        break;
      }
    }
  }
  return boxes;
}

async function readAttachments(extensions: string[], maxFiles: number, maxBytes: number) {
  if (!open) throw new Error('No document is open.');
  const attachments = await open.document.getAttachments().catch(() => null);
  const files: { name: string; content: Uint8Array }[] = [];
  for (const [id, attachment] of attachments ?? []) {
    if (files.length >= maxFiles) break;
    const name = String(attachment.filename || id);
    if (!extensions.some((extension) => name.toLowerCase().endsWith(extension))) continue;
    const content = (await open.document.getAttachmentContent(id).catch(() => null)) as unknown;
    if (content instanceof Uint8Array && content.byteLength <= maxBytes)
      files.push({ name, content });
  }
  return files;
}

async function handle(message: ParentMessage): Promise<ChildReply> {
  const limits = settings;
  try {
    switch (message.type) {
      case 'open':
        return {
          type: 'opened',
          id: message.id,
          pageCount: await openDocument(message.pdf, message.maxPages, limits),
        };
      case 'page':
        return {
          type: 'page',
          id: message.id,
          pageNumber: message.pageNumber,
          // pdf-to-img draws whole pages: a part is drawn by pdf.js whatever the rasteriser.
          ...(await (limits.rasteriser === 'pdf-to-img' && !message.part && !message.ocr
            ? renderWithPdfToImg(
                message.pageNumber,
                message.scale,
                limits,
                message.format ?? limits.format,
              )
            : renderPage(
                message.pageNumber,
                message.scale,
                limits,
                message.format ?? limits.format,
                message.next,
                message.part,
                message.ocr,
              ))),
        };
      case 'text':
        return {
          type: 'text',
          id: message.id,
          pageNumber: message.pageNumber,
          ...(await readText(message.pageNumber, message.pictures === true)),
        };
      case 'attachments':
        return {
          type: 'attachments',
          id: message.id,
          files: await readAttachments(message.extensions, message.maxFiles, message.maxBytes),
        };
      case 'close':
        await closeDocument();
        // A full collection (--expose-gc) hands back the heap the document grew, which V8 would
        // keep committed: the pool then sees what the renderer really holds between jobs.
        (globalThis as { gc?: () => void }).gc?.();
        return { type: 'closed', id: message.id };
    }
  } catch (error) {
    await closeDocument().catch(() => undefined);
    const rejection = classify(error);
    return {
      type: 'rejected',
      id: message.id,
      reason: rejection.reason,
      message: rejection.message,
      detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

// One message at a time, in order (the parent never sends the next before this one's reply).
let queue = Promise.resolve();
process.on('message', (message: ParentMessage) => {
  queue = queue.then(async () => send(await handle(message)));
});
// The parent is gone (even killed): nothing is left to render for.
process.on('disconnect', () => process.exit(0));
// A stop signal sent to the worker's whole process group (Ctrl-C, a dev watcher's restart, a
// container's init) is the worker's to act on: it drains its jobs and then stops its renderers.
// The page being drawn is finished, not lost as a crash on the user's file.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => undefined);
await send({ type: 'ready' });
