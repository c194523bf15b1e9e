import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage, signUpAndSignIn } from '../src/accounts.js';
import { useE2eApp, viewports } from '../src/harness.js';
import { holdRequests } from '../src/held-requests.js';
import {
  columnHeaders,
  columnValues,
  columnWidth,
  createInvoice,
  createInvoices,
  createReport,
  deleteInvoice,
  dismissToasts,
  expectToast,
  fillInvoiceForm,
  pagerRange,
  plain,
  records,
  reportPicker,
  resizeColumn,
  selectedOption,
  type Report,
} from '../src/records.js';

const app = useE2eApp();

/** Without the browser's own line about a request the test made fail on purpose. */
const besidesAborted = (errors: string[]) =>
  errors.filter((error) => !error.includes('net::ERR_FAILED'));

async function listReports(page: Page): Promise<Report[]> {
  return (await page.request.get('/api/report/')).json() as Promise<Report[]>;
}

async function rowOf(page: Page, text: string) {
  const row = records(page).getByRole('row').filter({ hasText: text });
  await row.first().waitFor();
  return row;
}

async function showView(page: Page, view: 'Table' | 'Cards') {
  const toggle = records(page)
    .getByRole('group', { name: 'View' })
    .getByRole('button', { name: view });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
}

/** Types into the search box and waits for the debounced search to reach the pager. */
async function search(page: Page, text: string, expectedRange: string) {
  await records(page).getByRole('searchbox', { name: 'Search invoices' }).fill(text);
  await pagerRange(page).filter({ hasText: expectedRange }).waitFor();
}

