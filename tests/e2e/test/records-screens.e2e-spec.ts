import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../src/accounts.js';
import { useE2eApp } from '../src/harness.js';
import { collectPageErrors } from '../src/page-errors.js';
import {
  clippedTexts,
  columnHeaders,
  createInvoices,
  createReport,
  fillInvoiceForm,
  plain,
  records,
  viewportScreenshot,
  wrappedTexts,
  type InvoiceFields,
  type Report,
} from '../src/records.js';

const app = useE2eApp();

const widths = [390, 768, 1024, 1280] as const;

/** The newest invoice of the report below: every text long, the amounts in the millions. */
const longest = {
  name: 'INV-2026-000123456-DE',
  date: '2026-04-09',
  vendor: 'Müller & Schmidt Gebäudetechnik und Anlagenbau GmbH',
  amount: 1234567.89,
  tax: 98765.43,
  category: 'Building services – maintenance and repairs',
  currency: 'CHF',
} satisfies InvoiceFields;

/** A realistic report: several currencies, long and missing values, oldest first. */
const rows: InvoiceFields[] = [
  {
    name: 'INV-2026-0412',
    date: '2026-01-08',
    vendor: 'Northwind Traders',
    amount: 1249.5,
    tax: 162.44,
    category: 'Inventory',
    currency: 'USD',
  },
  {
    name: 'RE-88412',
    date: '2026-01-15',
    vendor: 'Globex Deutschland GmbH',
    amount: 980,
    tax: 186.2,
    category: 'Software',
    currency: 'EUR',
  },
  {
    name: 'A-1002',
    date: '2026-01-21',
    vendor: 'Maple Leaf Print Co.',
    amount: 310.75,
    tax: 40.4,
    category: 'Marketing',
    currency: 'CAD',
    taxNumber1: '123456789RT0001',
  },
  {
    name: null,
    date: null,
    vendor: 'Corner Café',
    amount: 18.4,
    tax: 0,
    category: 'Meals',
    currency: 'GBP',
  },
  {
    name: 'JP-7781',
    date: '2026-02-03',
    vendor: 'Tokyo Electronics K.K.',
    amount: 128000,
    tax: 12800,
    category: 'Hardware',
    currency: 'JPY',
  },
  {
    name: 'INV-2026-0518',
    date: '2026-02-11',
    vendor: 'Northwind Traders',
    amount: 2310,
    tax: 300.3,
    category: 'Inventory',
    currency: 'USD',
  },
  {
    name: 'CH-2026-09',
    date: '2026-02-19',
    vendor: 'Helvetia Consulting AG',
    amount: 4200,
    tax: 340.2,
    category: 'Professional services',
    currency: 'CHF',
  },
  {
    name: 'TRV-0093',
    date: '2026-03-02',
    vendor: 'SkyHigh Airlines',
    amount: 689.99,
    tax: 51.75,
    category: 'Travel',
    currency: 'USD',
  },
  {
    name: 'HTL-55120',
    date: '2026-03-04',
    vendor: 'Grand Hotel Milano',
    amount: 540,
    tax: 54,
    category: 'Travel',
    currency: 'EUR',
  },
  {
    name: 'INV-2026-0601',
    date: '2026-03-14',
    vendor: 'Acme Office Supply',
    amount: 86.2,
    tax: 6.9,
    category: 'Office supplies',
    currency: 'USD',
  },
  {
    name: 'SUB-APR',
    date: '2026-03-28',
    vendor: 'Cloudstack Inc.',
    amount: 49,
    tax: 0,
    category: 'Software',
    currency: 'USD',
  },
  {
    name: 'INV-2026-0702',
    date: '2026-04-01',
    vendor: 'Acme Office Supply',
    amount: 412.35,
    tax: 32.99,
    category: 'Office supplies',
    currency: 'USD',
  },
  longest,
];

