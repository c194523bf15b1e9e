import {
  ExtractedInvoiceSchema,
  emptyExtractedInvoice,
  formatAmount,
  validateInvoice,
  EVIDENCE_FIELDS,
  type EvidenceField,
  type ExtractedInvoice,
  type FieldEvidence,
  type ValidationFlag,
} from '@billfold/contract';
import {
  PdfRejectedError,
  type PageRenderer,
  type RenderedPage,
} from '../../render/page-renderer.js';
import type { PageRegion, PictureBox } from '../../render/renderer-protocol.js';
import {
  ExtractionError,
  type ExtractionInput,
  type ExtractionResult,
  type InvoiceExtractor,
} from '../invoice-extractor.js';
import { readEInvoice, type EInvoice } from './e-invoice/read-e-invoice.js';
import { reconcile, type ReconciledField } from './e-invoice/reconcile.js';
import { chooseVendor } from './fields/choose-vendor.js';
import { customerBlock, customerCells } from './fields/find-identity.js';
import { issuerCountry, letters } from './fields/issuer-country.js';
import { findInvoiceFields, type FoundInvoice } from './fields/find-invoice-fields.js';
import { evidenceOf, type Located } from './fields/located.js';
import { OCR_DPI, OcrEngine, type OcrPage } from './ocr/ocr-engine.js';
import { issuerLanguage, respellInIssuerLanguage } from './ocr/issuer-language.js';
import { fillIn } from './ocr/ocr-words.js';
import { groupLines, type PageText, type PageWord, type TextLine } from './page-text.js';
import { DEFAULT_TEXT_PAGES, readPdf, type PdfContent } from './read-pdf.js';

/** What the extractor reads of a PDF before it decides on the fields. */
export interface DocumentText {
  pageCount: number;
  /** The pages read, scanned ones as OCR read them when they were read. */
  pages: PageText[];
  eInvoice: EInvoice | null;
  /**
   * The words OCR read in the pictures at the top of the first page (a letterhead or a logo
   * printed as an image), when they were read: see readPictures.
   */
  pictures?: PageText[];
}

export interface LocalExtractorOptions {
  /** Renders scanned pages for OCR (the worker's isolated renderer pool). */
  renderer: PageRenderer;
  /** Default: an OcrEngine of its own, closed with the extractor. */
  ocr?: OcrEngine;
  /** Today, for the future-date check. */
  now?: () => Date;
  /** Pages whose text is read (the first ones and the last). */
  maxTextPages?: number;
  /** Scanned pages read by OCR at most (the first ones and the last). */
  maxOcrPages?: number;
}

/**
 * A page with no more text than a page number is a scan; so is every page with less than a line
 * of text when the whole document has hardly any (a scan with a stamp or a scanner's footer).
 */
const SCAN_PAGE_CHARACTERS = 5;
const SPARSE_PAGE_CHARACTERS = 20;
const SPARSE_DOCUMENT_CHARACTERS = 40;

/**
 * The extractor used when no Claude key is configured: no network, no model. An embedded
 * e-invoice (Factur-X, ZUGFeRD, XRechnung, UBL) is read first and checked against the printed
 * page; the fields are found in the PDF's text layer with positions, and scanned pages are read
 * with offline OCR first. Every field carries its page, box and confidence; the result carries
 * validation flags.
 */
export class LocalExtractor implements InvoiceExtractor {
  readonly name = 'local';

  private readonly ocr: OcrEngine;

  constructor(private readonly options: LocalExtractorOptions) {
    this.ocr = options.ocr ?? new OcrEngine();
  }

