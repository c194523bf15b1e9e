import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Invoice } from '../entities/invoice.entity.js';
import { Report } from '../entities/report.entity.js';
import { preparedQuery } from './prepared-query.js';

/** The stored fields of an invoice; money as exact decimal strings. */
export interface InvoiceFields {
  name: string | null;
  date: string | null;
  vendor: string | null;
  amount: string;
  tax: string;
  taxNumber1: string | null;
  taxNumber2: string | null;
  taxNumber3: string | null;
  category: string | null;
  currency: string;
  description: string | null;
  images: string[];
}

export type InvoiceSort =
  'id' | 'name' | 'date' | 'vendor' | 'amount' | 'tax' | 'total' | 'category';

export interface InvoicePageQuery {
  page: number;
  pageSize: number;
  search?: string;
  vendor?: string;
  sort: InvoiceSort;
  order: 'asc' | 'desc';
}

/**
 * ORDER BY keys: each list has an index led by report_id (and one led by report_id, vendor for the
 * vendor filter). The money columns sort by currency first, then by the amount: 87.39 EUR, $100
 * and £130 are not comparable, so each currency's invoices stay together, in alphabetical order of
 * the currency code (reversed with the rest when descending, so that one index serves both ways).
 * Qualified, so that `date` is the column and not the `date::text` of the select list (sorting
 * that text would skip the index and sort the whole report).
 */
const SORT_KEYS: Record<InvoiceSort, readonly string[]> = {
  id: [],
  name: ['invoices.name'],
  date: ['invoices.date'],
  vendor: ['invoices.vendor'],
  amount: ['invoices.currency', 'invoices.amount'],
  tax: ['invoices.currency', 'invoices.tax'],
  total: ['invoices.currency', '(invoices.amount + invoices.tax)'],
  category: ['invoices.category'],
};

/** The ORDER BY of a listing: the sort's keys, then the id (a stable order for paging), all one way. */
function orderBy(sort: InvoiceSort, order: 'asc' | 'desc'): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return [...SORT_KEYS[sort], 'invoices.id'].map((key) => `${key} ${direction}`).join(', ');
}

interface InvoiceRow {
  id: string;
  user_id: string;
  report_id: number;
  name: string | null;
  date: string | null;
  vendor: string | null;
  amount: string;
  tax: string;
  tax_number1: string | null;
  tax_number2: string | null;
  tax_number3: string | null;
  category: string | null;
  currency: string;
  description: string | null;
  images: string[];
  created_at: Date;
  updated_at: Date;
}

/** The columns of a listed invoice, qualified (the date as its ISO text, not a Date at midnight somewhere). */
const INVOICE_COLUMNS = [
  ...['id', 'user_id', 'report_id', 'name', 'date::text AS date', 'vendor', 'amount', 'tax'],
  ...[
    'tax_number1',
    'tax_number2',
    'tax_number3',
    'category',
    'currency',
    'description',
    'images',
    'created_at',
    'updated_at',
  ],
]
  .map((column) => `invoices.${column}`)
  .join(', ');

/** The vendor key of the per-report counts: a missing vendor counts under ''. */
const vendorKey = (vendor: string | null) => vendor ?? '';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE clause of a report's listing: scoped to the user, vendor filter, search (name or category, any case). */
function whereOf(
  userId: string,
  reportId: number,
  query: Pick<InvoicePageQuery, 'search' | 'vendor'>,
): { where: string; params: unknown[] } {
  const params: unknown[] = [reportId, userId];
  const clauses = ['report_id = $1', 'user_id = $2'];
  if (query.vendor) clauses.push(`vendor = $${params.push(query.vendor)}`);
  // search_text: name and category lowercased, joined by chr(31) (see the entity). Within one
  // vendor, strpos: the covering vendor index scans that vendor's rows without the table (a
  // generic plan would otherwise pick the trigram index with a guessed selectivity). Over the
  // whole report, LIKE, which the trigram index serves. (SELECT lower(…)): lowered once per query,
  // not once per row.
  if (query.search) {
    const search = query.search.replaceAll('\x1f', '');
    if (query.vendor)
      clauses.push(`strpos(search_text, (SELECT lower($${params.push(search)}))) > 0`);
    else
      clauses.push(
        `search_text LIKE (SELECT '%' || lower($${params.push(escapeLike(search))}) || '%')`,
      );
  }
  return { where: clauses.join(' AND '), params };
}

