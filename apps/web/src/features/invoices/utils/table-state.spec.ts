import { describe, expect, it } from 'vitest';
import { ACTIONS_MIN_WIDTH } from './invoice-columns.js';
import {
  DEFAULT_COLUMN_WIDTHS,
  defaultTableState,
  forReport,
  INVOICE_COLUMNS,
  lastPage,
  moveColumn,
  normalizeColumnOrder,
  pageRange,
  parseTableState,
  tableStateStorageKey,
  shownColumnOrder,
  toListQuery,
  viewFor,
  withoutPaging,
  type InvoiceTableState,
} from './table-state.js';

const saved: InvoiceTableState = {
  sort: { column: 'total', order: 'desc' },
  page: 3,
  pageSize: 25,
  search: 'travel',
  vendor: 'Acme',
  columnOrder: ['vendor', 'name', 'date', 'amount', 'tax', 'total', 'category'],
  columnWidths: { vendor: 320, name: 15 },
  views: { narrow: 'table', wide: 'cards' },
  reportId: 4,
};

describe('the persisted table state', () => {
  it('comes back exactly as it was saved (through JSON, as in localStorage)', () => {
    expect(parseTableState(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });

  it('is the default when nothing usable was stored', () => {
    for (const stored of [undefined, null, 'table', 42, []]) {
      expect(parseTableState(stored)).toEqual(defaultTableState());
    }
  });

  it('keeps the usable fields and defaults the others', () => {
    const state = parseTableState({
      ...saved,
      pageSize: 7,
      page: 0,
      views: { narrow: 'grid', wide: 'cards' },
      sort: { column: 'password', order: 'asc' },
    });
    expect(state).toEqual({
      ...saved,
      pageSize: 10,
      page: 1,
      views: { wide: 'cards' },
      sort: null,
    });
  });

  it('shows cards on a phone and the table on a wider screen until the user chooses', () => {
    const fresh = defaultTableState();
    expect(viewFor(fresh, 'narrow')).toBe('cards');
    expect(viewFor(fresh, 'wide')).toBe('table');
    // A choice is kept for its screen size only.
    const chosen = { ...fresh, views: { narrow: 'table' as const } };
    expect(viewFor(chosen, 'narrow')).toBe('table');
    expect(viewFor(chosen, 'wide')).toBe('table');
    expect(viewFor({ views: { wide: 'cards' } }, 'narrow')).toBe('cards');
    // Version 1's `view` was written without a choice: it is not taken as one.
    const legacy = parseTableState({ ...saved, views: undefined, view: 'table' });
    expect(legacy.views).toEqual({});
    expect(viewFor(legacy, 'narrow')).toBe('cards');
  });

  it('leads a phone’s table with number, vendor and total, the rest in the user’s order', () => {
    const order = ['category', 'date', 'name', 'tax', 'total', 'amount', 'vendor'] as const;
    expect(shownColumnOrder([...order], true)).toEqual([
      'name',
      'vendor',
      'total',
      'category',
      'date',
      'tax',
      'amount',
    ]);
    expect(shownColumnOrder([...order], false)).toEqual(order);
  });

  it('keeps "no sort" as chosen', () => {
    expect(parseTableState({ ...saved, sort: null }).sort).toBeNull();
  });

  it('repairs a column order: unknown and repeated ids dropped, missing ones appended', () => {
    expect(normalizeColumnOrder(['total', 'bogus', 'total', 'name'])).toEqual([
      'total',
      'name',
      'date',
      'vendor',
      'amount',
      'tax',
      'category',
    ]);
    expect(parseTableState({ columnOrder: 'name' }).columnOrder).toEqual([...INVOICE_COLUMNS]);
  });

  it('keeps column widths between 15 px and the maximum, for known columns only', () => {
    const state = parseTableState({
      columnWidths: { vendor: 3, name: 240.6, total: 'wide', actions: 90, tax: 1e9 },
    });
    expect(state.columnWidths).toEqual({ vendor: 15, name: 241, tax: 1000 });
  });

  it('is stored per user', () => {
    expect(tableStateStorageKey('u1')).not.toBe(tableStateStorageKey('u2'));
  });
});

describe('the default column widths', () => {
  it('fit the 1,216 px of the records on a 1440 px screen, with the Actions column', () => {
    const data = Object.values(DEFAULT_COLUMN_WIDTHS).reduce((sum, width) => sum + width, 0);
    expect(data + ACTIONS_MIN_WIDTH).toBeLessThanOrEqual(1216);
  });
});

describe('forReport', () => {
  it('keeps page and vendor for the same report and starts another one on page 1 with all vendors', () => {
    expect(forReport(saved, 4)).toBe(saved);
    expect(forReport(saved, 5)).toEqual({ ...saved, reportId: 5, page: 1, vendor: '' });
  });
});

describe('moveColumn', () => {
  const order = [...INVOICE_COLUMNS];

  it('puts the dragged column where the target was, in both directions', () => {
    expect(moveColumn(order, 'category', 'name')).toEqual([
      'category',
      'name',
      'date',
      'vendor',
      'amount',
      'tax',
      'total',
    ]);
    expect(moveColumn(order, 'name', 'vendor')).toEqual([
      'date',
      'vendor',
      'name',
      'amount',
      'tax',
      'total',
      'category',
    ]);
  });

  it('changes nothing when dropped on itself', () => {
    expect(moveColumn(order, 'tax', 'tax')).toEqual(order);
  });
});

describe('paging', () => {
  it('says which rows show, "x–y of N"', () => {
    expect(pageRange(1, 10, 42)).toBe('1–10 of 42');
    expect(pageRange(5, 10, 42)).toBe('41–42 of 42');
    expect(pageRange(1, 10, 0)).toBe('0 of 0');
  });

  it('knows the last page', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
});

describe('toListQuery', () => {
  it('always asks for a page, and for search, vendor and sort only when set', () => {
    expect(toListQuery(defaultTableState())).toEqual({ page: 1, pageSize: 10 });
    expect(toListQuery(saved)).toEqual({
      page: 3,
      pageSize: 25,
      search: 'travel',
      vendor: 'Acme',
      sort: 'total',
      order: 'desc',
    });
    expect(toListQuery({ ...saved, search: '   ' })).not.toHaveProperty('search');
  });
});

describe('withoutPaging', () => {
  it('keeps the search, vendor and sort of a list query (what an export takes)', () => {
    expect(withoutPaging(toListQuery(saved))).toEqual({
      search: 'travel',
      vendor: 'Acme',
      sort: 'total',
      order: 'desc',
    });
    expect(withoutPaging(toListQuery(defaultTableState()))).toEqual({});
  });
});
