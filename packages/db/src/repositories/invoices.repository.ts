import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Invoice } from '../entities/invoice.entity.js';
import { Report } from '../entities/report.entity.js';
import { preparedQuery, preparedRows } from './prepared-query.js';

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
 * The sort keys of each order, most significant first: each list an index led by report_id (total:
 * the currency, amount + tax index). Money sorts by currency first (87.39 EUR, 500 EUR, 130 GBP,
 * 20 USD, 100 USD): amounts in different currencies do not compare. Every order ends with the id,
 * in the same direction (orderOf). Qualified, so that `date` is the column and not the
 * `date::text` of the select list (sorting that text would skip the index and sort the whole
 * report).
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

/** The ORDER BY of a sort: its keys then the id, all in the one direction (one index scan, forwards or backwards). */
function orderOf(sort: InvoiceSort, order: 'asc' | 'desc'): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return [...SORT_KEYS[sort], 'invoices.id'].map((key) => `${key} ${direction}`).join(', ');
}

/** The columns of an invoice a page reads from the table (not its owner and report: the page's own). */
const TABLE_COLUMNS = [
  ...['id', 'name', 'date', 'vendor', 'amount', 'tax', 'tax_number1', 'tax_number2'],
  ...['tax_number3', 'category', 'currency', 'description', 'images', 'created_at', 'updated_at'],
] as const;

/** A page statement's row after its report version (and matches): an invoice's TABLE_COLUMNS, in that order. */
type PageColumns = [
  id: string,
  name: string | null,
  date: string | null,
  vendor: string | null,
  amount: string,
  tax: string,
  taxNumber1: string | null,
  taxNumber2: string | null,
  taxNumber3: string | null,
  category: string | null,
  currency: string,
  description: string | null,
  images: string[],
  createdAt: Date,
  updatedAt: Date,
];

/**
 * A page's row as an entity, from its `from`th column on (built directly: TypeORM's create costs
 * more than the rest of a page). The page's statement reads only the user's invoices of the report.
 */
function fromPageRow(row: unknown[], from: number, userId: string, reportId: number): Invoice {
  const invoice = new Invoice();
  invoice.id = row[from] as PageColumns[0];
  invoice.userId = userId;
  invoice.reportId = reportId;
  invoice.name = row[from + 1] as PageColumns[1];
  invoice.date = row[from + 2] as PageColumns[2];
  invoice.vendor = row[from + 3] as PageColumns[3];
  invoice.amount = row[from + 4] as PageColumns[4];
  invoice.tax = row[from + 5] as PageColumns[5];
  invoice.taxNumber1 = row[from + 6] as PageColumns[6];
  invoice.taxNumber2 = row[from + 7] as PageColumns[7];
  invoice.taxNumber3 = row[from + 8] as PageColumns[8];
  invoice.category = row[from + 9] as PageColumns[9];
  invoice.currency = row[from + 10] as PageColumns[10];
  invoice.description = row[from + 11] as PageColumns[11];
  invoice.images = row[from + 12] as PageColumns[12];
  invoice.createdAt = row[from + 13] as PageColumns[13];
  invoice.updatedAt = row[from + 14] as PageColumns[14];
  return invoice;
}

/** The same columns as a page answers them (the date as its ISO text, not a Date at midnight somewhere). */
const INVOICE_COLUMNS = TABLE_COLUMNS.map((column) =>
  column === 'date' ? 'invoices.date::text AS date' : `invoices.${column}`,
).join(', ');

/** The vendor key of the per-report counts: a missing vendor counts under ''. */
const vendorKey = (vendor: string | null) => vendor ?? '';
/** The category key of the per-report counts: a missing category counts under ''. */
const categoryKey = (category: string | null) => category ?? '';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search as the statements compare it: search_text never holds chr(31) but as its separator. */
const searchTerm = (search: string) => search.replaceAll('\x1f', '');

/**
 * The WHERE clause of a report's listing: scoped to the user, the vendor filter, and a search
 * within that vendor (a search of the whole report has its own statement, wholeReportSearch).
 */
function whereOf(
  userId: string,
  reportId: number,
  query: Pick<InvoicePageQuery, 'search' | 'vendor'>,
): { where: string; params: unknown[] } {
  const params: unknown[] = [reportId, userId];
  const clauses = ['report_id = $1', 'user_id = $2'];
  if (query.vendor) {
    clauses.push(`vendor = $${params.push(query.vendor)}`);
    // search_text: name and category lowercased, joined by chr(31) (see the entity); strpos, so
    // that the covering vendor index scans that vendor's rows without the table (a generic plan
    // would otherwise pick a trigram index with a guessed selectivity). (SELECT lower(…)):
    // lowered once per query, not once per row.
    if (query.search)
      clauses.push(
        `strpos(search_text, (SELECT lower($${params.push(searchTerm(query.search))}))) > 0`,
      );
  }
  return { where: clauses.join(' AND '), params };
}

