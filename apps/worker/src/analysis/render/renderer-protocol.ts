// The messages between the pool (parent) and one renderer process (child), over Node's IPC
// channel with 'advanced' serialization (typed arrays travel as bytes, not JSON).
// Types only: the child imports this file with `import type`, so it runs without a build.
import type { DarkBand } from './dark-bands.js';
import type { PdfRejectionReason } from './page-renderer.js';

export type ImageFormat = 'jpeg' | 'webp' | 'png';

/**
 * What draws the pages: PDFium in WebAssembly ('pdfium') or pdf.js ('pdfjs'), each onto a reused
 * canvas that encodes it while the next page is drawn; or pdf-to-img's page images (PNG and JPEG
 * only, its own JPEG quality of 92). pdf.js reads the text, the pictures' places and the
 * attachments whatever draws. pdf-to-img measured slower than pdf.js and pdf.js slower than PDFium
 * (bench/rasterise); both are kept for that comparison.
 */
export type Rasteriser = 'pdfium' | 'pdfjs' | 'pdf-to-img';

/**
 * A run of text as pdf.js gives it, placed on the page: points from the page's top-left corner
 * (its crop box, rotation applied), the baseline and the font's size, ascent and descent.
 */
export interface TextRun {
  text: string;
  x: number;
  right: number;
  baseline: number;
  size: number;
  /** Shares of the font size above and below (negative) the baseline. */
  ascent: number;
  descent: number;
}

/** A part of a page: points from the page's top-left corner. */
export interface PageRegion {
  x: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A part of a page drawn alone: the image is that part's size, and the parts in `blank` (text
 * already read from the text layer, say) are painted white before it is encoded.
 */
export interface PagePart {
  region: PageRegion;
  blank?: readonly PageRegion[];
}

/** Where an image is painted on a page. */
export interface PictureBox extends PageRegion {
  /** The image's own size, width × height pixels (0 where pdf.js does not say). */
  pixels: number;
}

/** Fixed for the life of a renderer process: its one command-line argument, as JSON. */
export interface RendererSettings {
  rasteriser: Rasteriser;
  format: ImageFormat;
  /** 0–100, for JPEG and WebP. */
  quality: number;
  /** A page drawn at more pixels than this is drawn at a smaller scale instead. */
  maxPagePixels: number;
  /** A page side longer than this (PDF points) is refused as 'too-large'. */
  maxPageSidePoints: number;
  /** pdf.js skips an embedded image with more pixels than this (it would exhaust memory). */
  maxImagePixels: number;
}

/**
 * A dark band of a page drawn for OCR (a table's head, a total's bar: light text on a dark ground),
 * drawn apart as dark text on white in a PNG; its place in the page's image, pixels.
 */
export interface BandImage<Image = Uint8Array> extends DarkBand {
  image: Image;
}

/** What the pool asks of a renderer; one at a time, each answered by one ChildReply. */
export type RendererRequest =
  /** Opens a document (closing any open one) and checks its page count and page sizes. */
  | { type: 'open'; pdf: Uint8Array; maxPages: number }
  /**
   * `format` overrides the renderer's own (OCR asks for lossless PNG). `next`: the page that will
   * be asked for next at this scale, which the renderer draws while it encodes this one. `part`:
   * only that part of the page is drawn. `ocr`: it is drawn for OCR (RenderOptions.ocr).
   */
  | {
      type: 'page';
      pageNumber: number;
      scale: number;
      format?: ImageFormat;
      next?: number;
      part?: PagePart;
      ocr?: boolean;
    }
  /**
   * The page's text runs with their positions (the text layer; none on a scanned page), and with
   * `pictures` where it paints images.
   */
  | { type: 'text'; pageNumber: number; pictures?: boolean }
  /** Files embedded in the document whose names end in one of `extensions`. */
  | { type: 'attachments'; extensions: string[]; maxFiles: number; maxBytes: number }
  | { type: 'close' };

export type ParentMessage = RendererRequest & { id: number };

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'opened'; id: number; pageCount: number }
  | {
      type: 'page';
      id: number;
      pageNumber: number;
      image: Uint8Array;
      width: number;
      height: number;
      /** A page drawn for OCR: its dark bands, each drawn apart (RenderedPage.bands). */
      bands?: BandImage[];
      /** A whole page drawn for OCR, lit unevenly (RenderedPage.unevenLight). */
      unevenLight?: boolean;
      /** Such a page with what lies around the sheet painted white (RenderedPage.sheet). */
      sheet?: Uint8Array;
    }
  | {
      type: 'text';
      id: number;
      pageNumber: number;
      /** The page at scale 1, PDF points. */
      width: number;
      height: number;
      runs: TextRun[];
      pictures?: PictureBox[];
    }
  | { type: 'attachments'; id: number; files: { name: string; content: Uint8Array }[] }
  | { type: 'closed'; id: number }
  | { type: 'rejected'; id: number; reason: PdfRejectionReason; message: string; detail: string };

export type ChildReply = Exclude<ChildMessage, { type: 'ready' }>;