  /** Stops the OCR engine (the renderer belongs to the caller). */
  async close(): Promise<void> {
    await this.ocr.close();
  }

  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    return this.decide(await this.readDocument(input));
  }

  /**
   * The words of every page read (text layer, and OCR for scanned pages) and the embedded
   * e-invoice. Image-only pages are read when the text layer leaves a required field open (a
   * scan, or a text invoice with its totals on a scanned page); OCR is slow, so not otherwise,
   * unless `ocr` is 'always' (the benchmark's cache of page texts).
   */
  async readDocument(
    input: ExtractionInput,
    options: { ocr?: 'when-needed' | 'always' } = {},
  ): Promise<DocumentText> {
    const content = await this.read(input);
    const pages = [...content.pages];
    const sparse =
      pages.reduce((sum, page) => sum + textLength(page), 0) < SPARSE_DOCUMENT_CHARACTERS;
    const scanned = pages
      .filter((page) => textLength(page) < (sparse ? SPARSE_PAGE_CHARACTERS : SCAN_PAGE_CHARACTERS))
      .map((page) => page.page);
    if (
      scanned.length > 0 &&
      (options.ocr === 'always' ||
        !complete(findInvoiceFields(pages.flatMap((page) => groupLines(page)))))
    ) {
      const ocrPages = await this.recognize(input, content, scanned);
      for (const ocrPage of ocrPages)
        pages[pages.findIndex((page) => page.page === ocrPage.page)] = ocrPage;
    }
    const eInvoice = firstEInvoice(content);
    const pictures =
      options.ocr === 'always' || (!eInvoice && readsPictures(vendorOf(linesOf(pages))))
        ? await this.readPictures(input, content, pages)
        : [];
    return {
      pageCount: content.pageCount,
      pages,
      eInvoice,
      ...(pictures.length > 0 ? { pictures } : {}),
    };
  }

  /** The fields of a document read by readDocument: pure, so it is tuned on cached page texts. */
  decide(document: DocumentText): ExtractionResult {
    const eInvoice = document.eInvoice;
    const today = this.options.now?.() ?? new Date();
    const lines = linesOf(document.pages);
    let found = findInvoiceFields(lines, today);
    // The issuer's name may be printed only in a picture (a letterhead scanned into the PDF): read
    // as readDocument reads it, where the text layer vouches for no vendor. Only a name read in
    // the picture is taken from it (a badge's words beside the letterhead must not move the
    // choice between the text's own names), and the other fields stay the text layer's.
    if (!eInvoice && document.pictures?.length && readsPictures(found.vendor)) {
      const pictureLines = linesOf(document.pictures);
      const vendor = vendorOf(inReadingOrder([...lines, ...pictureLines]));
      // (Its place may be the same name's spelling on the text layer: choose-vendor.ts.)
      const name = vendor ? letters(vendor.value) : '';
      if (
        vendor &&
        (pictureLines.includes(vendor.line) ||
          pictureLines.some((line) => letters(line.text).includes(name)))
      )
        found = { ...found, vendor };
    }
    const invoice: ExtractedInvoice = {
      ...emptyExtractedInvoice(),
      taxNumber1: found.taxNumber1,
      taxNumber2: found.taxNumber2,
      taxNumber3: found.taxNumber3 ?? eInvoice?.vatId ?? null,
    };
    const evidence: Partial<Record<EvidenceField, FieldEvidence>> = {};
    const flags: ValidationFlag[] = [];
    if (eInvoice) {
      const reconciled = reconcile(found, eInvoice, lines);
      flags.push(...reconciled.flags);
      for (const field of EVIDENCE_FIELDS) {
        const chosen = reconciled.fields[field] as ReconciledField<string | number> | null;
        if (!chosen) continue;
        setField(invoice, field, chosen.origin === 'page' ? chosen.located.value : chosen.value);
        if (chosen.origin === 'page' && chosen.located.derivedFrom)
          flags.push(derivedFlag(field, chosen.located.value, found));
        evidence[field] =
          chosen.origin === 'page'
            ? evidenceOf(chosen.located)
            : chosen.printedAt
              ? { ...evidenceOf(chosen.printedAt), confidence: 1, source: 'e-invoice' }
              : { page: null, box: null, confidence: 1, source: 'e-invoice' };
      }
    } else {
      for (const field of EVIDENCE_FIELDS) {
        const located = found[field] as Located<string | number> | null;
        if (!located) continue;
        evidence[field] = evidenceOf(located);
        // Abstain rather than guess: an unsure reading is shown as a check, not as a value (its
        // place stays in the evidence, so the reviewer is shown where to look).
        if (evidence[field].confidence < UNSURE_BELOW) {
          flags.push(unsure(field, located, evidence[field].confidence));
          continue;
        }
        setField(invoice, field, located.value);
        // A value worked out from others (it has no place of its own) is said to be so.
        if (located.derivedFrom) flags.push(derivedFlag(field, located.value, found));
      }
    }

    const parsed = ExtractedInvoiceSchema.safeParse(invoice);
    if (!parsed.success) {
      throw new ExtractionError('The fields read from the PDF are not a valid invoice', false, {
        cause: parsed.error,
      });
    }
    // No tax printed, but net and total differ by a VAT rate of the net: the reviewer is asked,
    // since the saved total is the net plus the tax.
    if (!eInvoice && invoice.taxAmount === null && found.unprintedTax !== null && invoice.amount)
      flags.push(unprintedTaxFlag(found.unprintedTax, invoice.amount));
    const unsureFields = new Set(
      flags.filter((flag) => flag.code === 'UNSURE_FIELD').map((flag) => flag.field),
    );
    flags.push(
      ...validateInvoice(parsed.data, {
        now: today,
        printedRates: printedRates(found, eInvoice),
      }).filter((flag) => !(flag.code === 'MISSING_FIELD' && unsureFields.has(flag.field))),
    );
    return {
      invoice: parsed.data,
      evidence,
      flags,
      extractor: this.name,
      model: null,
      usage: null,
    };
  }

  private async read(input: ExtractionInput): Promise<PdfContent> {
    try {
      const maxPages = this.options.maxTextPages ?? DEFAULT_TEXT_PAGES;
      if (input.text && maxPages === DEFAULT_TEXT_PAGES) return await input.text;
      return await readPdf(
        { renderer: this.options.renderer, pdf: input.pdf },
        { maxPages, ...(input.signal ? { signal: input.signal } : {}) },
      );
    } catch (error) {
      if (input.signal?.aborted)
        throw new ExtractionError('Text extraction was cancelled', true, { cause: error });
      // A PDF the renderer refuses will not open on the next attempt either; a renderer that is
      // not available (restarting) is worth another attempt.
      if (error instanceof PdfRejectedError)
        throw new ExtractionError('The PDF text could not be read', false, { cause: error });
      throw error;
    }
  }

  /**
   * The words in the pictures at the top of the first page, where its text layer has none: a
   * letterhead or a logo printed as an image over a text page (the seller's name is often only
   * there). The page is rendered at OCR resolution and the pictures' part of the top band read;
   * the words over the text layer, and the lines without a word OCR is sure of, are left out.
   */
  private async readPictures(
    input: ExtractionInput,
    content: PdfContent,
    pages: readonly PageText[],
  ): Promise<PageText[]> {
    const page = pages.find((each) => each.page === 1 && each.source === 'text');
    if (!page) return [];
    try {
      const drawn = await this.drawPictures(input, content, page);
      if (!drawn) return [];
      const { image, region, scale } = drawn;
      // The renderer may draw a large page smaller than asked: then the image's width says how
      // much (to within its rounding to whole pixels).
      const picture: OcrPage = {
        image: image.image,
        scale: Math.min(scale, image.width / (region.right - region.x)),
        width: page.width,
        height: page.height,
        origin: { x: region.x, top: region.top },
      };
      let read = pictureWords(await this.readImage(picture, image, input.signal), page);
      // Read as a page, a logo's symbol beside its wordmark can hide the lettering: then the
      // picture is read again for any text it holds, and a line of it is taken where the page's
      // e-mail or web address vouches for it.
      if (read.length === 0) {
        const sparse = await this.ocr.recognize(picture, {
          layout: 'sparse',
          ...(input.signal ? { signal: input.signal } : {}),
        });
        read = spelledByAddress(pictureWords(sparse.words, page), page);
      }
      return read.length > 0
        ? [{ page: 1, width: page.width, height: page.height, words: read, source: 'ocr' }]
        : [];
    } catch (error) {
      // The pictures are extra evidence: whatever keeps them from being read (a page that cannot
      // be drawn, a renderer or OCR engine that is not available), the text layer stands.
      if (input.signal?.aborted) throw error;
      return [];
    }
  }

  /**
   * The part of page 1 where its pictures are, drawn at OCR resolution with the text layer's
   * words painted white (they are read already, and OCR's time grows with the words it sees);
   * null where it has none worth reading. One document opened for both steps, closed before OCR
   * starts.
   */
  private async drawPictures(
    input: ExtractionInput,
    content: PdfContent,
    page: PageText,
  ): Promise<{ image: RenderedPage; region: PageRegion; scale: number } | null> {
    const signal = input.signal ? { signal: input.signal } : {};
    const document = await this.options.renderer.open(input.pdf, {
      maxPages: content.pageCount,
      ...signal,
    });
    try {
      // Where the page paints images: pdf.js's operator list, which decodes them (tens of ms),
      // so only asked for here, when the pictures are worth reading.
      const layer = await document.readText({ pages: () => [1], picturePages: [1], ...signal });
      const pictures = layer.pages[0]?.pictures ?? [];
      const region = pictureArea(pictures, page);
      // Drawing the page at OCR resolution decodes every image on it: a huge one (a 37-Mpx
      // logo measured) takes the renderer past its memory limit.
      const pixels = pictures.reduce((sum, box) => sum + box.pixels, 0);
      if (!region || pixels > PICTURE_MAX_PIXELS) return null;
      const scale = ocrScale(area(page));
      const blank = textBoxes(page, region);
      let image: RenderedPage | null = null;
      await document.render(
        { pages: [1], scale, format: 'png', part: { region, blank }, ocr: true, ...signal },
        (rendered) => {
          image = rendered;
          return Promise.resolve();
        },
      );
      return image ? { image, region, scale } : null;
    } finally {
      await document.close();
    }
  }

  /**
   * Renders the scanned pages at OCR resolution in the isolated renderer, then reads them. The
   * images (a few MB of PNG each, two for a photo's page, three pages at most) are all taken
   * before OCR starts: the renderer then closes the document and gives back its 300-dpi canvases
   * (or is replaced, when it kept too much) instead of holding them for the seconds OCR takes
   * (bench/analysis-pipeline).
   */
  private async recognize(
    input: ExtractionInput,
    content: PdfContent,
    scanned: number[],
  ): Promise<PageText[]> {
    const limit = this.options.maxOcrPages ?? 3;
    const chosen =
      scanned.length <= limit
        ? scanned
        : [...scanned.slice(0, limit - 1), scanned[scanned.length - 1]!];
    const sizes = new Map(content.pages.map((page) => [page.page, page]));
    const scale = ocrScale(Math.max(...chosen.map((page) => area(sizes.get(page)))));
    const images: RenderedPage[] = [];
    await this.options.renderer.render(
      input.pdf,
      {
        maxPages: content.pageCount,
        pages: chosen,
        scale,
        format: 'png',
        ocr: true,
        ...(input.signal ? { signal: input.signal } : {}),
      },
      (image) => {
        images.push(image);
        return Promise.resolve();
      },
    );
    const recognised: PageText[] = [];
    let firstImage: { page: OcrPage; drawn: HowDrawn } | undefined;
    for (let image = images.shift(); image; image = images.shift()) {
      const size = sizes.get(image.pageNumber);
      if (!size) continue;
      // The renderer may draw a large page smaller than asked: the real scale is the image's.
      const page: OcrPage = {
        image: image.image,
        scale: image.width / size.width,
        width: size.width,
        height: size.height,
      };
      const words = await this.readImage(page, image, input.signal);
      // (Not the whole RenderedPage: its band images are read and done with.)
      firstImage ??= { page, drawn: { unevenLight: image.unevenLight, sheet: image.sheet } };
      recognised.push({
        page: image.pageNumber,
        width: size.width,
        height: size.height,
        words,
        source: 'ocr',
      });
    }
    // The issuer's name is on the first page: a scan attached after text pages is not read again.
    const first = recognised[0];
    if (firstImage && first?.page === 1) {
      const respelt = await this.respell(
        firstImage,
        first,
        [...recognised, ...content.pages.filter((page) => !scanned.includes(page.page))],
        input.signal,
      );
      recognised[0] = { ...first, words: respelt };
    }
    return recognised;
  }

  /**
   * The words of an image drawn for OCR, with those of its dark bands (RenderedPage.bands: light
   * text on a dark ground, which tesseract often reads nothing of in the page), each band read
   * apart and its words taken where the page's reading has none. A band that cannot be read
   * leaves the page's reading as it is. A page lit unevenly (RenderedPage.unevenLight: a photo)
   * is read a second time, turned into black and white by a threshold of each pixel's
   * neighbourhood, which keeps the light letters that one threshold for the whole page loses:
   * that reading's words, with the first's where it read nothing (the extraction bench's photo
   * copies, both readings kept apart and merged each way: the tuned part's fields 82 -> 85 %; the
   * second reading alone lost the real Thai photo's totals, which only the first reading holds).
   * The second reading is of the sheet alone where the renderer painted the desk around it white
   * (RenderedPage.sheet).
   */
  private async readImage(
    page: OcrPage,
    drawn: HowDrawn,
    signal: AbortSignal | undefined,
  ): Promise<PageWord[]> {
    const options = signal ? { signal } : {};
    const reading = await this.ocr.recognize(page, options);
    let words = reading.words;
    if (drawn.unevenLight) {
      try {
        const second = await this.ocr.recognize(
          { ...secondLook(page, drawn), skew: reading.skew },
          { ...options, threshold: 'neighbourhood' },
        );
        words = fillIn(second.words, words);
      } catch (error) {
        if (signal?.aborted) throw error;
      }
    }
    const origin = page.origin ?? { x: 0, top: 0 };
    for (const band of drawn.bands ?? []) {
      try {
        const inBand = await this.ocr.recognize(
          {
            image: band.image,
            scale: page.scale,
            width: page.width,
            height: page.height,
            origin: {
              x: origin.x + band.left / page.scale,
              top: origin.top + band.top / page.scale,
            },
            skew: reading.skew,
          },
          options,
        );
        words = fillIn(words, inBand.words);
      } catch (error) {
        if (signal?.aborted) throw error;
      }
    }
    return words;
  }

  /**
   * The first page's words (a scan) spelt in the issuer's language where it has letters the five
   * OCR languages lack (ocr/issuer-language.ts): that page read again in the language of the
   * country the pages name as the issuer's. The words as read when there is none, or when that
   * reading fails (it is extra evidence: the five languages' reading stands). A page lit unevenly
   * is read again the way its words were mostly read: its second look (the sheet alone, where the
   * desk was painted), with each pixel's neighbourhood's threshold.
   */
  private async respell(
    image: { page: OcrPage; drawn: HowDrawn },
    read: PageText,
    pages: readonly PageText[],
    signal: AbortSignal | undefined,
  ): Promise<PageWord[]> {
    const lines = linesOf(pages);
    const country = issuerCountry(lines, customerCells(lines))?.country;
    const language = country ? issuerLanguage(country) : null;
    if (!language) return read.words;
    try {
      const uneven = image.drawn.unevenLight === true;
      const issuerReading = await this.ocr.recognize(secondLook(image.page, image.drawn), {
        languages: [language],
        ...(uneven ? { threshold: 'neighbourhood' as const } : {}),
        ...(signal ? { signal } : {}),
      });
      return respellInIssuerLanguage(read.words, issuerReading.words);
    } catch (error) {
      if (signal?.aborted) throw error;
      return read.words;
    }
  }
}

