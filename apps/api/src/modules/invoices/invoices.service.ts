import {
  fromMinorUnits,
  parsePageImagePath,
  toMinorUnits,
  type DuplicateQuery,
  type InvoiceInput,
  type InvoiceListQuery,
} from '@billfold/contract';
import { AnalysesRepository, type Invoice, InvoicesRepository } from '@billfold/db';
import { Injectable } from '@nestjs/common';
import { AnalysisError, AnalysisErrorCode, AnalysisMessage } from '../analyses/analyses.errors.js';
import { LearningService } from '../learning/learning.service.js';
import { ReportError } from '../reports/reports.errors.js';
import { ReportsService } from '../reports/reports.service.js';
import { InvoiceError } from './invoices.errors.js';
import { toInvoiceFields } from './invoices.mapper.js';
import { ReportVendorsCache } from './report-vendors.cache.js';

export type InvoiceListing =
  | { kind: 'all'; invoices: Invoice[] }
  | {
      kind: 'page';
      invoices: Invoice[];
      total: number;
      page: number;
      pageSize: number;
      vendors: string[];
    };

const DEFAULT_PAGE_SIZE = 10;

/** Invoice records of a user's reports. Another user's report, invoice or page image is not found. */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly reports: ReportsService,
    private readonly analyses: AnalysesRepository,
    private readonly reportVendors: ReportVendorsCache,
    private readonly learning: LearningService,
  ) {}

  async create(userId: string, reportId: number, input: InvoiceInput): Promise<Invoice> {
    await this.assertOwnPages(userId, input.images);
    const invoice = await this.invoices.create(userId, reportId, toInvoiceFields(input));
    if (!invoice) throw ReportError.notFound();
    await this.learning.learnFromInvoice(userId, invoice);
    return invoice;
  }

  async update(userId: string, id: number, input: InvoiceInput): Promise<Invoice> {
    await this.assertOwnPages(userId, input.images);
    const invoice = await this.invoices.update(userId, id, toInvoiceFields(input));
    if (!invoice) throw InvoiceError.notFound();
    await this.learning.learnFromInvoice(userId, invoice);
    return invoice;
  }

  /** Invoices of the user's reports that look like this one (before an analysed invoice is saved). */
  findDuplicates(userId: string, query: DuplicateQuery) {
    return this.invoices.findDuplicates(userId, {
      vendor: query.vendor,
      name: query.name || undefined,
      date: query.date,
      total: query.total === undefined ? undefined : fromMinorUnits(toMinorUnits(query.total)),
    });
  }

  async remove(userId: string, id: number): Promise<void> {
    if (!(await this.invoices.remove(userId, id))) throw InvoiceError.notFound();
  }

  /**
   * Without any paging, search, filter or sort parameter: every invoice (SPEC.md's form). With
   * them: one page, the matching total and the vendor list. The per-vendor counts give the vendor
   * list and, without a search, the total, so a large report is never counted row by row; they are
   * kept between pages while the report's invoices do not change (ReportVendorsCache), so a page
   * is one statement.
   */
  async list(userId: string, reportId: number, query: InvoiceListQuery): Promise<InvoiceListing> {
    const paged = Object.values(query).some((value) => value !== undefined);
    if (!paged) {
      await this.reports.assertOwned(userId, reportId);
      return { kind: 'all', invoices: await this.invoices.listAll(reportId) };
    }
    const filter = {
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
      search: query.search || undefined,
      vendor: query.vendor || undefined,
      sort: query.sort ?? 'id',
      order: query.order ?? 'desc',
    } as const;
    const page = await this.invoices.pageOf(userId, reportId, filter);
    const vendors = page && (await this.reportVendors.of(userId, reportId, page.reportVersion));
    if (!page || !vendors) {
      this.reportVendors.forget(userId, reportId);
      throw ReportError.notFound();
    }
    let total: number;
    if (!filter.search) total = unsearchedTotal(vendors.counts, filter.vendor);
    else if (page.matching !== undefined) total = page.matching;
    // A search within one vendor counts its matches with the page, unless the page is past the last match.
    else
      total =
        filter.vendor && filter.page > 1
          ? await this.invoices.countMatching(userId, reportId, {
              search: filter.search,
              vendor: filter.vendor,
            })
          : 0;
    return {
      kind: 'page',
      invoices: page.invoices,
      total,
      page: filter.page,
      pageSize: filter.pageSize,
      vendors: vendors.names,
    };
  }

  /** An invoice's page images are pages of the user's own analyses: a path into anyone else's is not found. */
  private async assertOwnPages(userId: string, images: readonly string[]): Promise<void> {
    const analysisIds = images.map((image) => parsePageImagePath(image)?.analysisId ?? '');
    if (!(await this.analyses.ownsAll(userId, analysisIds))) {
      throw new AnalysisError(AnalysisErrorCode.PAGE_NOT_FOUND, AnalysisMessage.pageNotFound);
    }
  }
}

function unsearchedTotal(counts: Map<string, number>, vendor: string | undefined): number {
  if (vendor !== undefined) return counts.get(vendor) ?? 0;
  let total = 0;
  for (const count of counts.values()) total += count;
  return total;
}
