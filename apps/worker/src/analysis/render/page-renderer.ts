import type { BandImage, PagePart, PictureBox, TextRun } from './renderer-protocol.js';

/** One page of a PDF as an image, for viewing and for OCR. */
export interface RenderedPage {
  /** 1-based, in document order. */
  pageNumber: number;
  image: Buffer;
  contentType: 'image/webp' | 'image/jpeg' | 'image/png';
  /** Pixels. */
  width: number;
  height: number;
  /** Drawn for OCR (RenderOptions.ocr): the page's dark bands, each drawn apart (dark-bands.ts). */
  bands?: BandImage<Buffer>[];
  /**
   * Drawn for OCR, the whole page, and lit unevenly: a photo of a sheet (a desk around it, a
   * shadow across it; page-light.ts), which OCR reads a second time, turned into black and white
   * by each pixel's neighbourhood.
   */
  unevenLight?: boolean;
  /**
   * Such a page (PNG) with what lies around the sheet painted white (page-light.ts's
   * paintAroundSheet): the desk, which OCR's layout analysis can take for a picture and drop the
   * text beside it with. Absent on other pages, and where no desk could be painted (too little or
   * too much of the image is dark and joined to its edge, or the painting failed).
   */
  sheet?: Buffer;
}

export interface RenderOptions {
  /**
   * pdf.js scale: 1 is 72 dpi. Default DEFAULT_RENDER_SCALE (150 dpi). A page that would need more
   * pixels than the renderer's page budget at this scale is drawn smaller, never refused.
   */
  scale?: number;
  /** More pages than this: 'too-many-pages' before anything is rendered. */
  maxPages: number;
  /** Only these pages (1-based, in this order); default every page. */
  pages?: readonly number[];
  /** The image format, when not the renderer's own (OCR wants lossless PNG). */
  format?: 'jpeg' | 'webp' | 'png';
  /**
   * Only this part of each page is drawn (its region in points from the page's top-left corner,
   * its blank parts painted white): the image is the region's size, from its whole pixels at the
   * scale (its left and top rounded down).
   */
  part?: PagePart;
  /**
   * The pages are drawn for OCR: by pdf.js, whatever the pool draws with (the extractor's readings
   * are tuned on pdf.js's images, and PDFium's read worse on the tuned scans: the extraction bench,
   * README), and their dark bands found and drawn apart (RenderedPage.bands).
   */
  ocr?: boolean;
  /** Aborting stops the render (the renderer process is replaced) and rejects with the reason. */
  signal?: AbortSignal;
}

export interface InspectOptions {
  /** Default: the pool's maxPages. */
  maxPages?: number;
  signal?: AbortSignal;
}

/** One page's text layer: its size in points and its text runs (none on a scanned page). */
export interface PageTextLayer {
  pageNumber: number;
  width: number;
  height: number;
  runs: TextRun[];
  /** Where the page paints images, when they were asked for (ReadTextOptions.picturePages). */
  pictures?: PictureBox[];
}

export interface ReadTextOptions {
  /** More pages than this: 'too-many-pages'. */
  maxPages: number;
  /** The pages whose text is read, given the page count (default every page). */
  pages?: (pageCount: number) => number[];
  /** Pages whose pictures (where images are painted) are read too; none by default. */
  picturePages?: readonly number[];
  /** Embedded files with these extensions are returned (".xml"); none by default. */
  attachments?: { extensions: string[]; maxFiles: number; maxBytes: number };
  signal?: AbortSignal;
}

export interface PdfTextContent {
  pageCount: number;
  pages: PageTextLayer[];
  attachments: { name: string; content: Uint8Array }[];
}

/**
 * A PDF open in one renderer for one job: its page count is known, and its text and pages are read
 * from the document already parsed, one call at a time (never two at once). close() ends the job:
 * the renderer closes the document and goes back to the pool (or is replaced).
 */
export interface OpenedPdf {
  readonly pageCount: number;
  readText(options: Omit<ReadTextOptions, 'maxPages'>): Promise<PdfTextContent>;
  render(
    options: Omit<RenderOptions, 'maxPages'>,
    onPage: (page: RenderedPage) => Promise<void>,
  ): Promise<{ pageCount: number }>;
  /** Safe to call more than once; later calls wait for the first. */
  close(): Promise<void>;
}

export interface PageRenderer {
  /**
   * Opens the PDF in an isolated renderer and keeps it open for the job's further reads (throws
   * PdfRejectedError as inspect does). The caller must close it.
   */
  open(pdf: Uint8Array, options?: InspectOptions): Promise<OpenedPdf>;
  /**
   * Opens the PDF in an isolated renderer and returns its page count (throws PdfRejectedError for
   * bad PDFs: also for a page count over maxPages and for pages larger than a PDF may be).
   */
  inspect(pdf: Uint8Array, options?: InspectOptions): Promise<{ pageCount: number }>;
  /** Renders every page, calling onPage as each one is ready (in page order). */
  render(
    pdf: Uint8Array,
    options: RenderOptions,
    onPage: (page: RenderedPage) => Promise<void>,
  ): Promise<{ pageCount: number }>;
  /** Reads the text layer (and embedded files) in the isolated renderer, with its limits. */
  readText(pdf: Uint8Array, options: ReadTextOptions): Promise<PdfTextContent>;
  close(): Promise<void>;
}

/** 150 dpi: text stays sharp on screen, and a page is about 1240 × 1754 pixels (A4). */
export const DEFAULT_RENDER_SCALE = 150 / 72;

export type PdfRejectionReason =
  | 'malformed'
  | 'encrypted'
  | 'too-many-pages'
  | 'too-large'
  | 'timeout'
  | 'out-of-memory'
  | 'empty';

/**
 * The PDF cannot be rendered, and trying again will not change that: `reason` says why, `message`
 * says it in a sentence a user can read (no internals; those are in `cause`).
 */
export class PdfRejectedError extends Error {
  override readonly name = 'PdfRejectedError';

  constructor(
    readonly reason: PdfRejectionReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
