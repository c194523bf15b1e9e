import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { screenshotDir, type Stack } from './harness.js';

/**
 * Helpers of the invoice-records browser tests: data created through the real API with the
 * page's own session (fast set-up for what a test is not about), and the records section's parts.
 */

// The API's shapes (packages/contract), as far as these tests read them.
export interface Report {
  id: number;
  name: string;
  invoiceCount: number;
}

export interface Invoice {
  id: number;
  name: string | null;
  date: string | null;
  vendor: string | null;
  amount: number;
  tax: number;
  total: number;
  category: string | null;
  currency: string;
  description: string | null;
  taxNumber1: string | null;
  taxNumber2: string | null;
  taxNumber3: string | null;
  images: string[];
  reportId: number;
}

export type InvoiceFields = Partial<Omit<Invoice, 'id' | 'reportId' | 'total'>>;

async function send<T>(
  app: Stack,
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { origin: app.baseUrl },
  });
  if (response.status() >= 300)
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export function createReport(app: Stack, page: Page, name: string): Promise<Report> {
  return send<Report>(app, page, 'POST', '/api/Report', { name });
}

export function createInvoice(
  app: Stack,
  page: Page,
  reportId: number,
  fields: InvoiceFields = {},
): Promise<Invoice> {
  return send<Invoice>(app, page, 'POST', '/api/Document', {
    name: 'INV-1',
    vendor: 'Acme',
    amount: 100,
    tax: 10,
    category: 'Office',
    currency: 'USD',
    ...fields,
    reportId,
  });
}

export async function createInvoices(
  app: Stack,
  page: Page,
  reportId: number,
  rows: InvoiceFields[],
): Promise<Invoice[]> {
  const created: Invoice[] = [];
  // One after the other: ids (and so "newest first") follow the order of `rows`.
  for (const row of rows) created.push(await createInvoice(app, page, reportId, row));
  return created;
}

export function deleteInvoice(app: Stack, page: Page, id: number): Promise<void> {
  return send<void>(app, page, 'DELETE', `/api/Document/${id}`);
}

/** The 'Your Invoice Records' section. */
/** The add/edit dialog's fields by the label each is shown under. */
const FORM_LABELS = {
  name: 'Invoice Number',
  date: 'Date',
  vendor: 'Vendor',
  amount: 'Amount',
  tax: 'Tax Amount',
  currency: 'Currency',
  category: 'Category',
  description: 'Description',
  taxNumber1: 'GST/HST',
  taxNumber2: 'QST',
  taxNumber3: 'Other',
} as const;

/** Types `fields` into the add/edit dialog `form` as a person would, in the order given. */
export async function fillInvoiceForm(
  form: Locator,
  fields: Partial<Record<keyof typeof FORM_LABELS, string>>,
): Promise<void> {
  for (const [field, value] of Object.entries(fields)) {
    const label = FORM_LABELS[field as keyof typeof FORM_LABELS];
    // 'Amount' alone: 'Tax Amount' holds it too.
    const input = form.getByLabel(label, label === 'Amount' ? { exact: true } : undefined);
    if (field === 'currency') await input.selectOption(value);
    else await input.fill(value);
  }
}

export function records(page: Page): Locator {
  return page.getByRole('region', { name: 'Your Invoice Records' });
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** Closes every toast (so that a later check for the same text sees a new one). */
/** Opens a new account's dashboard: its default report is created (a toast says so) and empty. */
export async function openNewDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expectToast(page, 'Default report created successfully!');
  await records(page).getByText('No invoices found').waitFor();
  await dismissToasts(page);
}

export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all())
    await close.click().catch(() => undefined);
  await toasts
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** The table's column headers in their order (without Actions). */
export async function columnHeaders(page: Page): Promise<string[]> {
  return (await records(page).locator('thead th[data-column]').allInnerTexts()).map((text) =>
    text.trim(),
  );
}

/**
 * The text of one column for every row shown, by its header, once the table has settled (while
 * a new page loads the previous rows stay, marked aria-busy).
 */
export async function columnValues(page: Page, column: string): Promise<string[]> {
  const table = records(page).getByRole('table');
  await records(page).locator('table:not([aria-busy])').waitFor();
  const index = (await columnHeaders(page)).indexOf(column);
  if (index === -1) throw new Error(`No column ${column}`);
  return (await table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts()).map((text) =>
    text.trim(),
  );
}

/**
 * What is cut short among `items` (rows or cards): the text of every element whose content is
 * wider than its box, as a value truncated with an ellipsis or running under its column's edge
 * is. Labels for screen readers alone (a 1 px box) are not shown at all, so not cut. Empty when
 * every value reads in full.
 */
export async function clippedTexts(items: Locator): Promise<string[]> {
  return items.evaluateAll((roots) =>
    roots
      .flatMap((root) => [root, ...root.querySelectorAll('*')])
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => (element.textContent ?? '').trim()),
  );
}

/**
 * What takes more than one line among `cells`: the text of every cell whose content is taller
 * than one of its lines, as an amount wrapped between its currency and its number is. Empty when
 * each reads on one line.
 */
export async function wrappedTexts(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        return range.getBoundingClientRect().height > lineHeight * 1.5;
      })
      .map((element) => (element.textContent ?? '').trim()),
  );
}

/** The pager's "x–y of N". */
export function pagerRange(page: Page): Locator {
  return records(page).getByRole('navigation', { name: 'Pagination' }).locator('p');
}

/** The rendered width of a column's header, in px. */
export async function columnWidth(page: Page, column: string): Promise<number> {
  const box = await records(page)
    .locator('thead th[data-column]')
    .filter({ hasText: column })
    .boundingBox();
  if (!box) throw new Error(`No header ${column}`);
  return Math.round(box.width);
}

/** Drags the resize handle of a column header by `dx` px with the mouse. */
export async function resizeColumn(page: Page, column: string, dx: number): Promise<void> {
  const handle = records(page).getByRole('separator', { name: `Resize ${column} column` });
  const box = await handle.boundingBox();
  if (!box) throw new Error(`No resize handle for ${column}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

/** The value shown by a native select (its selected option's text). */
export async function selectedOption(select: Locator): Promise<string> {
  return select.evaluate(
    (element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '',
  );
}

/** The report picker of the records section. */
export function reportPicker(page: Page): Locator {
  return records(page).getByRole('combobox', { name: 'Report' });
}

/** Text with its non-breaking and narrow spaces (as in '1.234,50 €') made plain. */
export function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').trim();
}

/** A screenshot of what the viewport shows (a dialog over the page), as .test-results/screenshots/<name>.png. */
export async function viewportScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}
