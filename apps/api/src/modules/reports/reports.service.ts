import { ReportsRepository, type ReportWithCount } from '@billfold/db';
import { Injectable } from '@nestjs/common';
import { ReportError } from './reports.errors.js';

/** Named reports of a user. Every call is scoped to the user: another user's report is not found. */
@Injectable()
export class ReportsService {
  constructor(private readonly reports: ReportsRepository) {}

  list(userId: string): Promise<ReportWithCount[]> {
    return this.reports.listByUser(userId);
  }

  create(userId: string, name: string): Promise<ReportWithCount> {
    return this.reports.create(userId, name);
  }

  async rename(userId: string, id: number, name: string): Promise<ReportWithCount> {
    const report = await this.reports.rename(userId, id, name);
    if (!report) throw ReportError.notFound();
    return report;
  }

  /** Throws REPORT_NOT_FOUND unless the user owns the report. */
  async assertOwned(userId: string, id: number): Promise<void> {
    if (!(await this.reports.isOwned(userId, id))) throw ReportError.notFound();
  }
}