/**
 * The vendor counts of a report with its invoices version, and the ownership check: no row when
 * the user has no such report, one row with a null vendor when it has no invoices. Parameters:
 * report id, user id.
 */
export const VENDOR_COUNTS_SQL = `SELECT r.invoices_version AS report_version, rv.vendor, rv.invoice_count FROM reports r
    LEFT JOIN report_vendors rv ON rv.report_id = r.id AND rv.invoice_count > 0
   WHERE r.id = $1 AND r.user_id = $2`;

/** The rows of a page's ids, read by primary key (LIMIT 1: one index lookup per id, whatever the plan guesses of the page's size). */
const PAGE_ROWS = `LEFT JOIN LATERAL (SELECT ${TABLE_COLUMNS.join(', ')} FROM invoices WHERE invoices.id = page.id LIMIT 1) invoices ON true`;

/**
 * The statement of one page of a report's listing (the repository's and the invoices-list
 * benchmark's, which sends it straight to PostgreSQL). Every form starts from the user's report
 * row, which checks ownership and gives the report's invoices version: one row with null invoice
 * columns when the page is empty, no row when the user has no such report. Then:
 * - no search: a plain query along the index of the sort key, led by report_id;
 * - a search within one vendor: the covering vendor index finds, counts (`matching`) and orders
 *   the matches by their ids and sort keys alone; then only the page's rows are read;
 * - a search of the whole report: see wholeReportSearch.
 */
export function pageStatement(
  userId: string,
  reportId: number,
  query: InvoicePageQuery,
): { text: string; values: unknown[] } {
  const { text, values } = buildPageStatement(userId, reportId, query);
  // One string per form of the statement (a few dozen): the prepared statement's name is looked
  // up by its text, and a string seen before has its hash already (a new one of 2 KB is hashed
  // again on every page).
  const form = `${query.sort} ${query.order} ${query.vendor ? 'v' : ''}${query.search ? 's' : ''}`;
  let known = PAGE_TEXTS.get(form);
  if (known !== text) PAGE_TEXTS.set(form, (known = text));
  return { text: known, values };
}

/** The text of each form of the page statement, by its form (see pageStatement). */
const PAGE_TEXTS = new Map<string, string>();

function buildPageStatement(
  userId: string,
  reportId: number,
  query: InvoicePageQuery,
): { text: string; values: unknown[] } {
  if (query.search && !query.vendor)
    return wholeReportSearch(userId, reportId, query.search, query);
  const { where, params } = whereOf(userId, reportId, query);
  const order = orderOf(query.sort, query.order);
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const limit = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  if (!query.search) {
    return {
      text: `SELECT r.invoices_version AS report_version, ${INVOICE_COLUMNS}
               FROM reports r
               LEFT JOIN LATERAL (SELECT ${TABLE_COLUMNS.join(', ')} FROM invoices WHERE ${where} ORDER BY ${order} ${limit}) invoices ON true
              WHERE r.id = $1 AND r.user_id = $2
              ORDER BY ${order}`,
      values: params,
    };
  }
  return {
    text: `SELECT r.invoices_version AS report_version, page.matching, ${INVOICE_COLUMNS}
             FROM reports r
             LEFT JOIN LATERAL (SELECT id, count(*) OVER ()::int AS matching FROM invoices WHERE ${where} ORDER BY ${order} ${limit}) page ON true
             ${PAGE_ROWS}
            WHERE r.id = $1 AND r.user_id = $2
            ORDER BY ${order}`,
    values: params,
  };
}

/**
 * A search of the whole report. A word of a common category matches thousands of invoices, so
 * neither the count nor the page may read every match. An invoice matches by its category or by
 * its name (search_text joins the two), so the matches come in two parts:
 * - by category: the report's categories that contain the word, from report_categories (a few
 *   rows per report), with their counts. Each one's first (offset + limit) invoices in the sort
 *   order come from its (report_id, category, sort keys, id) index, wherever they are in the order;
 * - by name only (the category does not match, or there is none): through the trigram index on
 *   the lowercased name, which never lists an invoice for its category; these are counted and
 *   sorted. (An empty search, all its characters being chr(31), matches every invoice.)
 * The page is the first of those candidates in the sort order (they carry their sort keys: the
 * currency and the amount for money), and only its rows are read.
 */