/** How the renderer drew a page for OCR, besides the image itself. */
type HowDrawn = Pick<RenderedPage, 'bands' | 'unevenLight' | 'sheet'>;

/**
 * The page a photo's second reading looks at: the sheet alone, where the renderer painted the desk
 * around it white (RenderedPage.sheet), else the page as drawn.
 */
function secondLook(page: OcrPage, drawn: HowDrawn): OcrPage {
  return drawn.sheet ? { ...page, image: drawn.sheet } : page;
}

/** The most pixels a page is read at by OCR: A4 at 300 dpi. */
const OCR_MAX_PIXELS = 2480 * 3508;

function area(page: { width: number; height: number } | undefined): number {
  return page ? page.width * page.height * (OCR_DPI / 72) ** 2 : 0;
}

/**
 * The scale pages are drawn at for OCR: 300 dpi, but never more pixels than an A4 page has at 300
 * dpi (`pixels`: the largest page's at 300 dpi). A photo wrapped in a PDF often has a page far
 * larger than paper, and upscaling it adds time, not letters.
 */
function ocrScale(pixels: number): number {
  return (OCR_DPI / 72) * Math.min(1, Math.sqrt(OCR_MAX_PIXELS / Math.max(1, pixels)));
}

/** The top of the first page, where a letterhead stands: its pictures are read there. */
const PICTURE_BAND = 0.35;
/** The most image pixels a page may hold for its pictures to be read: an A4 scan at 400 dpi. */
const PICTURE_MAX_PIXELS = 16_000_000;
/** A picture narrower or lower than this (points) is an icon, not a name: not read. */
const PICTURE_MIN_WIDTH = 40;
const PICTURE_MIN_HEIGHT = 12;
/** The page drawn around the pictures for OCR, points. */
const PICTURE_MARGIN = 6;
/** Words OCR is less sure of in a picture are a logo's shapes, not letters. */
const PICTURE_WORD_CONFIDENCE = 0.6;