/**
 * The vendor counts of a report, with the ownership check: no row when the user has no such
 * report, one row with a null vendor when it has no invoices. Parameters: report id, user id.
 */
export const VENDOR_COUNTS_SQL = `SELECT rv.vendor, rv.invoice_count FROM reports r
    LEFT JOIN report_vendors rv ON rv.report_id = r.id AND rv.invoice_count > 0
   WHERE r.id = $1 AND r.user_id = $2`;

/**
 * The statement of one page of a report's listing (the repository's and the invoices-list
 * benchmark's, which sends it straight to PostgreSQL):
 * - no search: a plain query along the index of the sort key, led by report_id;
 * - a search: the matches are found (within one vendor from the covering vendor index alone,
 *   over the whole report through the trigram index), counted (`matching`) and ordered by their
 *   ids and sort keys only; then only the page's rows are read from the table.
 */
export function pageStatement(
  userId: string,
  reportId: number,
  query: InvoicePageQuery,
): { text: string; values: unknown[] } {
  const { where, params } = whereOf(userId, reportId, query);
  const order = orderBy(query.sort, query.order);
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const limit = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  if (!query.search)
    return {
      text: `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${where} ORDER BY ${order} ${limit}`,
      values: params,
    };
  return {
    text: `SELECT ${INVOICE_COLUMNS}, page.matching
             FROM (SELECT id, count(*) OVER ()::int AS matching FROM invoices WHERE ${where} ORDER BY ${order} ${limit}) page
             JOIN invoices ON invoices.id = page.id
            ORDER BY ${order}`,
    values: params,
  };
}

export class InvoicesRepository {
  private readonly invoices: Repository<Invoice>;

  constructor(private readonly dataSource: DataSource) {
    this.invoices = dataSource.getRepository(Invoice);
  }

  /** Saves an invoice in the user's report; null when the user has no such report. */
  create(userId: string, reportId: number, fields: InvoiceFields): Promise<Invoice | null> {
    return this.dataSource.transaction(async (manager) => {
      // FOR SHARE: the report cannot disappear under the insert.
      const report = await manager
        .createQueryBuilder(Report, 'report')
        .setLock('pessimistic_read')
        .where('report.id = :reportId AND report.user_id = :userId', { reportId, userId })
        .getOne();
      if (!report) return null;
      const saved = await manager.save(manager.create(Invoice, { ...fields, userId, reportId }));
      await this.countVendor(manager, reportId, fields.vendor, 1);
      return saved;
    });
  }

