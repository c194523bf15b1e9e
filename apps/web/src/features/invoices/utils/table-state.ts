import { INVOICE_COLUMNS, PAGE_SIZES, type InvoiceListQuery } from '@billfold/contract';
import { z } from 'zod';

/** The data columns of the invoice table (the contract's), in their first order; Actions stays pinned last. */
export { INVOICE_COLUMNS };
export type InvoiceColumnId = (typeof INVOICE_COLUMNS)[number];

/** SPEC section 5 and 9: no column gets narrower than 15 px. */
export const MIN_COLUMN_WIDTH = 15;
export const MAX_COLUMN_WIDTH = 1_000;
/**
 * The widths a new table starts with. Long values wrap inside their column rather than being cut,
 * so these only decide how often they do. The amounts are the ones to keep whole: each of Amount,
 * Tax and Total holds up to nine digits with a three-letter currency on one line ("CHF
 * 9'999'999.99", the widest at 127 px in the total's weight), and wraps between currency and
 * number only beyond that or when narrowed. The vendor's the widest of the rest (company names run
 * long: "Müller & Söhne Beratungsgesellschaft mbH" takes two lines, "GUJARAT FREIGHT TOOLS" one),
 * a long invoice number ("INV-2026-000123456-DE") breaks after a hyphen, any date fits ("Sep 30,
 * 2026") and a two-word category ("Professional services") fits its label. Together with the
 * Actions column (ACTIONS_MIN_WIDTH) they fit the 1,216 px a wide screen gives the records.
 */
export const DEFAULT_COLUMN_WIDTHS: Readonly<Record<InvoiceColumnId, number>> = {
  name: 144,
  date: 116,
  vendor: 204,
  amount: 154,
  tax: 154,
  total: 154,
  category: 166,
};
/**
 * A phone's table (when chosen over the cards) is led by the number, the vendor and the total,
 * which share a 390 px screen beside the actions button. They wrap where they need to: the number
 * after a hyphen ("INV-2026-" fits a line), the vendor between words (a long German one such as
 * "Gebäudetechnik" fits a line), the total beside its currency ("CHF" over "1'333'333.32"). The
 * other columns follow, off screen.
 */
export const COMPACT_LEADING_COLUMNS: readonly InvoiceColumnId[] = ['name', 'vendor', 'total'];
export const COMPACT_COLUMN_WIDTHS: Readonly<Record<InvoiceColumnId, number>> = {
  name: 92,
  date: 108,
  vendor: 118,
  amount: 110,
  tax: 96,
  total: 104,
  category: 140,
};

/** The columns in the order shown: the user's, or on a phone the compact lead first. */
export function shownColumnOrder(
  order: readonly InvoiceColumnId[],
  compact: boolean,
): InvoiceColumnId[] {
  if (!compact) return [...order];
  return [
    ...COMPACT_LEADING_COLUMNS,
    ...order.filter((id) => !COMPACT_LEADING_COLUMNS.includes(id)),
  ];
}

export const DEFAULT_PAGE_SIZE = 10;

export type ViewMode = 'table' | 'cards';
export type SortOrder = 'asc' | 'desc';
/** Phones (narrower than 768 px) and everything wider: each keeps its own view. */
export type ScreenSize = 'narrow' | 'wide';
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

/** Everything of the records view that survives a reload. */
export interface InvoiceTableState {
  sort: { column: InvoiceColumnId; order: SortOrder } | null;
  /** 1-based. */
  page: number;
  pageSize: number;
  search: string;
  /** '' = All Vendors. */
  vendor: string;
  columnOrder: InvoiceColumnId[];
  columnWidths: Partial<Record<InvoiceColumnId, number>>;
  /**
   * The view the user chose, per screen size. Only a choice is kept: without one a phone shows
   * cards (the table's money columns would sit off screen) and a wider screen the table.
   */
  views: Partial<Record<ScreenSize, ViewMode>>;
  /** The report these page and vendor belong to: another report starts on page 1, all vendors. */
  reportId: number | null;
}

export function defaultTableState(): InvoiceTableState {
  return {
    sort: null,
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    search: '',
    vendor: '',
    columnOrder: [...INVOICE_COLUMNS],
    columnWidths: {},
    views: {},
    reportId: null,
  };
}

/** Where the state is kept, per user (a shared browser never mixes two people's preferences). */
export function tableStateStorageKey(userId: string): string {
  return `billfold.invoice-table.v1.${userId}`;
}

