import { Column, Entity, PrimaryColumn, type Relation } from 'typeorm';
import { BelongsTo } from './columns.js';
import { Report } from './report.entity.js';

/**
 * How many invoices of a report each vendor has ('' for none), kept in the same transaction as
 * every invoice write. It answers the vendor filter's list and the unsearched totals of a large
 * report without counting its rows.
 */
@Entity({ name: 'report_vendors' })
export class ReportVendor {
  @PrimaryColumn({ type: 'integer' })
  reportId!: number;

  @BelongsTo(() => Report, 'report_id')
  report!: Relation<Report>;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  vendor!: string;

  @Column({ type: 'integer' })
  invoiceCount!: number;
}
