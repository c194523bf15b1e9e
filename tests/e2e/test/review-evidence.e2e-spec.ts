import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../src/accounts.js';
import { chooseFile, pdfFile, results } from '../src/analysis.js';
import { startE2eApp, viewports, type E2eApp } from '../src/harness.js';
import { collectPageErrors } from '../src/page-errors.js';
import { dismissToasts, expectToast, records } from '../src/records.js';

// The review panel with the local extractor's evidence: the checks it raised above the form, and
// the focused field's place drawn on the page image.
let storageDir: string;
let app: E2eApp;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-e2e-storage-'));
  app = await startE2eApp({
    worker: true,
    env: { STORAGE_DIR: storageDir, RENDERER_POOL_SIZE: '1' },
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

/** Where things are printed on the test invoice, in PDF points (A4: 595 × 842). */
const NUMBER_AT = { x: 460, y: 750 };
const TOTAL_AT = { x: 480, y: 508 };

/** An invoice whose printed total is not its net amount plus tax: 100.00 + 19.00 ≠ 120.00. */
async function inconsistentInvoice(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 842]);
  const placed: [number, number, string, number?][] = [
    [50, 780, 'Acme Office Supplies GmbH', 18],
    [400, 780, 'INVOICE', 20],
    [400, NUMBER_AT.y, 'Invoice No.'],
    [NUMBER_AT.x, NUMBER_AT.y, 'INV-8'],
    [400, 736, 'Invoice Date: 2026-03-05'],
    [50, 700, 'Bill To:'],
    [50, 686, 'Billfold Customer Ltd'],
    [350, 540, 'Net'],
    [480, 540, '100.00'],
    [350, 526, 'VAT 19%'],
    [480, 526, '19.00'],
    [350, TOTAL_AT.y, 'Total', 12],
    [TOTAL_AT.x, TOTAL_AT.y, '120.00 EUR', 12],
  ];
  for (const [x, y, text, size = 10] of placed)
    page.drawText(text, { x, y, size, font: size >= 14 ? bold : font });
  return Buffer.from(await document.save());
}

async function analysedInvoice(viewport: keyof typeof viewports) {
  const page = await app.newPage({ viewport: viewports[viewport] });
  const errors = collectPageErrors(page);
  await signUpAndSignIn(app, page);
  await page.goto('/');
  await expectToast(page, 'Default report created successfully!');
  await records(page).getByText('No invoices found').waitFor();
  await dismissToasts(page);
  await chooseFile(page, pdfFile(await inconsistentInvoice(), 'invoice-inv-8.pdf'));
  app.assertWorkerRunning();
  await page.getByRole('heading', { name: 'Processing Results' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Page 1 of the invoice"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  await dismissToasts(page);
  return { page, errors };
}

/** The highlight's box as shares of the page image's box. */
async function shareOfImage(page: Page, highlight: Locator) {
  const image = await page.locator('img[alt="Page 1 of the invoice"]').first().boundingBox();
  const box = await highlight.boundingBox();
  if (!image || !box) throw new Error('The page image or the highlight is not on screen');
  return {
    left: (box.x - image.x) / image.width,
    top: (box.y - image.y) / image.height,
    right: (box.x + box.width - image.x) / image.width,
    bottom: (box.y + box.height - image.y) / image.height,
  };
}

/** Whether a point printed at (x, y) points is inside the highlight. */
function contains(share: Awaited<ReturnType<typeof shareOfImage>>, at: { x: number; y: number }) {
  const x = (at.x + 2) / 595;
  const y = 1 - (at.y + 3) / 842;
  return share.left <= x && x <= share.right && share.top <= y && y <= share.bottom;
}

describe('reviewing an analysed invoice', () => {
  it('shows the checks and draws the focused field’s place on the page', async () => {
    const { page, errors } = await analysedInvoice('desktop');
    const flags = results(page).getByTestId('review-flags');
    await expect
      .poll(() => flags.innerText())
      .toContain('The net amount plus tax is 119.00, but the total is 120.00.');
    expect(
      await results(page).getByRole('heading', { name: 'Check before saving' }).isVisible(),
    ).toBe(true);
    // Nothing is highlighted until a field is chosen.
    expect(await page.getByTestId('field-highlight').count()).toBe(0);

    // Focusing the invoice number draws its box where it is printed.
    await results(page).getByLabel('Invoice Number', { exact: true }).focus();
    const highlight = page.getByTestId('field-highlight');
    await highlight.waitFor();
    expect(await highlight.getAttribute('data-field')).toBe('invoiceNumber');
    expect(await highlight.innerText()).toBe('Invoice Number · text · 95% sure');
    expect(contains(await shareOfImage(page, highlight), NUMBER_AT)).toBe(true);
    await app.screenshot(page, 'review-evidence-invoice-number-1280');

    // The flag about the total shows the total's box (the total has no input of its own).
    await flags.getByRole('button', { name: 'Show total' }).click();
    await expect.poll(() => highlight.getAttribute('data-field')).toBe('total');
    expect(contains(await shareOfImage(page, highlight), TOTAL_AT)).toBe(true);
    await app.screenshot(page, 'review-evidence-total-1280');

    // Leaving the fields takes the highlight away.
    await results(page).getByLabel('Vendor', { exact: true }).focus();
    await expect.poll(() => highlight.getAttribute('data-field')).toBe('vendor');
    await results(page).getByLabel('Category', { exact: true }).focus();
    await highlight.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page, errors } = await analysedInvoice('mobile');
    await results(page).getByTestId('review-flags').waitFor();
    await results(page).getByLabel('Amount', { exact: true }).focus();
    const highlight = page.getByTestId('field-highlight');
    await highlight.waitFor();
    expect(await highlight.getAttribute('data-field')).toBe('amount');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await app.screenshot(page, 'review-evidence-390');
    expect(errors).toEqual([]);
  });
});