const columnId = z.enum(INVOICE_COLUMNS);
const fields = {
  sort: z.object({ column: columnId, order: z.enum(['asc', 'desc']) }).nullable(),
  page: z.number().int().min(1).max(1_000_000),
  pageSize: z.number().refine((size) => (PAGE_SIZES as readonly number[]).includes(size)),
  search: z.string().max(200),
  vendor: z.string().max(200),
  columnOrder: z.array(z.unknown()),
  columnWidths: z.record(z.string(), z.unknown()),
  // Version 1 kept a `view` that was written even when the user never chose one; it is not read.
  views: z.object({
    narrow: z.enum(['table', 'cards']).optional().catch(undefined),
    wide: z.enum(['table', 'cards']).optional().catch(undefined),
  }),
  reportId: z.number().int().positive(),
};

/** A full, valid column order: known ids once each, in the stored order, missing ones appended. */
export function normalizeColumnOrder(order: readonly unknown[]): InvoiceColumnId[] {
  const known = order.filter((id): id is InvoiceColumnId => columnId.safeParse(id).success);
  const unique = [...new Set(known)];
  return [...unique, ...INVOICE_COLUMNS.filter((id) => !unique.includes(id))];
}

export function clampColumnWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

/** Known columns with a usable width, clamped to the limits. */
export function normalizeColumnWidths(
  widths: Readonly<Record<string, unknown>>,
): Partial<Record<InvoiceColumnId, number>> {
  const result: Partial<Record<InvoiceColumnId, number>> = {};
  for (const [id, width] of Object.entries(widths)) {
    if (columnId.safeParse(id).success && typeof width === 'number' && Number.isFinite(width)) {
      result[id as InvoiceColumnId] = clampColumnWidth(width);
    }
  }
  return result;
}

/**
 * The stored state, field by field: whatever is missing or unusable (an older version, a hand
 * edit) takes its default, and the rest is kept.
 */
export function parseTableState(
  stored: unknown,
  fallback: InvoiceTableState = defaultTableState(),
): InvoiceTableState {
  if (typeof stored !== 'object' || stored === null) return fallback;
  const raw = stored as Record<string, unknown>;
  const pick = <K extends keyof typeof fields>(key: K): z.infer<(typeof fields)[K]> | undefined => {
    const parsed = fields[key].safeParse(raw[key]);
    return parsed.success ? (parsed.data as z.infer<(typeof fields)[K]>) : undefined;
  };
  const order = pick('columnOrder');
  const widths = pick('columnWidths');
  return {
    sort: pick('sort') ?? (raw.sort === null ? null : fallback.sort),
    page: pick('page') ?? fallback.page,
    pageSize: pick('pageSize') ?? fallback.pageSize,
    search: pick('search') ?? fallback.search,
    vendor: pick('vendor') ?? fallback.vendor,
    columnOrder: order ? normalizeColumnOrder(order) : fallback.columnOrder,
    columnWidths: widths ? normalizeColumnWidths(widths) : fallback.columnWidths,
    views: withoutUndefined(pick('views')) ?? fallback.views,
    reportId: pick('reportId') ?? fallback.reportId,
  };
}

function withoutUndefined<T extends object>(value: T | undefined): T | undefined {
  if (!value) return value;
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The view shown on a screen of this size: the user's choice there, else cards on a phone. */
export function viewFor(state: Pick<InvoiceTableState, 'views'>, size: ScreenSize): ViewMode {
  return state.views[size] ?? (size === 'narrow' ? 'cards' : 'table');
}

/** Moves a column to where another one is, shifting those in between (drag-and-drop of headers). */
export function moveColumn(
  order: readonly InvoiceColumnId[],
  moved: InvoiceColumnId,
  target: InvoiceColumnId,
): InvoiceColumnId[] {
  const from = order.indexOf(moved);
  const to = order.indexOf(target);
  if (from === -1 || to === -1 || from === to) return [...order];
  const next = order.filter((id) => id !== moved);
  next.splice(to, 0, moved);
  return next;
}

/** The state for `reportId`: as stored for the same report; on page 1 with all vendors for another. */
export function forReport(state: InvoiceTableState, reportId: number): InvoiceTableState {
  return state.reportId === reportId ? state : { ...state, reportId, page: 1, vendor: '' };
}

/** The last page that has rows (1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The "x–y of N" of the pager. */
export function pageRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return `${first}–${last} of ${total}`;
}

/** The query of GET /Document/report/{id} for this state: always the paged form, fast on big reports. */
export function toListQuery(
  state: Pick<InvoiceTableState, 'page' | 'pageSize' | 'search' | 'vendor' | 'sort'>,
): InvoiceListQuery {
  const search = state.search.trim();
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
    ...(state.vendor ? { vendor: state.vendor } : {}),
    ...(state.sort ? { sort: state.sort.column, order: state.sort.order } : {}),
  };
}

/** The search, vendor filter and sort of a list query, without its paging (what an export takes). */
export function withoutPaging(
  query: InvoiceListQuery,
): Omit<InvoiceListQuery, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return rest;
}