/**
 * Whether the pictures on the first page are worth reading: no vendor was found in the text layer,
 * or it is not sure (below 0.9: nothing besides where it stands vouches for it, choose-vendor.ts,
 * or the model does not favour it clearly).
 */
function readsPictures(vendor: Located<string> | null): boolean {
  return vendor === null || vendor.certainty < SURE;
}
const SURE = 0.9;

/** The vendor of these lines, as findInvoiceFields chooses it (without the other fields). */
function vendorOf(lines: readonly TextLine[]): Located<string> | null {
  return chooseVendor(lines, customerBlock(lines));
}

/** The box around the page's pictures within its top band, in points, or null for none. */
function pictureArea(pictures: readonly PictureBox[], page: PageText): PageRegion | null {
  const band = page.height * PICTURE_BAND;
  const inBand = pictures.filter(
    (box) =>
      box.top < band &&
      box.right - box.x >= PICTURE_MIN_WIDTH &&
      box.bottom - box.top >= PICTURE_MIN_HEIGHT,
  );
  if (inBand.length === 0) return null;
  // A margin of the page around the pictures: tesseract finds the letters at an image's very edge
  // less well.
  return {
    x: Math.max(0, Math.min(...inBand.map((box) => box.x)) - PICTURE_MARGIN),
    top: Math.max(0, Math.min(...inBand.map((box) => box.top)) - PICTURE_MARGIN),
    right: Math.min(page.width, Math.max(...inBand.map((box) => box.right)) + PICTURE_MARGIN),
    bottom: Math.min(band, Math.max(...inBand.map((box) => box.bottom)) + PICTURE_MARGIN),
  };
}