describe('reports', () => {
  it('creates the default report on the first visit, with its toast, and only once', async () => {
    const { page, errors } = await signedInPage(app);
    await page.goto('/');
    await expectToast(page, 'Default report created successfully!');
    expect(await selectedOption(reportPicker(page))).toBe('Report 1');
    await records(page).getByText('No invoices found').waitFor();
    expect(await records(page).getByText('Report 1 · 0 invoices').count()).toBe(1);

    await dismissToasts(page);
    await page.reload();
    await records(page).getByText('No invoices found').waitFor();
    expect((await listReports(page)).map((report) => report.name)).toEqual(['Report 1']);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so when the default report cannot be created, and lets the user create one', async () => {
    const { page, errors } = await signedInPage(app);
    await page.route('**/api/Report', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await page.goto('/');
    await expectToast(page, 'Error creating default report!');
    await records(page).getByText('Create a report to start keeping invoice records.').waitFor();
    await page.unroute('**/api/Report');

    await records(page).getByRole('button', { name: 'Create new report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Report' });
    expect(await dialog.getByLabel('Report Name').inputValue()).toBe('Report 1');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast(page, 'Report created successfully!');
    await records(page).getByText('No invoices found').waitFor();
    expect(await selectedOption(reportPicker(page))).toBe('Report 1');
    expect(besidesAborted(errors)).toEqual([]);
    await page.context().close();
  });

  it('creates, renames and switches reports; a refused name stays in the dialog with the reason', async () => {
    const { page, errors } = await signedInPage(app, {
      expected: [{ path: /^\/api\/Report(\/\d+)?$/, status: 400 }],
    });
    await page.goto('/');
    await expectToast(page, 'Default report created successfully!');
    const section = records(page);
    const tooLong = 'x'.repeat(201);

    // Create: 'Report N' offered, the help tooltip, Create disabled while blank.
    await section.getByRole('button', { name: 'Create new report' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Report' });
    const createName = create.getByLabel('Report Name');
    const createButton = create.getByRole('button', { name: 'Create', exact: true });
    expect(await createName.inputValue()).toBe('Report 2');
    await create
      .getByRole('button', { name: 'Your current work will be saved automatically.' })
      .hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Your current work will be saved automatically.' })
      .waitFor();
    await createName.fill('   ');
    expect(await createButton.isDisabled()).toBe(true);

    // Refused by the server: the dialog stays open with the reason and what was typed.
    await createName.fill(tooLong);
    await createButton.click();
    await expectToast(page, 'Error creating new report!');
    await create.getByText('Report name must be at most 200 characters long').waitFor();
    expect(await createName.inputValue()).toBe(tooLong);
    expect(await create.isVisible()).toBe(true);

    await createName.fill('  Travel  ');
    await createButton.click();
    await expectToast(page, 'Report created successfully!');
    await create.waitFor({ state: 'detached' });
    expect(await selectedOption(reportPicker(page))).toBe('Travel');
    expect((await listReports(page)).map((report) => report.name)).toEqual(['Report 1', 'Travel']);

    // Rename, with the same error path.
    await section.getByRole('button', { name: 'Rename report' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Report' });
    const renameName = rename.getByLabel('Report Name');
    const save = rename.getByRole('button', { name: 'Save', exact: true });
    expect(await renameName.inputValue()).toBe('Travel');
    await renameName.fill('');
    expect(await save.isDisabled()).toBe(true);
    await renameName.fill(tooLong);
    await save.click();
    await expectToast(page, 'Error renaming report!');
    await rename.getByText('Report name must be at most 200 characters long').waitFor();
    expect(await renameName.inputValue()).toBe(tooLong);
    await renameName.fill(' Travel 2026 ');
    await save.click();
    await expectToast(page, 'Report renamed successfully!');
    await rename.waitFor({ state: 'detached' });
    expect(await selectedOption(reportPicker(page))).toBe('Travel 2026');
    expect(await reportPicker(page).locator('option').allInnerTexts()).toEqual([
      'Report 1',
      'Travel 2026',
    ]);

    // Cancel changes nothing.
    await section.getByRole('button', { name: 'Rename report' }).click();
    await rename.getByLabel('Report Name').fill('Not this');
    await rename.getByRole('button', { name: 'Cancel' }).click();
    await rename.waitFor({ state: 'detached' });
    expect(await selectedOption(reportPicker(page))).toBe('Travel 2026');

    // Switch: each report shows its own invoices, and the choice survives a reload.
    const [first] = await listReports(page);
    await createInvoice(app, page, first!.id, { name: 'ONLY-IN-REPORT-1', vendor: 'Solo Vendor' });
    await section.getByText('No invoices found').waitFor();
    await reportPicker(page).selectOption({ label: 'Report 1' });
    await rowOf(page, 'ONLY-IN-REPORT-1');
    await page.reload();
    await rowOf(page, 'ONLY-IN-REPORT-1');
    expect(await selectedOption(reportPicker(page))).toBe('Report 1');
    await section.getByText('Report 1 · 1 invoice').waitFor();
    await reportPicker(page).selectOption({ label: 'Travel 2026' });
    await section.getByText('No invoices found').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('invoices', () => {
  it('shows the text rule when pasted text holds a NUL character, in the report dialog and the invoice form', async () => {
    const message = 'Text must not contain NUL characters or unpaired surrogates.';
    const { page, errors } = await signedInPage(app, {
      expected: [{ path: /^\/api\/Report$/, status: 400 }],
    });
    await page.goto('/');
    await expectToast(page, 'Default report created successfully!');
    const section = records(page);

    // The report dialog sends the name; the server's 400 shows under the field.
    await section.getByRole('button', { name: 'Create new report' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Report' });
    await create.getByLabel('Report Name').fill('Travel\u0000');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.getByText(message).waitFor();
    await create.getByRole('button', { name: 'Cancel' }).click();
    await create.waitFor({ state: 'detached' });

    // The invoice form applies the contract's rule itself, before sending anything.
    await section.getByRole('button', { name: 'Add Invoice' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Invoice' });
    await form.getByLabel('Vendor').fill('Acme\u0000GmbH');
    await form.getByLabel('Amount', { exact: true }).fill('10');
    await form.getByLabel('Category').fill('Office');
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    await form.getByText(message).waitFor();
    expect(await form.getByLabel('Vendor').inputValue()).toBe('Acme\u0000GmbH');

    expect((await listReports(page)).map((report) => report.name)).toEqual(['Report 1']);
    expect(besidesAborted(errors)).toEqual([]);
    await page.context().close();
  });

  it('adds, views, edits and deletes invoices with every toast', async () => {
    const { page, errors } = await signedInPage(app);
    await createReport(app, page, 'Receipts');
    await page.goto('/');
    const section = records(page);
    await section.getByText('No invoices found').waitFor();

    // The form's own checks, before anything is sent.
    await section.getByRole('button', { name: 'Add Invoice' }).first().click();
    let form = page.getByRole('dialog', { name: 'Add Invoice' });
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    for (const message of ['Vendor is required', 'Amount is required', 'Category is required'])
      await form.getByText(message).waitFor();
    await form.getByLabel('Amount', { exact: true }).fill('1.23456');
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    await form.getByText('Amount can have at most 4 decimals').waitFor();
    expect(await form.getByLabel('Currency').inputValue()).toBe('USD');

    // Add (the request is held until the busy label is seen).
    const adding = await holdRequests(page, '**/api/Document');
    await fillInvoiceForm(form, {
      name: 'INV-7',
      date: '2026-03-14',
      vendor: 'Acme GmbH',
      amount: '100.10',
      tax: '19.02',
      currency: 'EUR',
      category: 'Office',
      description: 'Paper and toner',
      taxNumber1: 'GST-123',
      taxNumber2: 'QST-456',
      taxNumber3: 'VAT-DE-789',
    });
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    await form.getByRole('button', { name: 'Adding...' }).waitFor();
    await adding.release();
    await expectToast(page, 'Invoice added successfully!');
    await form.waitFor({ state: 'detached' });

    const row = await rowOf(page, 'INV-7');
    expect((await row.getByRole('cell').allInnerTexts()).map(plain).slice(0, 7)).toEqual([
      'INV-7',
      'Mar 14, 2026',
      'Acme GmbH',
      '100,10 €',
      '19,02 €',
      '119,12 €',
      'Office',
    ]);
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    expect(await section.getByText('Receipts · 1 invoice').count()).toBe(1);

    // The form starts empty again.
    await section.getByRole('button', { name: 'Add Invoice' }).first().click();
    form = page.getByRole('dialog', { name: 'Add Invoice' });
    expect(await form.getByLabel('Vendor').inputValue()).toBe('');
    expect(await form.getByLabel('Invoice Number').inputValue()).toBe('');
    await form.getByRole('button', { name: 'Cancel' }).click();

    // View details.
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    const text = plain(await details.innerText());
    for (const expected of [
      'INV-7',
      'Mar 14, 2026',
      'Acme GmbH',
      'Office',
      '100,10 €',
      '19,02 €',
      '119,12 €',
      'EUR',
      'Paper and toner',
      'GST-123',
      'QST-456',
      'VAT-DE-789',
      'No pages available',
    ]) {
      expect(text).toContain(expected);
    }
    for (const label of ['GST/HST', 'QST', 'Other'])
      expect(await details.getByText(label, { exact: true }).count()).toBe(1);
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Edit (held until 'Saving...' is seen).
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
    expect(await edit.getByLabel('Vendor').inputValue()).toBe('Acme GmbH');
    expect(await edit.getByLabel('Date').inputValue()).toBe('2026-03-14');
    expect(await edit.getByLabel('Currency').inputValue()).toBe('EUR');
    await edit.getByLabel('Vendor').fill('Acme AG');
    await edit.getByLabel('Amount', { exact: true }).fill('0.1');
    await edit.getByLabel('Tax Amount').fill('0.2');
    await edit.getByLabel('Currency').selectOption('USD');
    const saving = await holdRequests(page, '**/api/Document/*');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('button', { name: 'Saving...' }).waitFor();
    await saving.release();
    await expectToast(page, 'Invoice updated successfully!');
    const edited = await rowOf(page, 'Acme AG');
    expect((await edited.getByRole('cell').allInnerTexts()).map(plain).slice(3, 6)).toEqual([
      '$0.10',
      '$0.20',
      '$0.30',
    ]);

    // Delete: the warning lists name, vendor and amount.
    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    const warning = plain(await confirm.innerText());
    for (const expected of ['INV-7', 'Acme AG', '$0.10', 'This action cannot be undone.'])
      expect(warning).toContain(expected);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Invoice deleted successfully!');
    await section.getByText('No invoices found').waitFor();
    expect(await section.getByText('Receipts · 0 invoices').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists page images as links that open in a new tab', async () => {
    const { page, errors, account } = await signedInPage(app);
    const report = await createReport(app, page, 'Scans');
    // The pages of one of the user's analyses (the server refuses anyone else's).
    const analysis = randomUUID();
    await app.query(
      "INSERT INTO analyses (id, user_id, status, file_name, file_size) SELECT $1, id, 'succeeded', 'scan.pdf', 10 FROM users WHERE email = $2",
      [analysis, account.email],
    );
    await createInvoice(app, page, report.id, {
      name: 'SCAN-1',
      images: [`pages/${analysis}/1`, `pages/${analysis}/2`],
    });
    await page.goto('/');
    await (await rowOf(page, 'SCAN-1')).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    for (const n of [1, 2]) {
      const link = details.getByRole('link', { name: `Page ${n}` });
      expect(await link.getAttribute('href')).toBe(`/api/pages/${analysis}/${n}`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await details.getByText('No pages available').count()).toBe(0);

    // Editing keeps the page images.
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
    await edit.getByLabel('Category').fill('Scanned');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Invoice updated successfully!');
    const [stored] = (await (
      await page.request.get(`/api/Document/report/${report.id}`)
    ).json()) as { images: string[] }[];
    expect(stored?.images).toEqual([`pages/${analysis}/1`, `pages/${analysis}/2`]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the dialog and what was typed when saving or deleting fails', async () => {
    const { page, errors } = await signedInPage(app, {
      expected: [{ path: /^\/api\/Document\/\d+$/, status: 404 }],
    });
    const report = await createReport(app, page, 'Vanishing');
    const [gone, alsoGone] = await createInvoices(app, page, report.id, [
      { name: 'GONE-1', vendor: 'Ghost Ltd' },
      { name: 'GONE-2', vendor: 'Phantom Inc' },
    ]);
    await page.goto('/');

    await (await rowOf(page, 'GONE-1')).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
    await edit.getByLabel('Vendor').fill('Typed by the user');
    await deleteInvoice(app, page, gone!.id);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Error saving invoice!');
    await edit.getByText('Invoice not found.').waitFor();
    expect(await edit.getByLabel('Vendor').inputValue()).toBe('Typed by the user');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await (await rowOf(page, 'GONE-2')).getByRole('button', { name: 'Delete' }).click();
    await deleteInvoice(app, page, alsoGone!.id);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Error deleting invoice!');
    expect(await page.getByRole('alertdialog').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says so when the invoices cannot be loaded, and tries again', async () => {
    const { page, errors } = await signedInPage(app);
    const report = await createReport(app, page, 'Flaky');
    await createInvoice(app, page, report.id, { name: 'BACK-AGAIN' });
    await page.route('**/api/Document/report/**', (route) => route.abort('failed'));
    await page.goto('/');
    await expectToast(page, 'Error loading invoices for report!');
    await page.unroute('**/api/Document/report/**');
    await records(page).getByRole('button', { name: 'Try again' }).click();
    await rowOf(page, 'BACK-AGAIN');
    expect(besidesAborted(errors)).toEqual([]);
    await page.context().close();
  });
});

describe('finding invoices', () => {
  const vendors = ['Acme', 'Beta', 'Zeta'];
  const categories = ['Travel', 'Office', 'travel expenses', 'Meals'];
  const rows = Array.from({ length: 12 }, (_, i) => ({
    name: `INV-${String(i + 1).padStart(3, '0')}`,
    vendor: vendors[i % 3]!,
    category: categories[i % 4]!,
    amount: (i + 1) * 10,
    tax: 1,
    date: `2026-02-${String(i + 1).padStart(2, '0')}`,
  }));

  it('searches, filters by vendor, sorts and pages on the server', async () => {
    const { page, errors } = await signedInPage(app);
    const report = await createReport(app, page, 'Many');
    await createInvoices(app, page, report.id, rows);
    await page.goto('/');
    const section = records(page);
    await rowOf(page, 'INV-012');

    // Newest first, 10 per page.
    await pagerRange(page).filter({ hasText: '1–10 of 12' }).waitFor();
    expect(await columnValues(page, 'Invoice #')).toEqual(
      rows
        .slice(2)
        .map((row) => row.name)
        .reverse(),
    );
    await section.getByRole('button', { name: 'Next page' }).click();
    await pagerRange(page).filter({ hasText: '11–12 of 12' }).waitFor();
    expect(await columnValues(page, 'Invoice #')).toEqual(['INV-002', 'INV-001']);
    expect(await section.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    // Page size: 5, 10, 25, 50.
    const pageSize = section.getByRole('combobox', { name: 'Rows per page' });
    expect(await pageSize.locator('option').allInnerTexts()).toEqual(['5', '10', '25', '50']);
    await pageSize.selectOption('5');
    await pagerRange(page).filter({ hasText: '1–5 of 12' }).waitFor();
    await section.getByRole('button', { name: 'Last page' }).click();
    await pagerRange(page).filter({ hasText: '11–12 of 12' }).waitFor();
    await pageSize.selectOption('25');
    await pagerRange(page).filter({ hasText: '1–12 of 12' }).waitFor();

    // Sort by clicking headers: ascending, descending, then back to newest first.
    const amountHeader = section.locator('th[data-column="amount"]');
    await amountHeader.getByRole('button').click();
    await section.locator('th[data-column="amount"][aria-sort="ascending"]').waitFor();
    await section.getByRole('cell', { name: '$10.00', exact: true }).first().waitFor();
    expect((await columnValues(page, 'Amount')).map(plain)).toEqual(
      rows.map((row) => `$${row.amount}.00`),
    );
    await amountHeader.getByRole('button').click();
    await section.locator('th[data-column="amount"][aria-sort="descending"]').waitFor();
    await section.locator('tbody tr').first().filter({ hasText: 'INV-012' }).waitFor();
    expect((await columnValues(page, 'Amount')).map(plain)).toEqual(
      rows.map((row) => `$${row.amount}.00`).reverse(),
    );
    await section.locator('th[data-column="vendor"]').getByRole('button').click();
    await section.locator('th[data-column="vendor"][aria-sort="ascending"]').waitFor();
    expect(await amountHeader.getAttribute('aria-sort')).toBe('none');
    await section.locator('tbody tr').first().filter({ hasText: 'Acme' }).waitFor();
    expect(new Set((await columnValues(page, 'Vendor')).slice(0, 4))).toEqual(new Set(['Acme']));

    // Search: category or invoice number, case-insensitive.
    await search(page, 'TRAVEL', '1–6 of 12'.replace('12', '6'));
    expect(new Set(await columnValues(page, 'Category'))).toEqual(
      new Set(['Travel', 'travel expenses']),
    );
    await search(page, 'inv-01', '1–3 of 3');
    expect((await columnValues(page, 'Invoice #')).sort()).toEqual([
      'INV-010',
      'INV-011',
      'INV-012',
    ]);

    // Vendor filter: exact vendor, 'All Vendors' for none, options from the server.
    await search(page, '', '1–12 of 12');
    const vendor = section.getByRole('combobox', { name: 'Vendor' });
    expect(await vendor.locator('option').allInnerTexts()).toEqual([
      'All Vendors',
      'Acme',
      'Beta',
      'Zeta',
    ]);
    await vendor.selectOption('Beta');
    await pagerRange(page).filter({ hasText: '1–4 of 4' }).waitFor();
    expect(new Set(await columnValues(page, 'Vendor'))).toEqual(new Set(['Beta']));
    await search(page, 'meals', '1–1 of 1');
    expect(await columnValues(page, 'Invoice #')).toEqual(['INV-008']);
    await search(page, 'no such thing', '0 of 0');
    await section.getByText('No invoices found').waitFor();
    await section.getByRole('button', { name: 'Clear search and filter' }).click();
    await pagerRange(page).filter({ hasText: '1–12 of 12' }).waitFor();
    expect(await selectedOption(vendor)).toBe('All Vendors');
    expect(await section.getByRole('searchbox', { name: 'Search invoices' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sorts the money columns by currency first, then by the amount', async () => {
    const { page, errors } = await signedInPage(app);
    const report = await createReport(app, page, 'Currencies');
    // The example: 87.39 € sorted below $100 below £130, as if the amounts compared.
    await createInvoices(app, page, report.id, [
      { name: 'USD-100', vendor: 'Acme', category: 'Office', amount: 100, tax: 0, currency: 'USD' },
      {
        name: 'EUR-87',
        vendor: 'Acme',
        category: 'Office',
        amount: 87.39,
        tax: 0,
        currency: 'EUR',
      },
      { name: 'GBP-130', vendor: 'Acme', category: 'Office', amount: 130, tax: 0, currency: 'GBP' },
      { name: 'USD-20', vendor: 'Acme', category: 'Office', amount: 20, tax: 5, currency: 'USD' },
      { name: 'EUR-500', vendor: 'Acme', category: 'Office', amount: 500, tax: 0, currency: 'EUR' },
    ]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await rowOf(page, 'USD-20');
    const section = records(page);
    const amount = section.locator('th[data-column="amount"]');
    await amount.getByRole('button').click();
    await section.locator('th[data-column="amount"][aria-sort="ascending"]').waitFor();
    await section.locator('tbody tr').first().filter({ hasText: 'EUR-87' }).waitFor();
    expect(await columnValues(page, 'Invoice #')).toEqual([
      'EUR-87',
      'EUR-500',
      'GBP-130',
      'USD-20',
      'USD-100',
    ]);
    await app.screenshot(page, 'records-sorted-by-amount-1366');
    await amount.getByRole('button').click();
    await section.locator('tbody tr').first().filter({ hasText: 'USD-100' }).waitFor();
    expect(await columnValues(page, 'Invoice #')).toEqual([
      'USD-100',
      'USD-20',
      'GBP-130',
      'EUR-500',
      'EUR-87',
    ]);
    // The total too (USD-20's 25.00 stays below USD-100's 100.00).
    await section.locator('th[data-column="total"]').getByRole('button').click();
    await section.locator('tbody tr').first().filter({ hasText: 'EUR-87' }).waitFor();
    const byTotal = ['EUR-87', 'EUR-500', 'GBP-130', 'USD-20', 'USD-100'];
    expect(await columnValues(page, 'Invoice #')).toEqual(byTotal);
    expect((await columnValues(page, 'Total')).map(plain)).toEqual([
      '87,39 €',
      '500,00 €',
      '£130.00',
      '$25.00',
      '$100.00',
    ]);

    // On a phone the cards come in the same order.
    await page.setViewportSize(viewports.mobile);
    await page.reload();
    const cards = section.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
    await cards.first().filter({ hasText: 'EUR-87' }).waitFor();
    const cardTexts = await cards.allInnerTexts();
    expect(cardTexts.map((text) => byTotal.find((name) => text.includes(name)))).toEqual(byTotal);
    // The cards' own sort list shows that sort, and changes it: total, high to low.
    const sortBy = section.getByRole('combobox', { name: 'Sort invoices by' });
    expect(await sortBy.inputValue()).toBe('total:asc');
    await sortBy.selectOption({ label: 'Total: high to low' });
    const byTotalDescending = [...byTotal].reverse();
    await cards.first().filter({ hasText: 'USD-100' }).waitFor();
    const descendingTexts = await cards.allInnerTexts();
    expect(
      descendingTexts.map((text) => byTotalDescending.find((name) => text.includes(name))),
    ).toEqual(byTotalDescending);
    await app.screenshot(page, 'records-sorted-by-total-390');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reorders and resizes columns, and the whole table state survives a reload', async () => {
    const { page, errors } = await signedInPage(app);
    const report = await createReport(app, page, 'Layout');
    await createInvoices(app, page, report.id, rows);
    await page.goto('/');
    const section = records(page);
    await rowOf(page, 'INV-012');
    expect(await columnHeaders(page)).toEqual([
      'Invoice #',
      'Date',
      'Vendor',
      'Amount',
      'Tax',
      'Total',
      'Category',
    ]);

    // Reorder by dragging a header onto another.
    await section
      .locator('th[data-column="category"]')
      .dragTo(section.locator('th[data-column="name"]'));
    expect(await columnHeaders(page)).toEqual([
      'Category',
      'Invoice #',
      'Date',
      'Vendor',
      'Amount',
      'Tax',
      'Total',
    ]);
    expect((await columnValues(page, 'Category'))[0]).toBe('Meals');
    await section
      .locator('th[data-column="date"]')
      .dragTo(section.locator('th[data-column="total"]'));
    expect(await columnHeaders(page)).toEqual([
      'Category',
      'Invoice #',
      'Vendor',
      'Amount',
      'Tax',
      'Total',
      'Date',
    ]);

    // The keyboard moves a column too (Alt+Arrow on its header).
    await section.locator('th[data-column="vendor"]').getByRole('button').focus();
    await page.keyboard.press('Alt+ArrowLeft');
    expect(await columnHeaders(page)).toEqual([
      'Category',
      'Vendor',
      'Invoice #',
      'Amount',
      'Tax',
      'Total',
      'Date',
    ]);
    await page.keyboard.press('Alt+ArrowRight');
    expect(await columnHeaders(page)).toEqual([
      'Category',
      'Invoice #',
      'Vendor',
      'Amount',
      'Tax',
      'Total',
      'Date',
    ]);

    // Resize with the handle; never below 15 px; the keyboard works too.
    const vendorBefore = await columnWidth(page, 'Vendor');
    await resizeColumn(page, 'Vendor', 120);
    const vendorAfter = await columnWidth(page, 'Vendor');
    expect(vendorAfter - vendorBefore).toBeGreaterThanOrEqual(110);
    expect(vendorAfter - vendorBefore).toBeLessThanOrEqual(130);
    await resizeColumn(page, 'Tax', -500);
    expect(await columnWidth(page, 'Tax')).toBe(15);
    await section.getByRole('separator', { name: 'Resize Vendor column' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await columnWidth(page, 'Vendor')).toBe(vendorAfter + 10);
    const resizedVendor = vendorAfter + 10;

    // Sort, page size, search and vendor.
    const totalHeader = section.locator('th[data-column="total"]').getByRole('button');
    await totalHeader.click();
    await totalHeader.click();
    await section.locator('th[data-column="total"][aria-sort="descending"]').waitFor();
    await section.getByRole('combobox', { name: 'Rows per page' }).selectOption('5');
    await section.getByRole('combobox', { name: 'Vendor' }).selectOption('Acme');
    await pagerRange(page).filter({ hasText: '1–4 of 4' }).waitFor();
    await search(page, 'INV-00', '1–3 of 3');

    await page.reload();
    await rowOf(page, 'INV-007');
    expect(await columnHeaders(page)).toEqual([
      'Category',
      'Invoice #',
      'Vendor',
      'Amount',
      'Tax',
      'Total',
      'Date',
    ]);
    expect(await columnWidth(page, 'Vendor')).toBe(resizedVendor);
    expect(await columnWidth(page, 'Tax')).toBe(15);
    expect(await section.locator('th[data-column="total"]').getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(await section.getByRole('combobox', { name: 'Rows per page' }).inputValue()).toBe('5');
    expect(await section.getByRole('combobox', { name: 'Vendor' }).inputValue()).toBe('Acme');
    expect(await section.getByRole('searchbox', { name: 'Search invoices' }).inputValue()).toBe(
      'INV-00',
    );
    await pagerRange(page).filter({ hasText: '1–3 of 3' }).waitFor();
    expect(await columnValues(page, 'Invoice #')).toEqual(['INV-007', 'INV-004', 'INV-001']);

    // The page survives too (with more rows than one page).
    await section.getByRole('combobox', { name: 'Vendor' }).selectOption('');
    await search(page, '', '1–5 of 12');
    await section.getByRole('button', { name: 'Next page' }).click();
    await pagerRange(page).filter({ hasText: '6–10 of 12' }).waitFor();
    await page.reload();
    await pagerRange(page).filter({ hasText: '6–10 of 12' }).waitFor();

    // Kept per user: another account signing in on the same browser starts from the defaults.
    await signUpAndSignIn(app, page, 'Alan Turing');
    await createReport(app, page, 'Someone else');
    await page.goto('/');
    await records(page).getByText('No invoices found').waitFor();
    expect(await columnHeaders(page)).toEqual([
      'Invoice #',
      'Date',
      'Vendor',
      'Amount',
      'Tax',
      'Total',
      'Category',
    ]);
    expect(await columnWidth(page, 'Vendor')).toBe(vendorBefore);
    expect(await section.getByRole('combobox', { name: 'Rows per page' }).inputValue()).toBe('10');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('cards', () => {
  it('shows invoices as cards and emphasises the one just saved for 8 seconds', async () => {
    const { page, errors } = await signedInPage(app);
    const report = await createReport(app, page, 'Cards');
    await createInvoices(app, page, report.id, [
      {
        name: null,
        date: null,
        vendor: 'Nameless Supplier',
        amount: 5,
        tax: 0.5,
        category: 'Misc',
        currency: 'GBP',
      },
      {
        name: 'CARD-2',
        date: '2026-03-14',
        vendor: 'Carded Ltd',
        amount: 1234.5,
        tax: 234.56,
        category: 'Office',
        currency: 'EUR',
      },
    ]);
    await page.goto('/');
    await rowOf(page, 'CARD-2');
    await showView(page, 'Cards');
    const list = records(page).getByRole('list', { name: 'Invoices' });
    const cards = list.getByRole('listitem');
    expect(await cards.count()).toBe(2);
    const nameless = plain(await cards.filter({ hasText: 'Nameless Supplier' }).innerText());
    for (const expected of ['N/A', 'Misc', '£5.00', '£0.50', '£5.50'])
      expect(nameless).toContain(expected);
    const carded = plain(await cards.filter({ hasText: 'CARD-2' }).innerText());
    for (const expected of [
      'Mar 14, 2026',
      'Carded Ltd',
      'Office',
      '1.234,50 €',
      '234,56 €',
      '1.469,06 €',
    ])
      expect(carded).toContain(expected);
    for (const name of ['View Details', 'Edit', 'Delete'])
      expect(await cards.first().getByRole('button', { name }).count()).toBe(1);

    // Save one: its card pulses for 8 s, then calms down.
    await cards
      .filter({ hasText: 'Nameless Supplier' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Invoice' });
    await edit.getByLabel('Invoice Number').fill('CARD-1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Invoice updated successfully!');
    const highlighted = list.locator('li[data-highlighted]');
    await highlighted.waitFor();
    const since = Date.now();
    expect(await highlighted.innerText()).toContain('CARD-1');
    expect(await highlighted.evaluate((card) => getComputedStyle(card).animationName)).toBe(
      'invoice-highlight-pulse',
    );
    await highlighted.waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - since).toBeGreaterThan(6_500);

    // The view survives a reload; loading shows its spinner and text.
    const loading = await holdRequests(page, '**/api/Document/report/**');
    await page.reload();
    await records(page).getByText('Loading invoices...').waitFor();
    await loading.release();
    await list.waitFor();

    // Empty.
    await records(page)
      .getByRole('searchbox', { name: 'Search invoices' })
      .fill('nothing like this');
    await records(page).getByText('No invoices found').waitFor();
    expect(await list.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows cards on a phone even after a wider screen, and keeps the view each screen size chose', async () => {
    // The same browser at desktop width first: the table, and its state stored.
    const { page, errors } = await signedInPage(app);
    const report = await createReport(app, page, 'Phone and desk');
    await createInvoice(app, page, report.id, {
      name: 'PHONE-1',
      date: '2026-02-19',
      vendor: 'Pocket Shop',
      amount: 1234.5,
      tax: 99.9,
      category: 'Supplies',
      currency: 'EUR',
    });
    await page.goto('/');
    await rowOf(page, 'PHONE-1');
    const pressed = (view: 'Table' | 'Cards') =>
      records(page)
        .getByRole('group', { name: 'View' })
        .getByRole('button', { name: view })
        .getAttribute('aria-pressed');
    expect(await pressed('Table')).toBe('true');

    // On a phone the cards show the number, the vendor and the money without scrolling sideways.
    await page.setViewportSize(viewports.mobile);
    await page.reload();
    const card = records(page)
      .getByRole('list', { name: 'Invoices' })
      .getByRole('listitem')
      .filter({ hasText: 'PHONE-1' });
    await card.waitFor();
    expect(await pressed('Cards')).toBe('true');
    expect(plain(await card.innerText())).toContain('Pocket Shop');
    expect(plain(await card.innerText())).toContain('1.334,40 €');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await app.screenshot(page, 'records-phone-default-390');

    // The phone's choice is kept across a reload, and is the phone's alone.
    await showView(page, 'Table');
    await page.reload();
    const row = await rowOf(page, 'PHONE-1');
    expect(await pressed('Table')).toBe('true');
    // A compact table: number, vendor and total on screen beside one actions button.
    expect((await columnHeaders(page)).slice(0, 3)).toEqual(['Invoice #', 'Vendor', 'Total']);
    const total = row.locator('td').filter({ hasText: /1\.334,40/ });
    const shown = await total.boundingBox();
    expect(shown && shown.x + shown.width).toBeLessThanOrEqual(viewports.mobile.width);
    await row.getByRole('button', { name: 'Actions for invoice PHONE-1' }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.getByRole('dialog', { name: 'Invoice Details' }).waitFor();
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await app.screenshot(page, 'records-phone-table-390');
    await page.setViewportSize(viewports.desktop);
    await showView(page, 'Cards');
    await page.setViewportSize(viewports.mobile);
    await rowOf(page, 'PHONE-1');
    expect(await pressed('Table')).toBe('true');
    await page.setViewportSize(viewports.desktop);
    await page.reload();
    await card.waitFor();
    expect(await pressed('Cards')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('highlights a newly added invoice in the table as well', async () => {
    const { page, errors } = await signedInPage(app, { viewport: 'mobile' });
    await createReport(app, page, 'Phone');
    await page.goto('/');
    await records(page).getByText('No invoices found').waitFor();
    // A phone starts with cards.
    expect(
      await records(page).getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await showView(page, 'Table');
    await records(page).getByRole('button', { name: 'Add Invoice' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Invoice' });
    await form.getByLabel('Vendor').fill('Pocket Shop');
    await form.getByLabel('Amount', { exact: true }).fill('12');
    await form.getByLabel('Category').fill('Supplies');
    await form.getByRole('button', { name: 'Add Invoice' }).click();
    await expectToast(page, 'Invoice added successfully!');
    const row = records(page).locator('tr[data-highlighted]');
    await row.waitFor();
    expect(plain(await row.innerText())).toContain('Pocket Shop');
    expect(await row.evaluate((tr) => tr.classList.contains('invoice-highlight'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
