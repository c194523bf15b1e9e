import {
  AnalysisResultSchema,
  DocumentReadingSchema,
  identifyVendor,
  learnProfile,
  normaliseName,
  parsePageImagePath,
  VendorProfileDataSchema,
  type VendorProfileData,
} from '@billfold/contract';
import {
  AnalysesRepository,
  type Invoice,
  type VendorProfile,
  VendorProfilesRepository,
} from '@billfold/db';
import { Injectable, Logger } from '@nestjs/common';
import { LearningError } from './learning.errors.js';
import { toSavedValues } from './learning.mapper.js';

export interface LearnedVendorRow {
  row: VendorProfile;
  profile: VendorProfileData;
}

interface ParsedProfile {
  id: string;
  data: VendorProfileData;
  invoicesSeen: number;
}

/**
 * What Billfold learns of a user's vendors from the invoices the user saves and edits, and the
 * user's control over it. Profiles are the user's own: every call is scoped to the user.
 */
@Injectable()
export class LearningService {
  private readonly logger = new Logger(LearningService.name);

  constructor(
    private readonly profiles: VendorProfilesRepository,
    private readonly analyses: AnalysesRepository,
  ) {}

  async list(userId: string): Promise<LearnedVendorRow[]> {
    const rows = await this.profiles.listByUser(userId);
    return rows.flatMap((row) => {
      const parsed = VendorProfileDataSchema.safeParse(row.profile);
      return parsed.success ? [{ row, profile: parsed.data }] : [];
    });
  }

  async forget(userId: string, id: string): Promise<void> {
    if (!(await this.profiles.remove(userId, id))) throw LearningError.notFound();
  }

  forgetAll(userId: string): Promise<number> {
    return this.profiles.removeAll(userId);
  }

  /**
   * Learns from a saved (or edited) invoice of an analysis: the vendor's profile is found by the
   * user's vendor name, else by the keys printed on the document, and updated with where the
   * saved values stand on the analysed pages. An invoice without an analysis's pages teaches
   * nothing. Learning never fails a save: a failure is logged.
   */
  async learnFromInvoice(userId: string, invoice: Invoice): Promise<void> {
    try {
      await this.learn(userId, invoice);
    } catch (error) {
      this.logger.error(`Could not learn from invoice ${invoice.id}: ${(error as Error).message}`);
    }
  }

  private async learn(userId: string, invoice: Invoice): Promise<void> {
    const vendor = invoice.vendor?.trim();
    const analysisId = invoice.images
      .map((image) => parsePageImagePath(image)?.analysisId)
      .find(Boolean);
    if (!vendor || !analysisId) return;
    const analysis = await this.analyses.findOwned(userId, analysisId);
    const result = AnalysisResultSchema.safeParse(analysis?.result);
    if (!analysis || !result.success) return;
    const reading = DocumentReadingSchema.safeParse(analysis.reading);
    const document = reading.success ? reading.data : null;
    const saved = toSavedValues({ ...invoice, vendor });
    // The name the analysis read, unless it was the learned name itself.
    const printedVendor = result.data.learned?.vendor ? null : result.data.vendor;
    await this.profiles.learn(userId, (rows) => {
      const profiles = rows.flatMap((row): ParsedProfile[] => {
        const parsed = VendorProfileDataSchema.safeParse(row.profile);
        return parsed.success
          ? [{ id: row.id, data: parsed.data, invoicesSeen: row.invoicesSeen }]
          : [];
      });
      const current = profileForSave(profiles, saved.vendor, document, printedVendor);
      const next = learnProfile(current?.data ?? null, {
        saved,
        reading: document,
        printedVendor,
        evidence: result.data.evidence ?? {},
        invoiceId: String(invoice.id),
      });
      return {
        ...(current ? { id: current.id } : {}),
        vendorName: saved.vendor,
        profile: next,
        invoicesSeen: next.invoiceIds.length,
      };
    });
  }
}

/** The profile a save belongs to: the user's vendor name first, else the keys printed on the document. */
function profileForSave(
  profiles: ParsedProfile[],
  vendor: string,
  reading: Parameters<typeof identifyVendor>[1],
  printedVendor: string | null,
): ParsedProfile | null {
  const name = normaliseName(vendor);
  const named = profiles.find((profile) => normaliseName(profile.data.vendorName) === name);
  if (named) return named;
  return identifyVendor(profiles, reading, printedVendor)?.profile ?? null;
}