/** The margin (points) around a text-layer word painted white before a picture is read. */
const TEXT_MARGIN = 2;

/** Whether two boxes come within TEXT_MARGIN of each other. */
function near(word: PageRegion, region: PageRegion): boolean {
  return (
    word.x < region.right + TEXT_MARGIN &&
    region.x < word.right + TEXT_MARGIN &&
    word.top < region.bottom + TEXT_MARGIN &&
    region.top < word.bottom + TEXT_MARGIN
  );
}

/** Whether an OCR word stands within TEXT_MARGIN of a painted box, over half its height. */
function edgeOf(word: PageRegion, paint: PageRegion): boolean {
  const shared = Math.min(word.bottom, paint.bottom) - Math.max(word.top, paint.top);
  return near(word, paint) && shared >= (word.bottom - word.top) / 2;
}

/** A text-layer word's box with TEXT_MARGIN around it: what is painted white for OCR. */
function painted(word: PageRegion): PageRegion {
  return {
    x: word.x - TEXT_MARGIN,
    top: word.top - TEXT_MARGIN,
    right: word.right + TEXT_MARGIN,
    bottom: word.bottom + TEXT_MARGIN,
  };
}

/** The text layer's words in a region, painted white for OCR. */
function textBoxes(page: PageText, region: PageRegion): PageRegion[] {
  return page.words.filter((word) => near(word, region)).map(painted);
}