  /** Replaces the fields of the user's invoice; null when the user has no such invoice. */
  update(userId: string, id: number, fields: InvoiceFields): Promise<Invoice | null> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager
        .createQueryBuilder(Invoice, 'invoice')
        .setLock('pessimistic_write')
        .where('invoice.id = :id AND invoice.user_id = :userId', { id, userId })
        .getOne();
      if (!current) return null;
      await manager.update(Invoice, { id: current.id }, fields);
      if (vendorKey(current.vendor) !== vendorKey(fields.vendor)) {
        await this.countVendor(manager, current.reportId, current.vendor, -1);
        await this.countVendor(manager, current.reportId, fields.vendor, 1);
      }
      return manager.findOneByOrFail(Invoice, { id: current.id });
    });
  }

  /** Deletes the user's invoice; false when the user has no such invoice. */
  remove(userId: string, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(Invoice)
        .where('id = :id AND user_id = :userId', { id, userId })
        .returning('report_id, vendor')
        .execute();
      const deleted = (result.raw as { report_id: number; vendor: string | null }[])[0];
      if (!deleted) return false;
      await this.countVendor(manager, deleted.report_id, deleted.vendor, -1);
      return true;
    });
  }

  /**
   * The user's invoices that look like the given one: the same vendor (case-insensitive) and the
   * same invoice number, or the same vendor, date and total. Newest first, at most 10.
   */
  async findDuplicates(
    userId: string,
    probe: {
      vendor: string;
      name?: string | undefined;
      date?: string | undefined;
      total?: string | undefined;
    },
  ): Promise<{ invoice: Invoice; reportName: string }[]> {
    const matches: string[] = [];
    if (probe.name) matches.push('lower(invoice.name) = lower(:name)');
    if (probe.date && probe.total !== undefined)
      matches.push(
        '(invoice.date = :date AND invoice.amount + invoice.tax = CAST(:total AS numeric))',
      );
    if (matches.length === 0) return [];
    const rows = await this.invoices
      .createQueryBuilder('invoice')
      .innerJoin(Report, 'report', 'report.id = invoice.report_id')
      .addSelect('report.name', 'report_name')
      .where('invoice.user_id = :userId AND lower(invoice.vendor) = lower(:vendor)', {
        userId,
        vendor: probe.vendor.trim(),
      })
      .andWhere(`(${matches.join(' OR ')})`, {
        name: probe.name,
        date: probe.date,
        total: probe.total,
      })
      .orderBy('invoice.id', 'DESC')
      .limit(10)
      .getRawAndEntities();
    return rows.entities.map((invoice, index) => ({
      invoice,
      reportName: String((rows.raw[index] as { report_name: string }).report_name),
    }));
  }

  /** Every invoice of a report, newest first (the unpaged form of the list call). */
  listAll(reportId: number): Promise<Invoice[]> {
    return this.invoices.find({ where: { reportId }, order: { id: 'DESC' } });
  }

  /**
   * The invoice count of each vendor of the user's report ('' for none), in one query that also
   * checks ownership: null when the user has no such report.
   */
  async vendorCounts(userId: string, reportId: number): Promise<Map<string, number> | null> {
    const rows = await preparedQuery<{ vendor: string | null; invoice_count: number | null }>(
      this.dataSource,
      VENDOR_COUNTS_SQL,
      [reportId, userId],
    );
    if (rows.length === 0) return null;
    return new Map(
      rows.filter((row) => row.vendor !== null).map((row) => [row.vendor!, row.invoice_count ?? 0]),
    );
  }

  /**
   * One page of the user's report's invoices, searched, filtered and sorted, in one query (see
   * pageStatement). `matching` is the number of matches of a search (undefined past its last page).
   */
  async pageOf(
    userId: string,
    reportId: number,
    query: InvoicePageQuery,
  ): Promise<{ invoices: Invoice[]; matching?: number }> {
    const { text, values } = pageStatement(userId, reportId, query);
    const rows = await preparedQuery<InvoiceRow & { matching?: number }>(
      this.dataSource,
      text,
      values,
    );
    return { invoices: rows.map((row) => this.fromRow(row)), matching: rows[0]?.matching };
  }

  private fromRow(row: InvoiceRow): Invoice {
    return this.invoices.create({
      id: row.id,
      userId: row.user_id,
      reportId: row.report_id,
      name: row.name,
      date: row.date,
      vendor: row.vendor,
      amount: row.amount,
      tax: row.tax,
      taxNumber1: row.tax_number1,
      taxNumber2: row.tax_number2,
      taxNumber3: row.tax_number3,
      category: row.category,
      currency: row.currency,
      description: row.description,
      images: row.images,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
  }

  /** How many invoices of the user's report match a search (and vendor filter). */
  async countMatching(
    userId: string,
    reportId: number,
    query: Pick<InvoicePageQuery, 'search' | 'vendor'>,
  ): Promise<number> {
    const { where, params } = whereOf(userId, reportId, query);
    const [row] = await preparedQuery<{ total: number }>(
      this.dataSource,
      `SELECT count(*)::int AS total FROM invoices WHERE ${where}`,
      params,
    );
    return row?.total ?? 0;
  }

  private async countVendor(
    manager: EntityManager,
    reportId: number,
    vendor: string | null,
    delta: 1 | -1,
  ): Promise<void> {
    if (delta > 0) {
      await manager.query(
        `INSERT INTO report_vendors (report_id, vendor, invoice_count) VALUES ($1, $2, 1)
         ON CONFLICT (report_id, vendor) DO UPDATE SET invoice_count = report_vendors.invoice_count + 1`,
        [reportId, vendorKey(vendor)],
      );
    } else {
      await manager.query(
        'UPDATE report_vendors SET invoice_count = invoice_count - 1 WHERE report_id = $1 AND vendor = $2',
        [reportId, vendorKey(vendor)],
      );
      await manager.query(
        'DELETE FROM report_vendors WHERE report_id = $1 AND vendor = $2 AND invoice_count <= 0',
        [reportId, vendorKey(vendor)],
      );
    }
  }
}
