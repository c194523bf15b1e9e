import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPage } from '../src/accounts.js';
import {
  chooseFile,
  dragOver,
  dropFile,
  dropZone,
  isOnScreen,
  pdfFile,
  progressText,
  results,
  scrollAtRest,
} from '../src/analysis.js';
import { useE2eApp } from '../src/harness.js';
import { holdRequests } from '../src/held-requests.js';
import { brokenPdf, invoicePdf, TEST_INVOICE } from '../src/invoice-pdf.js';
import {
  clippedTexts,
  createInvoices,
  dismissToasts,
  expectToast,
  plain,
  records,
  viewportScreenshot,
  type Invoice,
  type Report,
  openNewDashboard,
} from '../src/records.js';

// The API and the worker run in different folders: one storage directory for both, so that the
// worker finds the uploaded PDF and the API serves the page images the worker rendered.
const app = useE2eApp({ worker: true, sharedStorage: true });
let invoice: Buffer;

beforeAll(async () => {
  invoice = await invoicePdf();
});

const ANALYSIS_TIMEOUT = 60_000;

/** A new account's page, signed in, on its empty dashboard. */
async function signedInOnDashboard(options: Parameters<typeof signedInPage>[1] = {}) {
  const { page, errors } = await signedInPage(app, options);
  await openNewDashboard(page);
  return { page, errors };
}