/**
 * The words OCR read in the pictures that the text layer does not hold (a word of it there means
 * the picture is a background under text), on lines with a word of three letters OCR is sure of
 * (a logo's shapes read as letters are not). The less sure words of such a line stay: the field
 * finder weighs them (a name's barely legible neighbours, a logo's mark before it).
 */
export function pictureWords(words: readonly PageWord[], page: PageText): PageWord[] {
  // Beside the white paint, over half its height: a text-layer word, or what OCR reads of its
  // edge beside the paint. (A logo's name right over the text's first line is no edge of it.)
  const free = words.filter((word) => !page.words.some((text) => edgeOf(word, painted(text))));
  return free.filter((word) =>
    onLineOf(word, free).some(
      (other) => other.confidence >= PICTURE_WORD_CONFIDENCE && /\p{L}{3}/u.test(other.text),
    ),
  );
}

/**
 * The words on lines whose letters hold what the page's e-mail or web address spells: its local
 * part or a part of its domain, four letters or more ("Lotte Bos" by lotte.bos@outlook.com, "Ò
 * Holt Photo" by holtphoto.co.uk). Read for any text they hold, a logo's symbol and lettering
 * give pieces of words too ("Cont®" of a wordmark "MixCont®" beside mixcont.com), which the
 * address does not vouch for.
 */
