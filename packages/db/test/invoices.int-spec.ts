import { INVOICE_SORT_FIELDS } from '@billfold/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  InvoicesRepository,
  pageStatement,
  type InvoiceFields,
  type InvoicePageQuery,
  type InvoiceSort,
} from '../src/repositories/invoices.repository.js';
import { useRepositorySuite } from './support/repository-suite.js';

const {
  dataSource,
  repository: invoices,
  newUser,
} = useRepositorySuite(InvoicesRepository, { poolSize: 4 });

async function newReport(userId: string): Promise<number> {
  const [row] = await dataSource.query<{ id: number }[]>(
    "INSERT INTO reports (user_id, name) VALUES ($1, 'R') RETURNING id",
    [userId],
  );
  return row!.id;
}

const fields = (overrides: Partial<InvoiceFields> = {}): InvoiceFields => ({
  name: 'INV-1',
  date: '2026-01-02',
  vendor: 'Acme',
  amount: '10.0000',
  tax: '1.0000',
  taxNumber1: null,
  taxNumber2: null,
  taxNumber3: null,
  category: 'Office',
  currency: 'EUR',
  description: null,
  images: [],
  ...overrides,
});

const version = async (reportId: number) =>
  (
    await dataSource.query<{ v: string }[]>(
      'SELECT invoices_version AS v FROM reports WHERE id = $1',
      [reportId],
    )
  )[0]!.v;

/** The per-report counts as kept, and as counted from the invoices themselves. */
async function counts(reportId: number) {
  const kept = async (table: string, column: string) =>
    dataSource.query<{ key: string; n: number }[]>(
      `SELECT ${column} AS key, invoice_count AS n FROM ${table} WHERE report_id = $1 ORDER BY 1`,
      [reportId],
    );
  const counted = async (column: string) =>
    dataSource.query<{ key: string; n: number }[]>(
      `SELECT coalesce(${column}, '') AS key, count(*)::int AS n FROM invoices WHERE report_id = $1 GROUP BY 1 ORDER BY 1`,
      [reportId],
    );
  return {
    kept: {
      vendors: await kept('report_vendors', 'vendor'),
      categories: await kept('report_categories', 'category'),
    },
    counted: { vendors: await counted('vendor'), categories: await counted('category') },
  };
}

describe("a report's invoices version and counts", () => {
  it('changes the version with every write, and keeps the vendor and category counts equal to the invoices', async () => {
    const owner = await newUser();
    const reportId = await newReport(owner);
    expect(await version(reportId)).toBe('0');

    const first = await invoices.create(
      owner,
      reportId,
      fields({ vendor: 'Acme', category: 'Office' }),
    );
    expect(await version(reportId)).toBe('1');
    const second = await invoices.create(owner, reportId, fields({ vendor: null, category: null }));
    await invoices.create(owner, reportId, fields({ vendor: 'Acme', category: 'Travel' }));
    expect(await version(reportId)).toBe('3');

    // A change of vendor or category, or of neither.
    await invoices.update(owner, Number(first!.id), fields({ vendor: 'Beta', category: 'Travel' }));
    expect(await version(reportId)).toBe('4');
    await invoices.update(
      owner,
      Number(first!.id),
      fields({ vendor: 'Beta', category: 'Travel', name: 'INV-9' }),
    );
    expect(await version(reportId)).toBe('5');
    await invoices.remove(owner, Number(second!.id));
    expect(await version(reportId)).toBe('6');

    const { kept, counted } = await counts(reportId);
    expect(kept).toEqual(counted);
    expect(kept.categories).toEqual([{ key: 'Travel', n: 2 }]);
    expect(kept.vendors).toEqual([
      { key: 'Acme', n: 1 },
      { key: 'Beta', n: 1 },
    ]);
  });

  it("changes nothing for another user's report or invoice", async () => {
    const owner = await newUser();
    const other = await newUser();
    const reportId = await newReport(owner);
    const invoice = await invoices.create(owner, reportId, fields());
    const before = { version: await version(reportId), counts: await counts(reportId) };

    expect(await invoices.create(other, reportId, fields())).toBeNull();
    expect(
      await invoices.update(other, Number(invoice!.id), fields({ vendor: 'Other' })),
    ).toBeNull();
    expect(await invoices.remove(other, Number(invoice!.id))).toBe(false);
    expect(
      await invoices.pageOf(other, reportId, { page: 1, pageSize: 10, sort: 'id', order: 'desc' }),
    ).toBeNull();
    expect(await invoices.vendorCounts(other, reportId)).toBeNull();

    expect({ version: await version(reportId), counts: await counts(reportId) }).toEqual(before);
  });

  it('answers an empty page with the report version, and null for a report that is gone', async () => {
    const owner = await newUser();
    const reportId = await newReport(owner);
    const query: InvoicePageQuery = { page: 1, pageSize: 10, sort: 'date', order: 'asc' };
    expect(await invoices.pageOf(owner, reportId, query)).toEqual({
      reportVersion: '0',
      invoices: [],
      matching: undefined,
    });
    expect(await invoices.pageOf(owner, reportId, { ...query, search: 'x' })).toEqual({
      reportVersion: '0',
      invoices: [],
      matching: 0,
    });
    expect(await invoices.vendorCounts(owner, reportId)).toEqual({
      reportVersion: '0',
      counts: new Map(),
    });
    await dataSource.query('DELETE FROM reports WHERE id = $1', [reportId]);
    expect(await invoices.pageOf(owner, reportId, query)).toBeNull();
    expect(await invoices.vendorCounts(owner, reportId)).toBeNull();
  });
});