function wholeReportSearch(
  userId: string,
  reportId: number,
  search: string,
  query: InvoicePageQuery,
): { text: string; values: unknown[] } {
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const order = orderOf(query.sort, query.order);
  // The candidates carry their sort keys as k0, k1…: the merge orders them as the page is ordered.
  const keys = SORT_KEYS[query.sort];
  const candidate = ['invoices.id', ...keys.map((key, i) => `${key} AS k${i}`)].join(', ');
  const merged = [...keys.map((_, i) => `candidates.k${i}`), 'candidates.id']
    .map((key) => `${key} ${direction}`)
    .join(', ');
  const term = searchTerm(search);
  // $3: the term (strpos), $4: the term as the middle of a LIKE pattern, $5: limit, $6: offset.
  const values = [
    reportId,
    userId,
    term,
    escapeLike(term),
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ];
  const lowered = '(SELECT lower($3))';
  const owned = 'report_id = $1 AND user_id = $2';
  return {
    text: `WITH categories AS MATERIALIZED (
                SELECT category, invoice_count FROM report_categories
                 WHERE report_id = $1 AND category <> '' AND strpos(lower(category), ${lowered}) > 0),
              names AS MATERIALIZED (
                SELECT ${candidate} FROM invoices
                 WHERE ${owned} AND lower(coalesce(name, '')) LIKE (SELECT '%' || lower($4) || '%')
                   AND (coalesce(category, '') = '' OR strpos(lower(category), ${lowered}) = 0)),
              search AS MATERIALIZED (
                SELECT coalesce((SELECT sum(invoice_count) FROM categories), 0)::int + (SELECT count(*) FROM names)::int AS matching)
           SELECT r.invoices_version AS report_version, search.matching, ${INVOICE_COLUMNS}
             FROM reports r
            CROSS JOIN search
             LEFT JOIN LATERAL (
                  SELECT candidates.id FROM (
                      SELECT first.* FROM categories
                       CROSS JOIN LATERAL (
                          SELECT ${candidate} FROM invoices WHERE ${owned} AND category = categories.category
                           ORDER BY ${order} LIMIT $5::int + $6::int) first
                      UNION ALL
                      SELECT names.* FROM names) candidates
                   ORDER BY ${merged} LIMIT $5 OFFSET $6
                ) page ON true
             ${PAGE_ROWS}
            WHERE r.id = $1 AND r.user_id = $2
            ORDER BY ${order}`,
    values,
  };
}

/** One page of a report's listing. */
export interface InvoicePage {
  /** The report's invoices version when the page was read (see Report.invoicesVersion). */
  reportVersion: string;
  invoices: Invoice[];
  /** How many invoices match a search; undefined without a search, and past the last page of a search within one vendor. */
  matching?: number;
}

/** The invoice count of each vendor of a report ('' for none), as of `reportVersion`. */
export interface VendorCounts {
  reportVersion: string;
  counts: Map<string, number>;
}

/**
 * Marks a write to the report's invoices (Report.invoicesVersion) and locks the report row for
 * the rest of the transaction, so it cannot disappear under the write. Parameters: report id,
 * user id; no row when the user has no such report.
 */
// Wrapped in a SELECT: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
const BUMP_REPORT_SQL = `WITH bumped AS (UPDATE reports SET invoices_version = invoices_version + 1 WHERE id = $1 AND user_id = $2 RETURNING id)
  SELECT id FROM bumped`;

export class InvoicesRepository {
  private readonly invoices: Repository<Invoice>;

  constructor(private readonly dataSource: DataSource) {
    this.invoices = dataSource.getRepository(Invoice);
  }

  /** Saves an invoice in the user's report; null when the user has no such report. */
  create(userId: string, reportId: number, fields: InvoiceFields): Promise<Invoice | null> {
    return this.dataSource.transaction(async (manager) => {
      const bumped = await manager.query<{ id: number }[]>(BUMP_REPORT_SQL, [reportId, userId]);
      if (bumped.length === 0) return null;
      const saved = await manager.save(manager.create(Invoice, { ...fields, userId, reportId }));
      await this.count(manager, reportId, fields, 1);
      return saved;
    });
  }

  /** Replaces the fields of the user's invoice; null when the user has no such invoice. */
  update(userId: string, id: number, fields: InvoiceFields): Promise<Invoice | null> {
    return this.dataSource.transaction(async (manager) => {
      // The report first, then the invoice: every write locks in that order (as a report's
      // deletion does), so two of them never wait on each other.
      const reportId = await this.bumpReportOf(manager, userId, id);
      if (reportId === null) return null;
      const current = await manager
        .createQueryBuilder(Invoice, 'invoice')
        .setLock('pessimistic_write')
        .where('invoice.id = :id AND invoice.user_id = :userId', { id, userId })
        .getOne();
      if (!current) return null;
      await manager.update(Invoice, { id: current.id }, fields);
      if (
        vendorKey(current.vendor) !== vendorKey(fields.vendor) ||
        categoryKey(current.category) !== categoryKey(fields.category)
      ) {
        await this.count(manager, current.reportId, current, -1);
        await this.count(manager, current.reportId, fields, 1);
      }
      return manager.findOneByOrFail(Invoice, { id: current.id });
    });
  }