export function spelledByAddress(words: readonly PageWord[], page: PageText): PageWord[] {
  const spelled: string[] = [];
  for (const word of page.words)
    for (const match of word.text.matchAll(ADDRESS_PARTS)) {
      const domain = match[2] ?? match[3] ?? '';
      // (A mailbox's role and a mail provider name no one: "info@", "@outlook.com".)
      for (const part of [match[1] ?? '', ...domain.split('.').slice(0, -1)])
        if (letters(part).length >= 4 && !NAMES_NO_ONE.test(letters(part)))
          spelled.push(letters(part));
    }
  return words.filter((word) => {
    const line = letters(
      onLineOf(word, words)
        .map((other) => other.text)
        .join(''),
    );
    return spelled.some((part) => line.includes(part));
  });
}

/** The words OCR read on a word's line (within 3 points of its baseline), the word among them. */
function onLineOf(word: PageWord, words: readonly PageWord[]): PageWord[] {
  return words.filter((other) => Math.abs(other.y - word.y) < 3);
}

/** Mailboxes' roles and mail providers, as address parts that name no issuer. */
const NAMES_NO_ONE =
  /^(?:info|mail|email|contact|kontakt|office|billing|invoices?|accounts?|sales|support|hello|admin|service|rechnung(?:en)?|facturation|factures?|facturas?|fatture|buchhaltung|gmail|googlemail|outlook|hotmail|live|yahoo|icloud|gmx|aol|protonmail|proton|tonline|orange|wanadoo|libero)$/;

