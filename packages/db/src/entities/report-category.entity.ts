import { Column, Entity, PrimaryColumn, type Relation } from 'typeorm';
import { BelongsTo } from './columns.js';
import { Report } from './report.entity.js';

/**
 * How many invoices of a report each category has ('' for none), kept in the same transaction as
 * every invoice write, like ReportVendor. A search of the whole report counts its category
 * matches from these rows instead of reading every matching invoice.
 */
@Entity({ name: 'report_categories' })
export class ReportCategory {
  @PrimaryColumn({ type: 'integer' })
  reportId!: number;

  @BelongsTo(() => Report, 'report_id')
  report!: Relation<Report>;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  category!: string;

  @Column({ type: 'integer' })
  invoiceCount!: number;
}