async function seededPage(
  width: number,
): Promise<{ page: Page; errors: string[]; report: Report }> {
  const page = await app.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
  // A refused report name is part of what is shown.
  const errors = collectPageErrors(page, [{ path: '/api/Report', status: 400 }]);
  await signUpAndSignIn(app, page, 'Grace Hopper');
  const report = await createReport(app, page, 'Q1 2026 expenses');
  await createInvoices(app, page, report.id, rows);
  await page.goto('/');
  await records(page).getByText('INV-2026-0702').first().waitFor();
  return { page, errors, report };
}

async function showView(page: Page, view: 'Table' | 'Cards') {
  const toggle = records(page)
    .getByRole('group', { name: 'View' })
    .getByRole('button', { name: view });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  if (view === 'Table') await records(page).getByRole('table').waitFor();
  else await records(page).getByRole('list', { name: 'Invoices' }).waitFor();
}

describe('invoice records, as a customer sees them', () => {
  for (const width of widths) {
    it(`looks right at ${width} px, as a table and as cards`, async () => {
      const { page, errors } = await seededPage(width);
      await showView(page, 'Table');
      await app.screenshot(page, `records-table-${width}`);
      await showView(page, 'Cards');
      const columns = await records(page)
        .getByRole('list', { name: 'Invoices' })
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(columns).toBe({ 390: 1, 768: 2, 1024: 3, 1280: 4 }[width]);
      await app.screenshot(page, `records-cards-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  // A new user's trial: on a phone the numbers and vendors were cut off, on a desktop the
  // categories. Every value reads in full, wrapping onto more lines where it is long.
  for (const width of [390, 1280] as const) {
    it(`shows every number, vendor, date, amount and category in full at ${width} px`, async () => {
      const { page, errors } = await seededPage(width);
      const section = records(page);
      for (const view of ['Table', 'Cards'] as const) {
        await showView(page, view);
        const items =
          view === 'Table'
            ? section.locator('tbody tr')
            : section.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
        const text = plain(await items.filter({ hasText: longest.name }).innerText());
        for (const value of [
          longest.name,
          longest.vendor,
          'Apr 9, 2026',
          "CHF 1'234'567.89",
          "CHF 98'765.43",
          "CHF 1'333'333.32",
          longest.category,
        ])
          expect(text).toContain(value);
        expect(await clippedTexts(items)).toEqual([]);
      }
      if (width === 390) {
        // The phone's table: the number, the vendor and the total stand beside the actions
        // button, none of them under it.
        await showView(page, 'Table');
        const row = section.locator('tbody tr').filter({ hasText: longest.name });
        const cells = row.locator('td');
        const actions = await cells.last().boundingBox();
        for (const index of [0, 1, 2]) {
          const cell = await cells.nth(index).boundingBox();
          expect(cell && actions && cell.x + cell.width).toBeLessThanOrEqual(actions!.x + 1);
        }
        expect(plain(await cells.nth(0).innerText())).toBe(longest.name);
        expect(plain(await cells.nth(1).innerText())).toBe(longest.vendor);
        expect(plain(await cells.nth(2).innerText())).toBe("CHF 1'333'333.32");
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  // A new user's trial: at 1440 px the Tax column wrapped "13 038,28 kr" onto two lines. Amounts
  // of up to nine digits with a three-letter currency read on one line, in a table that still
  // fits the records without scrolling sideways; only longer ones wrap.
  it('keeps amounts of up to nine digits on one line at 1440 px, the table within the records', async () => {
    const { page, errors, report } = await seededPage(1440);
    await createInvoices(app, page, report.id, [
      {
        name: '95183',
        date: '2023-06-01',
        vendor: 'Skärgård System AB',
        amount: 52153.1,
        tax: 13038.28,
        category: 'Consulting',
        currency: 'SEK',
      },
      {
        name: 'SE-2026-0042',
        date: '2026-04-10',
        vendor: 'Skärgård System AB',
        amount: 7999999.99,
        tax: 1999999.99,
        category: 'Consulting',
        currency: 'SEK',
      },
      {
        name: 'HUGE-1',
        date: '2026-04-11',
        vendor: 'Riksbyggen Fastighetsförvaltning AB',
        amount: 98765432109.87,
        tax: 24691358027.47,
        category: 'Property',
        currency: 'SEK',
      },
    ]);
    await page.reload();
    await showView(page, 'Table');
    await records(page).getByText('HUGE-1').waitFor();
    const section = records(page);
    const headers = await columnHeaders(page);
    const ordinary = section.locator('tbody tr').filter({ hasNotText: 'HUGE-1' });
    for (const column of ['Amount', 'Tax', 'Total']) {
      const cells = ordinary.locator(`td:nth-child(${headers.indexOf(column) + 1})`);
      expect(await cells.count()).toBeGreaterThanOrEqual(3);
      expect(await wrappedTexts(cells)).toEqual([]);
    }
    const texts = (await section.locator('tbody tr').allInnerTexts()).map(plain).join('\n');
    for (const value of ['13 038,28 kr', '9 999 999,98 kr', "CHF 1'333'333.32"])
      expect(texts).toContain(value);
    // A very long amount still wraps rather than being cut.
    const huge = section.locator('tbody tr').filter({ hasText: 'HUGE-1' });
    expect(await wrappedTexts(huge.locator('td'))).not.toEqual([]);
    expect(await clippedTexts(section.locator('tbody tr'))).toEqual([]);
    // The whole table fits the records: nothing to scroll sideways to.
    const scroller = section.getByRole('table').locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(Math.round((await scroller.boundingBox())?.width ?? 0)).toBe(1216);
    await app.screenshot(page, 'records-table-1440');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows its dialogs and the highlight of a saved invoice', async () => {
    const { page, errors } = await seededPage(1280);
    await showView(page, 'Table');
    const section = records(page);
    await section.getByRole('button', { name: 'Add Invoice' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Invoice' });
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    await form.getByText('Vendor is required').waitFor();
    await viewportScreenshot(page, 'records-add-invoice-errors-1280');
    await fillInvoiceForm(form, {
      name: 'INV-2026-0815',
      date: '2026-04-09',
      vendor: 'Globex Deutschland GmbH',
      amount: '1520.5',
      tax: '288.9',
      currency: 'EUR',
      category: 'Software',
    });
    await viewportScreenshot(page, 'records-add-invoice-1280');
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    await section.locator('tr[data-highlighted]').waitFor();
    await app.screenshot(page, 'records-table-highlight-1280');
    await showView(page, 'Cards');
    await section.locator('li[data-highlighted]').waitFor();
    await app.screenshot(page, 'records-cards-highlight-1280');

    await section
      .locator('li[data-highlighted]')
      .getByRole('button', { name: 'View Details' })
      .click();
    await page.getByRole('dialog', { name: 'Invoice Details' }).waitFor();
    await viewportScreenshot(page, 'records-details-1280');
    await page.keyboard.press('Escape');

    await section.locator('li[data-highlighted]').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').waitFor();
    await viewportScreenshot(page, 'records-delete-1280');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await section.getByRole('button', { name: 'Create new report' }).click();
    await page.getByRole('dialog', { name: 'Create New Report' }).waitFor();
    await viewportScreenshot(page, 'records-create-report-1280');
    const create = page.getByRole('dialog', { name: 'Create New Report' });
    await create
      .getByLabel('Report Name')
      .fill(`Q2 2026 ${'expenses and reimbursements '.repeat(8)}`);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.getByText('Report name must be at most 200 characters long').waitFor();
    await viewportScreenshot(page, 'records-create-report-error-1280');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the add form and the details on a phone', async () => {
    const { page } = await seededPage(390);
    await records(page).getByRole('button', { name: 'Add Invoice' }).first().click();
    await page.getByRole('dialog', { name: 'Add Invoice' }).waitFor();
    await viewportScreenshot(page, 'records-add-invoice-390');
    await page.keyboard.press('Escape');
    await showView(page, 'Cards');
    await records(page).getByRole('button', { name: 'View Details' }).first().click();
    await page.getByRole('dialog', { name: 'Invoice Details' }).waitFor();
    await viewportScreenshot(page, 'records-details-390');
    await page.context().close();
  });
});
