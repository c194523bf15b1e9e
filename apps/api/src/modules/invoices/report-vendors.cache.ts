import { InvoicesRepository } from '@billfold/db';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** A report's vendors as its listing answers them. */
export interface ReportVendors {
  /** The invoice count of each vendor ('' for none). */
  counts: Map<string, number>;
  /** The vendor names, sorted, without ''. */
  names: string[];
}

/** Reports whose vendors are kept (one entry is a few KiB for a report of a hundred vendors). */
const REPORTS_KEPT = 1000;

/**
 * The vendors of a report, kept in memory between its pages instead of being read for every
 * page. Every page's statement also reads the report's invoices version, which changes with each
 * write to its invoices in the same transaction, whichever API process makes it: the vendors kept
 * are used only while they are of that version, and read again otherwise. That statement checks
 * ownership too, so vendors are only ever asked for after the user's own page found the report
 * theirs (they are kept per user and report all the same).
 */
@Injectable()
export class ReportVendorsCache {
  private readonly kept = new LRUCache<string, ReportVendors & { reportVersion: bigint }>({
    max: REPORTS_KEPT,
  });

  constructor(private readonly invoices: InvoicesRepository) {}

  /** The vendors of the user's report as of `reportVersion` (or later); null when the user has no such report. */
  async of(userId: string, reportId: number, reportVersion: string): Promise<ReportVendors | null> {
    const key = `${userId}:${reportId}`;
    const version = BigInt(reportVersion);
    const kept = this.kept.get(key);
    if (kept?.reportVersion === version) return kept;
    const read = await this.invoices.vendorCounts(userId, reportId);
    if (!read) {
      this.kept.delete(key);
      return null;
    }
    const vendors = {
      reportVersion: BigInt(read.reportVersion),
      counts: read.counts,
      names: [...read.counts.keys()].filter((vendor) => vendor !== '').sort(),
    };
    // Two pages may read at once: the newer version stays.
    const current = this.kept.get(key);
    if (!current || current.reportVersion < vendors.reportVersion) this.kept.set(key, vendors);
    return vendors;
  }

  /** Drops what is kept of a report (it is gone, or not the user's). */
  forget(userId: string, reportId: number): void {
    this.kept.delete(`${userId}:${reportId}`);
  }

  /** Whether vendors of the report are kept (for tests). */
  has(userId: string, reportId: number): boolean {
    return this.kept.has(`${userId}:${reportId}`);
  }
}
