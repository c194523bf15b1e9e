import {
  applyProfile,
  identifyVendor,
  VendorProfileDataSchema,
  type DocumentReading,
  type VendorProfileData,
} from '@billfold/contract';
import { VendorProfilesRepository } from '@billfold/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INVOICE_EXTRACTOR, PAGE_RENDERER } from '../analysis-tokens.js';
import type {
  ExtractionInput,
  ExtractionResult,
  InvoiceExtractor,
} from '../extraction/invoice-extractor.js';
import { LocalExtractor } from '../extraction/local/local-extractor.js';
import { readPdf } from '../extraction/local/read-pdf.js';
import type { PageRenderer } from '../render/page-renderer.js';
import { toDocumentReading } from './document-reading.js';
import { hintsOf } from './extraction-hints.js';

interface UsableProfile {
  id: string;
  data: VendorProfileData;
  invoicesSeen: number;
}

/** An extraction and what was read for it (kept with the analysis so that its save can learn). */
export interface LearnedExtraction {
  extraction: ExtractionResult;
  reading: DocumentReading | null;
}

/**
 * The extraction of an analysis with what Billfold learned of the user's vendors: the document is
 * read, its vendor identified among the user's profiles (theirs only), Claude given the profile
 * as hints, and the profile's places read first with the general extractor's reading as the
 * fallback (applyProfile holds the rules).
 */
@Injectable()
export class LearnedExtractionService {
  private readonly logger = new Logger(LearnedExtractionService.name);

  constructor(
    @Inject(INVOICE_EXTRACTOR) private readonly extractor: InvoiceExtractor,
    @Inject(PAGE_RENDERER) private readonly renderer: PageRenderer,
    @Inject(VendorProfilesRepository) private readonly profiles: VendorProfilesRepository,
  ) {}

  async extract(userId: string, input: ExtractionInput): Promise<LearnedExtraction> {
    const profiles = await this.profilesOf(userId);
    let base: ExtractionResult;
    let reading: DocumentReading | null;
    if (this.extractor instanceof LocalExtractor) {
      const document = await this.extractor.readDocument(input);
      base = this.extractor.decide(document);
      reading = toDocumentReading(document.pages);
    } else if (profiles.length === 0) {
      // Nothing to hint: the model starts at once, the text is read beside it for the save to learn from.
      [base, reading] = await Promise.all([this.extractor.extract(input), this.readText(input)]);
    } else {
      reading = await this.readText(input);
      const hinted = identifyVendor(profiles, reading, null);
      base = await this.extractor.extract(
        hinted ? { ...input, hints: hintsOf(hinted.profile.data) } : input,
      );
    }
    const identified = identifyVendor(profiles, reading, base.invoice.vendor);
    if (!identified) return { extraction: base, reading };
    const applied = applyProfile(identified.profile.data, reading, base, {
      sameLayout: identified.sameLayout,
    });
    await this.profiles.markUsed(userId, identified.profile.id);
    return { extraction: { ...base, ...applied }, reading };
  }

  private async profilesOf(userId: string): Promise<UsableProfile[]> {
    const usable: UsableProfile[] = [];
    for (const row of await this.profiles.listByUser(userId)) {
      const parsed = VendorProfileDataSchema.safeParse(row.profile);
      if (parsed.success)
        usable.push({ id: row.id, data: parsed.data, invoicesSeen: row.invoicesSeen });
      else this.logger.warn(`Vendor profile ${row.id} is not a valid profile and is ignored`);
    }
    return usable;
  }

  /** The text layer with places, for extractors that do not read it themselves; null when unreadable. */
  private async readText(input: ExtractionInput): Promise<DocumentReading | null> {
    try {
      const content = await (input.text ??
        readPdf(
          { renderer: this.renderer, pdf: input.pdf },
          input.signal ? { signal: input.signal } : {},
        ));
      return toDocumentReading(content.pages);
    } catch (error) {
      if (input.signal?.aborted) throw error;
      this.logger.warn(
        `The text layer could not be read for learning: ${(error as Error).message}`,
      );
      return null;
    }
  }
}
