import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource, type DataSource } from '../src/data-source.js';
import {
  InvoicesRepository,
  pageStatement,
  type InvoicePageQuery,
  type InvoiceSort,
} from '../src/repositories/invoices.repository.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

// Money columns sort by currency first: 87.39 EUR, $100 and £130 are not comparable amounts.
let database: TestDatabase;
let dataSource: DataSource;
let invoices: InvoicesRepository;
let userId: string;
let reportId: number;
let bigReportId: number;

async function insertUserAndReport(name: string): Promise<{ userId: string; reportId: number }> {
  const [user] = await dataSource.query<{ id: string }[]>(
    `INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id`,
    [name, `${name.toLowerCase()}-${Date.now()}@example.com`],
  );
  const [report] = await dataSource.query<{ id: number }[]>(
    'INSERT INTO reports (name, user_id) VALUES ($1, $2) RETURNING id',
    [name, user!.id],
  );
  return { userId: user!.id, reportId: report!.id };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = createDataSource({ url: database.url, poolSize: 2 });
  await dataSource.initialize();
  invoices = new InvoicesRepository(dataSource);
  ({ userId, reportId } = await insertUserAndReport('Sorter'));
  const rows: [string, string, string, string][] = [
    // name, currency, amount, tax
    ['usd-100', 'USD', '100.00', '5.00'],
    ['eur-87', 'EUR', '87.39', '16.60'],
    ['gbp-130', 'GBP', '130.00', '0.00'],
    ['usd-20', 'USD', '20.00', '30.00'],
    ['eur-500', 'EUR', '500.00', '1.00'],
    ['gbp-9', 'GBP', '9.00', '99.00'],
  ];
  for (const [name, currency, amount, tax] of rows) {
    await invoices.create(userId, reportId, {
      ...{
        name,
        currency,
        amount,
        tax,
        vendor: 'Acme',
        date: null,
        category: null,
        description: null,
      },
      ...{ taxNumber1: null, taxNumber2: null, taxNumber3: null, images: [] },
    });
  }

  // A large report of the same user, for the plans: three currencies, 60 vendors.
  ({ reportId: bigReportId } = await insertUserAndReport('Big'));
  await dataSource.query(
    `INSERT INTO invoices (user_id, report_id, name, vendor, amount, tax, category, currency)
     SELECT $1, $2, 'INV-' || g, 'Vendor ' || (g % 60), round((random() * 10000)::numeric, 2), round((random() * 1900)::numeric, 2),
            'Other', (ARRAY['USD','EUR','GBP'])[1 + g % 3]
       FROM generate_series(1, 30000) AS g`,
    [userId, bigReportId],
  );
  await dataSource.query('ANALYZE invoices');
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

const names = async (sort: InvoiceSort, order: 'asc' | 'desc', vendor?: string) =>
  (
    await invoices.pageOf(userId, reportId, {
      page: 1,
      pageSize: 25,
      sort,
      order,
      ...(vendor ? { vendor } : {}),
    })
  ).invoices.map((i) => i.name);

describe('sorting by a money column', () => {
  it('groups by currency, then orders by the amount', async () => {
    expect(await names('amount', 'asc')).toEqual([
      'eur-87',
      'eur-500',
      'gbp-9',
      'gbp-130',
      'usd-20',
      'usd-100',
    ]);
    expect(await names('tax', 'asc')).toEqual([
      'eur-500',
      'eur-87',
      'gbp-130',
      'gbp-9',
      'usd-100',
      'usd-20',
    ]);
    expect(await names('total', 'asc')).toEqual([
      'eur-87',
      'eur-500',
      'gbp-9',
      'gbp-130',
      'usd-20',
      'usd-100',
    ]);
  });

  it('reverses the whole order when descending', async () => {
    expect(await names('amount', 'desc')).toEqual([
      'usd-100',
      'usd-20',
      'gbp-130',
      'gbp-9',
      'eur-500',
      'eur-87',
    ]);
    expect(await names('total', 'desc', 'Acme')).toEqual([
      'usd-100',
      'usd-20',
      'gbp-130',
      'gbp-9',
      'eur-500',
      'eur-87',
    ]);
  });

  it('groups by currency within a search too', async () => {
    const page = await invoices.pageOf(userId, reportId, {
      page: 1,
      pageSize: 25,
      sort: 'amount',
      order: 'asc',
      search: 'usd',
    });
    expect(page.invoices.map((i) => i.name)).toEqual(['usd-20', 'usd-100']);
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The generic plan of a page's statement, as the API's prepared statements run it. */
async function planOf(query: InvoicePageQuery): Promise<PlanNode[]> {
  const { text, values } = pageStatement(userId, bigReportId, query);
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SET plan_cache_mode = force_generic_plan');
    await runner.query(`PREPARE page_statement AS ${text}`);
    const literals = values.map((value) =>
      typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`,
    );
    const [row] = (await runner.query(
      `EXPLAIN (FORMAT JSON) EXECUTE page_statement(${literals.join(', ')})`,
    )) as { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    return nodesOf(row!['QUERY PLAN'][0].Plan);
  } finally {
    await runner.query('DEALLOCATE ALL').catch(() => undefined);
    await runner.release();
  }
}

describe('the plan of a page sorted by a money column', () => {
  const cases: [InvoiceSort, string | undefined, string][] = [
    ['amount', undefined, 'invoices_report_id_currency_amount_idx'],
    ['tax', undefined, 'invoices_report_id_currency_tax_idx'],
    ['total', undefined, 'invoices_report_id_currency_total_idx'],
    ['amount', 'Vendor 7', 'invoices_report_id_vendor_currency_amount_idx'],
    ['tax', 'Vendor 7', 'invoices_report_id_vendor_currency_tax_idx'],
    ['total', 'Vendor 7', 'invoices_report_id_vendor_currency_total_idx'],
  ];
  for (const [sort, vendor, index] of cases) {
    for (const order of ['asc', 'desc'] as const) {
      it(`reads ${sort} ${order}${vendor ? ' within one vendor' : ''} along ${index}, without sorting`, async () => {
        const nodes = await planOf({
          page: 3,
          pageSize: 25,
          sort,
          order,
          ...(vendor ? { vendor } : {}),
        });
        expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
        expect(nodes.some((node) => node['Index Name'] === index)).toBe(true);
      });
    }
  }

  it('searches within one vendor on the covering vendor index alone, currency included', async () => {
    await dataSource.query('VACUUM invoices');
    for (const sort of ['amount', 'tax', 'total'] as const) {
      const nodes = await planOf({
        page: 1,
        pageSize: 25,
        sort,
        order: 'asc',
        vendor: 'Vendor 7',
        search: 'inv-1',
      });
      const scans = nodes.filter(
        (node) =>
          node['Node Type'].includes('Scan') &&
          node['Index Name'] !== 'PK_668cef7c22a427fd822cc1be3ce',
      );
      expect(
        scans.map((node) => [node['Node Type'], node['Index Name']]),
        sort,
      ).toEqual([['Index Only Scan', 'invoices_report_id_vendor_idx']]);
    }
  });
});
