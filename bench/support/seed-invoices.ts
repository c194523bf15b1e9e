// Seeds a report with many invoices in one statement (as the repository would store them) and
// the per-report vendor and category counts the repository keeps with every write.
import type pg from 'pg';

export async function seedInvoices(
  pool: pg.Pool,
  report: { id: number; userId: string },
  count: number,
  options: { vendors: number; categories: readonly string[] },
): Promise<void> {
  const categories = options.categories.map((category) => `'${category}'`).join(',');
  await pool.query(
    `INSERT INTO invoices (user_id, report_id, name, date, vendor, amount, tax, category, currency)
     SELECT $1, $2, 'INV-' || lpad(g::text, 6, '0'), date '2025-01-01' + (g % 730),
            'Vendor ' || lpad((g % ${options.vendors})::text, 2, '0'), round((random() * 10000)::numeric, 2),
            round((random() * 1900)::numeric, 2),
            (ARRAY[${categories}])[1 + g % ${options.categories.length}],
            (ARRAY['USD','EUR','GBP'])[1 + g % 3]
       FROM generate_series(1, $3) AS g`,
    [report.userId, report.id, count],
  );
  await countReportRows(pool, report.id);
}

/**
 * After invoices were inserted behind the repository's back: the report's vendor and category
 * counts it keeps with every write, and fresh planner statistics.
 */
export async function countReportRows(
  database: { query(sql: string, parameters?: unknown[]): Promise<unknown> },
  reportId: number,
): Promise<void> {
  await database.query(
    `INSERT INTO report_vendors (report_id, vendor, invoice_count)
     SELECT report_id, coalesce(vendor, ''), count(*) FROM invoices WHERE report_id = $1 GROUP BY 1, 2`,
    [reportId],
  );
  await database.query(
    `INSERT INTO report_categories (report_id, category, invoice_count)
     SELECT report_id, coalesce(category, ''), count(*) FROM invoices WHERE report_id = $1 GROUP BY 1, 2`,
    [reportId],
  );
  await database.query('VACUUM ANALYZE invoices');
}