  /** Deletes the user's invoice; false when the user has no such invoice. */
  remove(userId: string, id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if ((await this.bumpReportOf(manager, userId, id)) === null) return false;
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(Invoice)
        .where('id = :id AND user_id = :userId', { id, userId })
        .returning('report_id, vendor, category')
        .execute();
      const deleted = (
        result.raw as { report_id: number; vendor: string | null; category: string | null }[]
      )[0];
      if (!deleted) return false;
      await this.count(manager, deleted.report_id, deleted, -1);
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
   * The invoice count of each vendor of the user's report ('' for none) with the report's
   * invoices version, in one query that also checks ownership: null when the user has no such
   * report.
   */
  async vendorCounts(userId: string, reportId: number): Promise<VendorCounts | null> {
    const rows = await preparedQuery<{
      report_version: string;
      vendor: string | null;
      invoice_count: number | null;
    }>(this.dataSource, VENDOR_COUNTS_SQL, [reportId, userId]);
    if (rows.length === 0) return null;
    return {
      reportVersion: rows[0]!.report_version,
      counts: new Map(
        rows
          .filter((row) => row.vendor !== null)
          .map((row) => [row.vendor!, row.invoice_count ?? 0]),
      ),
    };
  }

  /**
   * One page of the user's report's invoices, searched, filtered and sorted, in one query (see
   * pageStatement); null when the user has no such report.
   */
  async pageOf(
    userId: string,
    reportId: number,
    query: InvoicePageQuery,
  ): Promise<InvoicePage | null> {
    const { text, values } = pageStatement(userId, reportId, query);
    const { columns, rows } = await preparedRows(this.dataSource, text, values);
    const first = rows[0];
    if (!first) return null;
    // The report's version, the matches of a search, then the invoice's columns (null on an empty page).
    const searched = columns[1] === 'matching';
    const from = searched ? 2 : 1;
    return {
      reportVersion: first[0] as string,
      // An empty page is one row of the report alone.
      invoices:
        first[from] === null ? [] : rows.map((row) => fromPageRow(row, from, userId, reportId)),
      matching: searched ? ((first[1] as number | null) ?? undefined) : undefined,
    };
  }

  /** How many invoices of one vendor of the user's report match a search. */
  async countMatching(
    userId: string,
    reportId: number,
    query: { search: string; vendor: string },
  ): Promise<number> {
    const { where, params } = whereOf(userId, reportId, query);
    const [row] = await preparedQuery<{ total: number }>(
      this.dataSource,
      `SELECT count(*)::int AS total FROM invoices WHERE ${where}`,
      params,
    );
    return row?.total ?? 0;
  }

  /** Counts an invoice in (1) or out of (-1) its report's vendor and category counts. */
  private async count(
    manager: EntityManager,
    reportId: number,
    invoice: { vendor: string | null; category: string | null },
    delta: 1 | -1,
  ): Promise<void> {
    await this.countIn(
      manager,
      'report_vendors',
      'vendor',
      reportId,
      vendorKey(invoice.vendor),
      delta,
    );
    await this.countIn(
      manager,
      'report_categories',
      'category',
      reportId,
      categoryKey(invoice.category),
      delta,
    );
  }

  private async countIn(
    manager: EntityManager,
    table: 'report_vendors' | 'report_categories',
    column: 'vendor' | 'category',
    reportId: number,
    key: string,
    delta: 1 | -1,
  ): Promise<void> {
    if (delta > 0) {
      await manager.query(
        `INSERT INTO ${table} (report_id, ${column}, invoice_count) VALUES ($1, $2, 1)
         ON CONFLICT (report_id, ${column}) DO UPDATE SET invoice_count = ${table}.invoice_count + 1`,
        [reportId, key],
      );
    } else {
      await manager.query(
        `UPDATE ${table} SET invoice_count = invoice_count - 1 WHERE report_id = $1 AND ${column} = $2`,
        [reportId, key],
      );
      await manager.query(
        `DELETE FROM ${table} WHERE report_id = $1 AND ${column} = $2 AND invoice_count <= 0`,
        [reportId, key],
      );
    }
  }

  /** Bumps the report of the user's invoice (BUMP_REPORT_SQL); its id, or null when the user has no such invoice. */
  private async bumpReportOf(
    manager: EntityManager,
    userId: string,
    invoiceId: number,
  ): Promise<number | null> {
    const rows = await manager.query<{ id: number }[]>(
      `WITH bumped AS (
         UPDATE reports SET invoices_version = invoices_version + 1
          WHERE id = (SELECT report_id FROM invoices WHERE id = $1 AND user_id = $2) AND user_id = $2
          RETURNING id)
       SELECT id FROM bumped`,
      [invoiceId, userId],
    );
    return rows[0]?.id ?? null;
  }
}
