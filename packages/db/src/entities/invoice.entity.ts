import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserOwned } from './user-owned.js';
import { BelongsTo, CreatedAt, UpdatedAt } from './columns.js';
import { Report } from './report.entity.js';

/** numeric → string from the driver (exact); the repository turns it into a number at the edge. */
const money = { type: 'numeric', precision: 16, scale: 4 } as const;

/**
 * An invoice record ("Document" in the API) of a report. Money is numeric, never float. Every
 * sortable column (and amount + tax, the total) has an index led by report_id, so a sorted page
 * of a large report is an index scan. Money is sorted by currency first (amounts in different
 * currencies do not compare), so its indexes hold the currency before the amount. A search within one vendor reads search_text (name and
 * category, lowercased once when written) from the vendor index; a search of the whole report
 * takes its category matches from the per-category indexes and its name matches from a trigram
 * index (see InvoicesRepository).
 */
@Entity({ name: 'invoices' })
@Index('invoices_report_id_id_idx', ['reportId', 'id'])
@Index('invoices_report_id_date_idx', ['reportId', 'date', 'id'])
@Index('invoices_report_id_currency_amount_idx', ['reportId', 'currency', 'amount', 'id'])
@Index('invoices_report_id_currency_tax_idx', ['reportId', 'currency', 'tax', 'id'])
// Made by the migrations, which TypeORM cannot express: an index on currency, amount + tax, a trigram index
// on the lowercased name (pg_trgm: a search's name matches, without its category matches), and
// the vendor index that covers a search within one vendor (INCLUDE: owner, search text and the
// sort keys).
@Index('invoices_report_id_vendor_idx', { synchronize: false })
@Index('invoices_report_id_currency_total_idx', { synchronize: false })
@Index('invoices_lower_name_trgm_idx', { synchronize: false })
@Index('invoices_report_id_name_idx', ['reportId', 'name', 'id'])
@Index('invoices_report_id_category_idx', ['reportId', 'category', 'id'])
// The same orders within one vendor, for the vendor filter of a large report.
@Index('invoices_report_id_vendor_date_idx', ['reportId', 'vendor', 'date', 'id'])
@Index('invoices_report_id_vendor_currency_amount_idx', [
  'reportId',
  'vendor',
  'currency',
  'amount',
  'id',
])
@Index('invoices_report_id_vendor_currency_tax_idx', [
  'reportId',
  'vendor',
  'currency',
  'tax',
  'id',
])
@Index('invoices_report_id_vendor_name_idx', ['reportId', 'vendor', 'name', 'id'])
@Index('invoices_report_id_vendor_category_idx', ['reportId', 'vendor', 'category', 'id'])
@Index('invoices_report_id_vendor_currency_total_idx', { synchronize: false })
// The same orders within one category, for a search of a large report: each category that
// matches gives its first invoices in the sort order (see wholeReportSearch).
@Index('invoices_report_id_category_date_idx', ['reportId', 'category', 'date', 'id'])
@Index('invoices_report_id_category_currency_amount_idx', [
  'reportId',
  'category',
  'currency',
  'amount',
  'id',
])
@Index('invoices_report_id_category_currency_tax_idx', [
  'reportId',
  'category',
  'currency',
  'tax',
  'id',
])
@Index('invoices_report_id_category_name_idx', ['reportId', 'category', 'name', 'id'])
@Index('invoices_report_id_category_vendor_idx', ['reportId', 'category', 'vendor', 'id'])
@Index('invoices_report_id_category_currency_total_idx', { synchronize: false })
@Index('invoices_user_id_idx', ['userId'])
export class Invoice extends UserOwned {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ type: 'integer' })
  reportId!: number;

  @BelongsTo(() => Report, 'report_id')
  report!: Relation<Report>;

  /** The invoice number. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  name!: string | null;

  @Column({ type: 'date', nullable: true })
  date!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  vendor!: string | null;

  @Column({ ...money, default: 0 })
  amount!: string;

  @Column({ ...money, default: 0 })
  tax!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  taxNumber1!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  taxNumber2!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  taxNumber3!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category!: string | null;

  /**
   * What the search matches: name and category, lowercased by PostgreSQL when the row is written
   * (a plain LIKE on it costs a quarter of ILIKE on both columns), joined by a control character
   * no search contains. Never selected.
   */
  @Column({
    type: 'text',
    generatedType: 'STORED',
    asExpression: `lower(coalesce(name, '')) || chr(31) || lower(coalesce(category, ''))`,
    select: false,
    insert: false,
    update: false,
  })
  searchText!: string;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Page image paths (/api/pages/{analysisId}/{n}). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images!: string[];

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