async function waitForResults(page: Page) {
  app.assertWorkerRunning();
  await page
    .getByRole('heading', { name: 'Processing Results' })
    .waitFor({ timeout: ANALYSIS_TIMEOUT });
  // The page image is on screen, not only its frame.
  await page.waitForFunction(
    () => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Page 1 of the invoice"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** A full-page screenshot from the top (a scrolled page would show its sticky header mid-page). */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await app.screenshot(page, name);
}

/** A field of the results form, by its label. */
const field = (page: Page, label: string) => results(page).getByLabel(label, { exact: true });

async function listReports(page: Page): Promise<Report[]> {
  return (await page.request.get('/api/report/')).json() as Promise<Report[]>;
}

async function storedInvoices(page: Page): Promise<Invoice[]> {
  const [report] = await listReports(page);
  if (!report) throw new Error('No report');
  return (await page.request.get(`/api/Document/report/${report.id}`)).json() as Promise<Invoice[]>;
}

describe('analysing an uploaded invoice', () => {
  it('shows the progress, then the extracted values beside the page, and saves the edited invoice', async () => {
    const { page, errors } = await signedInOnDashboard();
    const consoleLogs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'log') consoleLogs.push(message.text());
    });
    await dropZone(page).waitFor();
    await screenshot(page, 'analysis-empty-1280');

    // Drag state: on while a file is over the area, off when it leaves.
    await dragOver(page, pdfFile(invoice));
    await page.getByText('Drop the PDF to analyze it').waitFor();
    expect(await dropZone(page).getAttribute('data-dragging')).toBe('true');
    await screenshot(page, 'analysis-drag-1280');
    await dropZone(page).dispatchEvent('dragleave');
    await page.getByText('Drag and drop a PDF invoice here').waitFor();
    expect(await dropZone(page).getAttribute('data-dragging')).toBeNull();

    // The upload is held for a moment so that the progress text can be watched rotating.
    const upload = await holdRequests(page, '**/api/analyses', 'POST');
    await chooseFile(page, pdfFile(invoice));
    await progressText(page).filter({ hasText: 'Analyzing PDF...' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Uploading the PDF' }).waitFor();
    await screenshot(page, 'analysis-analysing-1280');
    await progressText(page).filter({ hasText: 'Extracting data...' }).waitFor({ timeout: 5_000 });
    await upload.release();

    await waitForResults(page);
    expect(await field(page, 'Invoice Number').inputValue()).toBe(TEST_INVOICE.invoiceNumber);
    expect(await field(page, 'Date').inputValue()).toBe(TEST_INVOICE.date);
    expect(await field(page, 'Vendor').inputValue()).toBe(TEST_INVOICE.vendor);
    expect(await field(page, 'Amount').inputValue()).toBe('100.00');
    expect(await field(page, 'Tax Amount').inputValue()).toBe('19.00');
    expect(await field(page, 'Currency').inputValue()).toBe('EUR');
    // Not printed on the invoice: the SPEC defaults.
    expect(await field(page, 'Category').inputValue()).toBe('Processed from PDF');
    expect(await field(page, 'Description').inputValue()).toBe('Automatically processed from PDF');
    expect(plain(await results(page).getByTestId('extracted-total').innerText())).toBe('119,00 €');
    expect(await page.getByText('Processing Error').count()).toBe(0);
    // Every field read surely: none is marked for checking.
    expect(await results(page).getByTestId('unsure-badge').count()).toBe(0);

    const pageLink = results(page).getByRole('link', { name: 'Page 1' });
    expect(await pageLink.getAttribute('target')).toBe('_blank');
    const imagePath = new URL((await pageLink.getAttribute('href')) ?? '', app.baseUrl).pathname;
    expect(imagePath).toMatch(/^\/api\/pages\/[0-9a-f-]{36}\/1$/);
    const image = await page.request.get(imagePath);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    await screenshot(page, 'analysis-results-edit-1280');

    // The page zooms in its viewer (review-evidence.e2e-spec.ts tests the viewer itself).
    await results(page).getByRole('button', { name: 'Zoom in' }).click();
    await results(page).locator('output[aria-label="Zoom"]').filter({ hasText: '150%' }).waitFor();
    await viewportScreenshot(page, 'analysis-page-zoomed-1280');
    await results(page).getByRole('button', { name: 'Fit to width' }).click();

    // View mode: read-only, blanks as 'Not provided'.
    const modes = results(page).getByRole('group', { name: 'Results mode' });
    await modes.getByRole('button', { name: 'View' }).click();
    expect(await field(page, 'Vendor').count()).toBe(0);
    expect(await results(page).getByText('Not provided').count()).toBe(3);
    await results(page).getByText(TEST_INVOICE.displayDate).waitFor();
    await screenshot(page, 'analysis-results-view-1280');
    await modes.getByRole('button', { name: 'Edit' }).click();

    // Debug only points to the console, where the raw analysis is.
    await results(page).getByRole('button', { name: 'Debug' }).click();
    await expectToast(page, 'Check the browser console for the raw analysis of this document.');
    expect(consoleLogs.some((text) => text.startsWith('Billfold analysis'))).toBe(true);
    await dismissToasts(page);

    // Reset brings back what was extracted.
    await field(page, 'Vendor').fill('Someone else');
    await results(page).getByRole('button', { name: 'Reset' }).click();
    expect(await field(page, 'Vendor').inputValue()).toBe(TEST_INVOICE.vendor);

    await field(page, 'Category').fill('Office supplies');
    await field(page, 'GST/HST').fill('123456789RT0001');
    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Invoice saved successfully!');

    // The upload area is ready for the next document; the record is highlighted.
    await dropZone(page).waitFor();
    const row = records(page).locator('tr[data-highlighted]');
    await row.waitFor();
    expect(await row.innerText()).toContain(TEST_INVOICE.invoiceNumber);
    expect(await row.innerText()).toContain('Office supplies');
    await screenshot(page, 'analysis-saved-highlight-1280');

    const [stored] = await storedInvoices(page);
    expect(stored).toMatchObject({
      name: TEST_INVOICE.invoiceNumber,
      date: TEST_INVOICE.date,
      vendor: TEST_INVOICE.vendor,
      amount: 100,
      tax: 19,
      total: 119,
      currency: 'EUR',
      category: 'Office supplies',
      taxNumber1: '123456789RT0001',
      // Relative to the API base (SPEC section 7), which the page prefixes: /api/pages/….
      images: [imagePath.replace(/^\/api\//, '')],
    });

    // The details modal's page link opens the same image.
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    const detailsLink = details.getByRole('link', { name: 'Page 1' });
    expect(await detailsLink.getAttribute('href')).toBe(imagePath);
    expect((await page.request.get(imagePath)).status()).toBe(200);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('stays on the upload area after Save, the saved invoice highlighted, and shows the next upload there', async () => {
    // A user a few invoices in: the records reach well below the upload area.
    const { page, errors } = await signedInOnDashboard();
    const [report] = await listReports(page);
    await createInvoices(
      app,
      page,
      report!.id,
      Array.from({ length: 8 }, (_, index) => ({ name: `A-10${index + 1}` })),
    );
    await page.reload();
    await records(page).getByText('A-108').waitFor();

    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Invoice saved successfully!');
    const row = records(page).locator('tr[data-highlighted]');
    await row.waitFor();
    expect(await row.innerText()).toContain(TEST_INVOICE.invoiceNumber);
    // Once the screen rests, the drop area shows: the next PDF goes there.
    await expect.poll(() => scrollAtRest(page)).toBe(true);
    expect(await isOnScreen(dropZone(page))).toBe(true);
    await viewportScreenshot(page, 'analysis-saved-upload-in-view-1280');

    // The next upload's progress shows where the user dropped it, not off screen above.
    const upload = await holdRequests(page, '**/api/analyses', 'POST');
    await chooseFile(page, pdfFile(invoice, 'invoice-inv-7-again.pdf'));
    await progressText(page).waitFor();
    await expect.poll(() => scrollAtRest(page)).toBe(true);
    expect(await isOnScreen(progressText(page))).toBe(true);
    await upload.release();
    await waitForResults(page);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('reads a decimal comma as typed, and asks before a link leaves the unsaved review', async () => {
    const { page, errors } = await signedInOnDashboard();
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);

    // "18,33": not 1833, as a number input of an English browser reads it.
    await field(page, 'Tax Amount').fill('18,33');
    await field(page, 'Amount').fill('1.000,50');
    expect(plain(await results(page).getByTestId('extracted-total').innerText())).toBe(
      '1.018,83 €',
    );

    // A link within the app asks first; staying keeps the review as it was.
    const main = page.getByRole('navigation', { name: 'Main' }).first();
    await main.getByRole('link', { name: 'Pricing' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    expect(await leave.innerText()).toContain(
      'is not saved yet. If you leave now, the fields read from it and your changes are lost.',
    );
    await screenshot(page, 'analysis-leave-review-1280');
    await leave.getByRole('button', { name: 'Stay here' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).not.toBe('/pricing');
    expect(await field(page, 'Tax Amount').inputValue()).toBe('18,33');

    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Invoice saved successfully!');
    const [stored] = await storedInvoices(page);
    expect(stored).toMatchObject({ amount: 1000.5, tax: 18.33, total: 1018.83 });

    // Saved, nothing is asked; a review left on purpose is left.
    await main.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    expect(await leave.count()).toBe(0);
    await page.goBack();
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    await main.getByRole('link', { name: 'Pricing' }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/pricing');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("asks before 'Process Another Document' drops an edited review, and only then", async () => {
    const { page, errors } = await signedInOnDashboard();
    const another = results(page).getByRole('button', { name: 'Process Another Document' });
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });

    // Nothing changed: the next document at once.
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    await another.click();
    await dropZone(page).waitFor();
    expect(await leave.count()).toBe(0);

    // Edited: the question a link leaving the page asks; staying keeps the edits.
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    await field(page, 'Vendor').fill('Acme Office Supplies AG');
    await another.click();
    await leave.waitFor();
    expect(await leave.innerText()).toContain(
      'is not saved yet. If you leave now, the fields read from it and your changes are lost.',
    );
    await viewportScreenshot(page, 'analysis-process-another-edited-1280');
    await leave.getByRole('button', { name: 'Stay here' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await field(page, 'Vendor').inputValue()).toBe('Acme Office Supplies AG');

    // Reset undoes the edits: nothing to lose, nothing asked.
    await results(page).getByRole('button', { name: 'Reset' }).click();
    await another.click();
    await dropZone(page).waitFor();
    expect(await leave.count()).toBe(0);

    // Edited again, and left on purpose: the review goes, nothing is saved.
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    await field(page, 'Tax Amount').fill('20.00');
    await another.click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await dropZone(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Processing Results' }).count()).toBe(0);
    expect(await storedInvoices(page)).toHaveLength(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);

  it('says so when an analysis shows no progress for a minute', async () => {
    const { page, errors } = await signedInOnDashboard();
    await page.clock.install();
    const upload = await holdRequests(page, '**/api/analyses', 'POST');
    await chooseFile(page, pdfFile(invoice));
    await page.getByRole('status').filter({ hasText: 'Uploading the PDF' }).waitFor();
    const late = page.getByText(
      'This is taking longer than usual. You can keep waiting, or cancel and try again later.',
    );
    await page.clock.fastForward(30_000);
    expect(await late.count()).toBe(0);
    await page.clock.fastForward(31_000);
    await late.waitFor();
    await screenshot(page, 'analysis-stalled-1280');
    await upload.release();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('refuses a file that is not a PDF inline, without uploading it', async () => {
    const { page, errors } = await signedInOnDashboard();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analyses')) uploads.push(request.url());
    });
    // The drop area works from the keyboard: Enter opens the file picker.
    const chooser = page.waitForEvent('filechooser');
    await dropZone(page).focus();
    await page.keyboard.press('Enter');
    const picker = await chooser;
    expect(picker.isMultiple()).toBe(false);
    expect(await picker.element().getAttribute('accept')).toBe('application/pdf,.pdf');
    await picker.setFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Total 10'),
    });
    const message = page.getByRole('alert').filter({ hasText: 'Please select a valid PDF file.' });
    await message.waitFor();
    await screenshot(page, 'analysis-not-a-pdf-1280');

    // A dropped image is refused the same way; the first file of a drop decides.
    await dropFile(page, {
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50]),
    });
    await message.waitFor();
    expect(uploads).toEqual([]);

    // A PDF afterwards clears the message and is uploaded.
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    expect(await message.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('warns before saving the same invoice a second time, opens the match, and saves anyway', async () => {
    const { page, errors } = await signedInOnDashboard();
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Invoice saved successfully!');
    await dismissToasts(page);

    // The same invoice again, dropped this time.
    await dropFile(page, pdfFile(invoice, 'invoice-inv-7-copy.pdf'));
    await waitForResults(page);
    const save = results(page).getByRole('button', { name: 'Save', exact: true });
    await save.click();
    const warning = page.getByRole('alertdialog', { name: 'This invoice may already be saved' });
    await warning.waitFor();
    const match = warning.getByRole('list', { name: 'Matching invoices' }).getByRole('listitem');
    expect(await match.count()).toBe(1);
    const text = plain(await match.innerText());
    for (const expected of [
      'Report 1',
      TEST_INVOICE.invoiceNumber,
      TEST_INVOICE.displayDate,
      '119,00 €',
    ])
      expect(text).toContain(expected);
    await viewportScreenshot(page, 'analysis-duplicate-1280');

    // Cancel keeps the form as it is, nothing is saved.
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await field(page, 'Invoice Number').inputValue()).toBe(TEST_INVOICE.invoiceNumber);
    expect(await storedInvoices(page)).toHaveLength(1);

    // Open shows the stored invoice.
    await save.click();
    await warning.waitFor();
    await warning.getByRole('button', { name: /^Open invoice INV-7/ }).click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    await details.waitFor();
    expect(plain(await details.innerText())).toContain(TEST_INVOICE.vendor);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'detached' });

    await save.click();
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await expectToast(page, 'Invoice saved successfully!');
    await dropZone(page).waitFor();
    await records(page).locator('tr[data-highlighted]').waitFor();
    expect(await records(page).locator('tbody tr').count()).toBe(2);
    expect(await storedInvoices(page)).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);

  it("shows 'Processing Failed' with the server's message, and tries the same file again", async () => {
    const { page, errors } = await signedInOnDashboard({
      expected: [{ path: '/api/analyses', status: 415 }],
    });
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/analyses') && response.request().method() === 'POST',
    );
    await chooseFile(page, pdfFile(brokenPdf(), 'broken.pdf'));
    const { id } = (await (await created).json()) as { id: string };

    const failed = page.getByRole('heading', { name: 'Processing Failed' });
    await failed.waitFor({ timeout: ANALYSIS_TIMEOUT });
    const analysis = (await (await page.request.get(`/api/analyses/${id}`)).json()) as {
      status: string;
      error: { code: string; message: string };
    };
    expect(analysis).toMatchObject({ status: 'failed', error: { code: 'PDF_REJECTED' } });
    await page.getByRole('alert').filter({ hasText: analysis.error.message }).waitFor();
    await expectToast(page, 'Error analyzing invoice!');
    await screenshot(page, 'analysis-failed-1280');
    await dismissToasts(page);

    // Try Again uploads the same file once more.
    const retried = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/analyses') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    const again = (await (await retried).json()) as { id: string; fileName: string };
    expect(again.fileName).toBe('broken.pdf');
    expect(again.id).not.toBe(id);
    await failed.waitFor({ timeout: ANALYSIS_TIMEOUT });
    await expectToast(page, 'Error analyzing invoice!');
    await dismissToasts(page);

    // An upload the server refuses fails the same way, with the server's message.
    await page.getByRole('button', { name: 'Process Another Document' }).click();
    await chooseFile(page, pdfFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'photo.pdf'));
    await failed.waitFor();
    await page.getByRole('alert').filter({ hasText: 'Please select a valid PDF file.' }).waitFor();
    await expectToast(page, 'Error analyzing invoice!');

    // 'Process Another Document' starts over.
    await page.getByRole('button', { name: 'Process Another Document' }).click();
    await dropZone(page).waitFor();
    expect(await failed.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);
});

describe('the upload area on a phone', () => {
  // A new user's trial: at 390 px the warning cut the stored invoice's number short
  // ("GST-3425…"), so a different invoice of the same vendor, date and total could not be told
  // apart from this one. Both numbers, and every compared value, read in full at any width.
  it('shows this invoice and the possible duplicate in full, side by side, at 390 and 1440 px', async () => {
    const { page, errors } = await signedInOnDashboard({ viewport: 'mobile' });
    const [report] = await listReports(page);
    const stored = 'INV-2026-000123456-DE/7';
    await createInvoices(app, page, report!.id, [
      {
        name: stored,
        date: TEST_INVOICE.date,
        vendor: TEST_INVOICE.vendor,
        amount: TEST_INVOICE.net,
        tax: TEST_INVOICE.vat,
        currency: TEST_INVOICE.currency,
        category: 'Office supplies',
      },
    ]);
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    const warning = page.getByRole('alertdialog', { name: 'This invoice may already be saved' });
    await warning.waitFor();
    const mine = warning.getByRole('region', { name: 'This invoice' });
    const match = warning.getByRole('list', { name: 'Matching invoices' }).getByRole('listitem');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      // Nothing cut short: long values wrap.
      expect(await clippedTexts(warning)).toEqual([]);
      const shown = { match: plain(await match.innerText()), mine: plain(await mine.innerText()) };
      expect(shown.match).toContain(stored);
      expect(shown.mine).toContain(TEST_INVOICE.invoiceNumber);
      for (const value of [TEST_INVOICE.displayDate, TEST_INVOICE.vendor, '119,00 €']) {
        expect(shown.match).toContain(value);
        expect(shown.mine).toContain(value);
      }
      await viewportScreenshot(page, `analysis-duplicate-compared-${width}`);
    }
    await warning.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('fits every state at 390 px', async () => {
    const { page, errors } = await signedInOnDashboard({ viewport: 'mobile' });
    await dropZone(page).waitFor();
    await screenshot(page, 'analysis-empty-390');
    await dragOver(page, pdfFile(invoice));
    await page.getByText('Drop the PDF to analyze it').waitFor();
    await screenshot(page, 'analysis-drag-390');
    await dropZone(page).dispatchEvent('dragleave');

    const upload = await holdRequests(page, '**/api/analyses', 'POST');
    await chooseFile(page, pdfFile(invoice));
    await progressText(page).waitFor();
    await screenshot(page, 'analysis-analysing-390');
    await upload.release();
    await waitForResults(page);
    await screenshot(page, 'analysis-results-edit-390');
    await results(page)
      .getByRole('group', { name: 'Results mode' })
      .getByRole('button', { name: 'View' })
      .click();
    await screenshot(page, 'analysis-results-view-390');

    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Invoice saved successfully!');
    // The screen stays on the upload area (the saved invoice is highlighted below it).
    await records(page).locator('li[data-highlighted]').waitFor();
    await expect.poll(() => scrollAtRest(page)).toBe(true);
    expect(await isOnScreen(dropZone(page))).toBe(true);
    await viewportScreenshot(page, 'analysis-saved-390');
    await dismissToasts(page);
    await chooseFile(page, pdfFile(invoice));
    await waitForResults(page);
    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    const warning = page.getByRole('alertdialog', { name: 'This invoice may already be saved' });
    await warning.waitFor();
    await viewportScreenshot(page, 'analysis-duplicate-390');
    await warning.getByRole('button', { name: 'Cancel' }).click();

    await results(page).getByRole('button', { name: 'Process Another Document' }).click();
    await chooseFile(page, pdfFile(brokenPdf(), 'broken.pdf'));
    await page
      .getByRole('heading', { name: 'Processing Failed' })
      .waitFor({ timeout: ANALYSIS_TIMEOUT });
    await expectToast(page, 'Error analyzing invoice!');
    await dismissToasts(page);
    await screenshot(page, 'analysis-failed-390');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
