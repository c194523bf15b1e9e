import type { DataSource, Repository } from 'typeorm';
import { Report } from '../entities/report.entity.js';

export interface ReportWithCount {
  id: number;
  name: string;
  userId: string;
  invoiceCount: number;
}

export class ReportsRepository {
  private readonly reports: Repository<Report>;

  constructor(private readonly dataSource: DataSource) {
    this.reports = dataSource.getRepository(Report);
  }

  /** The user's reports, oldest first (the last one is the current one on load), with invoice counts. */
  async listByUser(userId: string): Promise<ReportWithCount[]> {
    const rows = await this.dataSource.query<
      { id: number; name: string; user_id: string; invoice_count: number }[]
    >(
      `SELECT r.id, r.name, r.user_id, COALESCE(SUM(rv.invoice_count), 0)::int AS invoice_count
         FROM reports r LEFT JOIN report_vendors rv ON rv.report_id = r.id
        WHERE r.user_id = $1
        GROUP BY r.id
        ORDER BY r.id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      userId: row.user_id,
      invoiceCount: row.invoice_count,
    }));
  }

  async create(userId: string, name: string): Promise<ReportWithCount> {
    const report = await this.reports.save(this.reports.create({ userId, name }));
    return { id: report.id, name: report.name, userId: report.userId, invoiceCount: 0 };
  }

  /** Renames the user's report; null when the user has no report with that id. */
  async rename(userId: string, id: number, name: string): Promise<ReportWithCount | null> {
    const result = await this.reports
      .createQueryBuilder()
      .update(Report)
      .set({ name })
      .where('id = :id AND user_id = :userId', { id, userId })
      .execute();
    if (!result.affected) return null;
    return this.findOwned(userId, id);
  }

  /** Whether the user has a report with that id. */
  async isOwned(userId: string, id: number): Promise<boolean> {
    return this.reports.exists({ where: { id, userId } });
  }

  /** The user's report with that id, or null (another user's report is as absent as a missing one). */
  async findOwned(userId: string, id: number): Promise<ReportWithCount | null> {
    const rows = await this.dataSource.query<
      { id: number; name: string; user_id: string; invoice_count: number }[]
    >(
      `SELECT r.id, r.name, r.user_id,
              COALESCE((SELECT SUM(invoice_count) FROM report_vendors WHERE report_id = r.id), 0)::int AS invoice_count
         FROM reports r WHERE r.id = $1 AND r.user_id = $2`,
      [id, userId],
    );
    const row = rows[0];
    return row
      ? { id: row.id, name: row.name, userId: row.user_id, invoiceCount: row.invoice_count }
      : null;
  }
}