/** The order of a listing by definition: money by currency first, every order ending with the id. */
function orderBy(query: Pick<InvoicePageQuery, 'sort' | 'order'>): string {
  const keys = {
    id: [],
    name: ['name'],
    date: ['date'],
    vendor: ['vendor'],
    amount: ['currency', 'amount'],
    tax: ['currency', 'tax'],
    total: ['currency', '(amount + tax)'],
    category: ['category'],
  }[query.sort];
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  return [...keys, 'id'].map((key) => `${key} ${direction}`).join(', ');
}

/** Every order a listing takes (the contract's sort fields). */
const ALL_SORTS: readonly InvoiceSort[] = INVOICE_SORT_FIELDS;

describe('money sorted by currency first', () => {
  let owner: string;
  let reportId: number;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    owner = await newUser();
    reportId = await newReport(owner);
    // The example (87.39 EUR, $100, £130), a tie within a currency, other vendors.
    const rows: [string, string, string, string, string][] = [
      ['USD-100', 'Acme', '100.00', '0.00', 'USD'],
      ['EUR-87', 'Acme', '87.39', '0.00', 'EUR'],
      ['GBP-130', 'Acme', '130.00', '0.00', 'GBP'],
      ['USD-20', 'Acme', '20.00', '5.00', 'USD'],
      ['EUR-500', 'Acme', '500.00', '0.00', 'EUR'],
      ['EUR-500-B', 'Acme', '500.00', '0.00', 'EUR'],
      ['JPY-9000', 'Beta', '9000.00', '900.00', 'JPY'],
      ['CHF-1', 'Beta', '1.00', '0.10', 'CHF'],
    ];
    for (const [name, vendor, amount, tax, currency] of rows) {
      const saved = await invoices.create(
        owner,
        reportId,
        fields({ name, vendor, amount, tax, currency, category: name.slice(0, 3) }),
      );
      ids.set(name, saved!.id);
    }
  });

  const names = async (
    query: Partial<InvoicePageQuery> & Pick<InvoicePageQuery, 'sort' | 'order'>,
  ) =>
    (await invoices.pageOf(owner, reportId, { page: 1, pageSize: 50, ...query }))!.invoices.map(
      (invoice) => invoice.name,
    );

  it("orders the issue's example by currency, then by the amount, the total and the tax, both ways", async () => {
    const vendor = 'Acme';
    // Acme's invoices by currency, then by amount (and by total: the same order here).
    const byAmount = ['EUR-87', 'EUR-500', 'EUR-500-B', 'GBP-130', 'USD-20', 'USD-100'];
    expect(await names({ sort: 'amount', order: 'asc', vendor })).toEqual(byAmount);
    expect(await names({ sort: 'amount', order: 'desc', vendor })).toEqual(byAmount.toReversed());
    // The total: USD-20's 25.00 stays below USD-100's 100.00.
    expect(await names({ sort: 'total', order: 'asc' })).toEqual([
      'CHF-1',
      'EUR-87',
      'EUR-500',
      'EUR-500-B',
      'GBP-130',
      'JPY-9000',
      'USD-20',
      'USD-100',
    ]);
    expect(await names({ sort: 'tax', order: 'desc' })).toEqual([
      'USD-20',
      'USD-100',
      'JPY-9000',
      'GBP-130',
      'EUR-500-B',
      'EUR-500',
      'EUR-87',
      'CHF-1',
    ]);
    // A search within one vendor orders its matches from the covering vendor index.
    expect(await names({ sort: 'amount', order: 'desc', vendor, search: 'usd' })).toEqual([
      'USD-100',
      'USD-20',
    ]);
    expect(await names({ sort: 'total', order: 'asc', vendor, search: '-' })).toEqual(byAmount);
    // A search of the whole report merges its candidates in the same order.
    expect(await names({ sort: 'amount', order: 'asc', search: 'e' })).toEqual([
      'EUR-87',
      'EUR-500',
      'EUR-500-B',
    ]);
    expect(await names({ sort: 'total', order: 'desc', search: '0' })).toEqual([
      'USD-100',
      'USD-20',
      'JPY-9000',
      'GBP-130',
      'EUR-500-B',
      'EUR-500',
    ]);
  });

  it('pages without gaps or repeats, and the totals of the pages are the same', async () => {
    for (const sort of ['amount', 'tax', 'total'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const whole = await names({ sort, order });
        const paged: (string | null)[] = [];
        for (let page = 1; page <= 3; page++)
          paged.push(...(await names({ sort, order, page, pageSize: 3 })));
        expect(paged, `${sort} ${order}`).toEqual(whole);
        expect(new Set(whole).size).toBe(ids.size);
      }
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

/** The nodes of a page statement's plan, top down, with sorting made as costly as it gets. */
async function planOf(userId: string, reportId: number, query: InvoicePageQuery) {
  const { text, values } = pageStatement(userId, reportId, query);
  const plan = await dataSource.transaction(async (manager) => {
    await manager.query('SET LOCAL enable_sort = off');
    const [row] = await manager.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }[]>(
      `EXPLAIN (FORMAT JSON) ${text}`,
      values,
    );
    return row!['QUERY PLAN'][0]!.Plan;
  });
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return nodes;
}

describe('the plans of the money orders', () => {
  let owner: string;
  let reportId: number;

  beforeAll(async () => {
    owner = await newUser();
    reportId = await newReport(owner);
    await dataSource.query(
      `INSERT INTO invoices (user_id, report_id, name, vendor, category, amount, tax, currency)
       SELECT $1, $2, 'INV-' || i, 'Vendor ' || (i % 20), 'Category ' || (i % 7),
              (i * 7919) % 100000 / 100.0, (i * 104729) % 10000 / 100.0, ($3::text[])[1 + i % 4]
         FROM generate_series(1, 20000) AS i`,
      [owner, reportId, ['EUR', 'USD', 'GBP', 'JPY']],
    );
    await dataSource.query('ANALYZE invoices');
  });

  it('reads a sorted page along a (report, [vendor], currency, key, id) index, forwards or backwards, without sorting the report', async () => {
    for (const sort of ['amount', 'tax', 'total'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        for (const vendor of [undefined, 'Vendor 3']) {
          const nodes = await planOf(owner, reportId, {
            sort,
            order,
            vendor,
            page: 3,
            pageSize: 25,
          });
          const label = `${sort} ${order} ${vendor ?? ''}`;
          const scan = nodes.find((node) => node['Index Name']?.startsWith('invoices_'));
          expect(scan?.['Index Name'], label).toBe(
            `invoices_report_id_${vendor ? 'vendor_' : ''}currency_${sort}_idx`,
          );
          expect(scan?.['Scan Direction'], label).toBe(order === 'asc' ? 'Forward' : 'Backward');
          // The one sort is the page's 25 rows', on top; nothing reads the table to sort it.
          const sorts = nodes.filter((node) => node['Node Type'] === 'Sort');
          expect(sorts.length, label).toBeLessThanOrEqual(1);
          if (sorts[0]) expect(nodes[0], label).toBe(sorts[0]);
          expect(
            nodes.some((node) => node['Node Type'] === 'Seq Scan'),
            label,
          ).toBe(false);
        }
      }
    }
  });
});

describe('a search of the whole report', () => {
  let owner: string;
  let reportId: number;

  // A small pseudo-random generator: the same report on every run.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  beforeAll(async () => {
    owner = await newUser();
    reportId = await newReport(owner);
    // Another user's invoices that would match: never counted or listed.
    const stranger = await newUser();
    const theirs = await newReport(stranger);
    await invoices.create(stranger, theirs, fields({ name: 'TRAVEL-1', category: 'Travel' }));

    const categories = [
      'Travel',
      'Office',
      'Software',
      'Büromaterial',
      'travel agency',
      '50%_off',
      null,
    ] as const;
    const names = ['INV-', 'RE-', 'travel-', 'Soft-', 'büro-', 'x_', null] as const;
    const vendors = ['Acme', 'Beta', 'Gamma', null] as const;
    for (let i = 0; i < 240; i++) {
      const prefix = pick(names);
      await invoices.create(
        owner,
        reportId,
        fields({
          name:
            prefix === null
              ? null
              : `${prefix}${String(Math.floor(random() * 1000)).padStart(4, '0')}`,
          category: pick(categories),
          vendor: pick(vendors),
          date:
            random() < 0.1
              ? null
              : `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
          amount: (Math.floor(random() * 5000) / 100).toFixed(2),
          tax: (Math.floor(random() * 500) / 100).toFixed(2),
          currency: pick(['EUR', 'USD', 'GBP']),
        }),
      );
    }
    // Edited and deleted invoices count as they are now.
    const [edited, deleted] = await dataSource.query<{ id: number }[]>(
      'SELECT id FROM invoices WHERE report_id = $1 ORDER BY id LIMIT 2',
      [reportId],
    );
    await invoices.update(owner, edited!.id, fields({ name: 'SOFT-EDIT', category: 'Travel' }));
    await invoices.remove(owner, deleted!.id);
  });

  /** The answer by definition: every invoice of the report, its name or category containing the search, any case. */
  async function scanned(query: InvoicePageQuery & { search: string }) {
    const where = `report_id = $1 AND (strpos(lower(coalesce(name, '')), lower($2)) > 0 OR strpos(lower(coalesce(category, '')), lower($2)) > 0)`;
    const rows = await dataSource.query<{ id: string }[]>(
      `SELECT id FROM invoices WHERE ${where} ORDER BY ${orderBy(query)} LIMIT $3 OFFSET $4`,
      [reportId, query.search, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const [counted] = await dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM invoices WHERE ${where}`,
      [reportId, query.search],
    );
    return { ids: rows.map((row) => row.id), matching: counted!.n };
  }

  const searches = [
    'travel',
    'TRAVEL',
    'soft',
    'büro',
    'BÜRO',
    'inv-00',
    're-',
    'e',
    '%',
    '_',
    '50%_',
    'agency',
    'nothing at all',
    'l-0',
  ];
  const sorts = ALL_SORTS;

  it('finds, counts and orders exactly what a scan of every invoice finds, on every page', async () => {
    let compared = 0;
    for (const search of searches) {
      for (const sort of sorts) {
        for (const order of ['asc', 'desc'] as const) {
          for (const page of [1, 2, 7]) {
            const query = { search, sort, order, page, pageSize: 9 };
            const expected = await scanned(query);
            const answer = await invoices.pageOf(owner, reportId, query);
            expect(
              { ids: answer!.invoices.map((invoice) => invoice.id), matching: answer!.matching },
              JSON.stringify(query),
            ).toEqual(expected);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(searches.length * sorts.length * 2 * 3);
  });

  it('matches every invoice for a search of nothing but the separator of name and category', async () => {
    for (const sort of sorts) {
      const query = { sort, order: 'asc' as const, page: 3, pageSize: 9 };
      const answer = await invoices.pageOf(owner, reportId, { ...query, search: '\x1f\x1f' });
      const expected = await scanned({ ...query, search: '' });
      expect(
        { ids: answer!.invoices.map((invoice) => invoice.id), matching: answer!.matching },
        sort,
      ).toEqual(expected);
    }
  });

  it('reads full rows: the page is the invoices themselves', async () => {
    const answer = await invoices.pageOf(owner, reportId, {
      search: 'soft-edit',
      sort: 'id',
      order: 'asc',
      page: 1,
      pageSize: 5,
    });
    expect(answer!.invoices).toHaveLength(1);
    expect(answer!.invoices[0]).toMatchObject({
      name: 'SOFT-EDIT',
      category: 'Travel',
      userId: owner,
      reportId,
      currency: 'EUR',
    });
  });
});