/** An e-mail address (local part, domain) or a web address (its domain). */
const ADDRESS_PARTS =
  /([\p{L}\d._+-]+)@([\p{L}\d.-]+)|(?:www\.|https?:\/\/(?:www\.)?)([\p{L}\d.-]+)/giu;

/** Whether the fields every invoice prints were all found. */
function complete(found: FoundInvoice): boolean {
  return Boolean(found.invoiceNumber && found.date && found.vendor && found.total);
}

function textLength(page: PageText): number {
  return page.words.reduce((sum, word) => sum + word.text.length, 0);
}

function firstEInvoice(content: PdfContent): EInvoice | null {
  for (const attachment of content.attachments) {
    const eInvoice = readEInvoice(attachment.content);
    if (eInvoice) return eInvoice;
  }
  return null;
}

function printedRates(found: FoundInvoice, eInvoice: EInvoice | null): number[] {
  return found.vatRates.length > 0 ? found.vatRates : (eInvoice?.vatRates ?? []);
}

/**
 * Below this confidence a reading is left empty and flagged (abstain rather than guess). Chosen
 * on the tuned part of the corpora: readings under it were right less than half the time.
 */
export const UNSURE_BELOW = 0.3;

const FIELD_NAMES: Record<EvidenceField, string> = {
  invoiceNumber: 'invoice number',
  date: 'invoice date',
  vendor: 'vendor',
  amount: 'net amount',
  taxAmount: 'tax',
  total: 'total',
  currency: 'currency',
};

function unsure(
  field: EvidenceField,
  located: Located<string | number>,
  confidence: number,
): ValidationFlag {
  const { value } = located;
  const shown = typeof value === 'number' ? formatAmount(value) : value;
  const quoted = shown.length > 60 ? `${shown.slice(0, 57)}…` : shown;
  const reading = !located.derivedFrom
    ? 'the best reading'
    : field === 'total'
      ? 'the net amount plus the tax'
      : 'the total less the tax';
  return {
    code: 'UNSURE_FIELD',
    field,
    message: `The ${FIELD_NAMES[field]} was left empty: ${reading}, “${quoted}”, is not sure enough (${Math.round(confidence * 100)} %).`,
  };
}

function unprintedTaxFlag(tax: number, net: number): ValidationFlag {
  const rate = Math.round((tax / net) * 1000) / 10;
  return {
    code: 'UNSURE_FIELD',
    field: 'taxAmount',
    message: `No tax amount was read on the page, but the total is ${formatAmount(tax)} more than the net amount (${rate} %). Enter it as the tax if the invoice charges it.`,
  };
}

function derivedFlag(
  field: EvidenceField,
  value: string | number,
  found: FoundInvoice,
): ValidationFlag {
  const money = (located: Located<number> | null) => (located ? formatAmount(located.value) : '?');
  const shown = typeof value === 'number' ? formatAmount(value) : value;
  return {
    code: 'DERIVED_FIELD',
    field,
    message:
      field === 'total'
        ? `The ${FIELD_NAMES[field]}, ${shown}, is not read from the page: it is the net amount plus the tax (${money(found.amount)} + ${money(found.taxAmount)}).`
        : `The ${FIELD_NAMES[field]}, ${shown}, is not read from the page: it is the total less the tax (${money(found.total)} − ${money(found.taxAmount)}).`,
  };
}

function setField(invoice: ExtractedInvoice, field: EvidenceField, value: string | number): void {
  (invoice as Record<EvidenceField, string | number | null>)[field] = value;
}

/** The pages' lines, page by page, each page's top to bottom. */
function linesOf(pages: readonly PageText[]): TextLine[] {
  return pages.flatMap((page) => groupLines(page));
}

/**
 * Lines of one page read twice (its text layer, and OCR of the pictures on it) merged: page by
 * page, top to bottom (stable).
 */
function inReadingOrder(lines: readonly TextLine[]): TextLine[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.page - b.line.page || b.line.y - a.line.y || a.index - b.index)
    .map(({ line }) => line);
}
