import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../src/accounts.js';
import { chooseFile, dropZone, pdfFile, results } from '../src/analysis.js';
import { startE2eApp, type E2eApp } from '../src/harness.js';
import { collectPageErrors } from '../src/page-errors.js';
import {
  dismissToasts,
  expectToast,
  openNewDashboard,
  viewportScreenshot,
} from '../src/records.js';

// Issue 18: a saved correction teaches Billfold the vendor. The next invoice of the vendor shows
// its learned fields with a badge; Account Settings › Learned vendors lists and forgets them, and
// another user sees none of it.
let app: E2eApp;

beforeAll(async () => {
  app = await startE2eApp({ worker: true, sharedStorage: true });
  return () => app.stop();
}, 120_000);

/** One vendor's invoice layout, as the worker test prints it. */
async function vendorInvoice(values: {
  number: string;
  date: string;
  net: string;
  tax: string;
  total: string;
}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 842]);
  const text = (value: string, x: number, y: number, size = 11) =>
    page.drawText(value, { x, y, size, font: size > 14 ? bold : font });
  text('Northwind Traders GmbH', 50, 790, 16);
  text('Hauptstrasse 5, 10115 Berlin', 50, 770, 9);
  text('Rechnungsnr.', 360, 700);
  text(values.number, 460, 700);
  text('Datum', 360, 684);
  text(values.date, 460, 684);
  text('Beratung', 50, 600);
  text(values.net, 480, 600);
  text('Netto', 360, 300);
  text(values.net, 480, 300);
  text('MwSt 19%', 360, 284);
  text(values.tax, 480, 284);
  text('Gesamt EUR', 360, 268);
  text(values.total, 480, 268);
  return Buffer.from(await document.save());
}

const FIRST = {
  number: 'NW-2026-0007',
  date: '14.03.2026',
  net: '100,00',
  tax: '19,00',
  total: '119,00',
};
const SECOND = {
  number: 'NW-2026-0031',
  date: '02.04.2026',
  net: '2.500,00',
  tax: '475,00',
  total: '2.975,00',
};

const field = (page: Page, label: string) => results(page).getByLabel(label, { exact: true });

async function analyse(page: Page, pdf: Buffer, name: string): Promise<void> {
  await chooseFile(page, pdfFile(pdf, name));
  app.assertWorkerRunning();
  await page.getByRole('heading', { name: 'Processing Results' }).waitFor({ timeout: 60_000 });
  await dismissToasts(page);
}

async function signedInOnDashboard(page: Page): Promise<void> {
  await signUpAndSignIn(app, page);
  await openNewDashboard(page);
}

describe('learning from corrections', () => {
  it(
    'marks the fields it learned on the next invoice, lists the vendor under Account Settings and forgets it; another user sees nothing',
    { timeout: 240_000 },
    async () => {
      const page = await app.newPage({ viewport: { width: 1366, height: 900 } });
      const errors = collectPageErrors(page);
      await signedInOnDashboard(page);

      // The first invoice: the user names the vendor their way and files it.
      await analyse(page, await vendorInvoice(FIRST), 'northwind-0007.pdf');
      expect(await results(page).getByTestId('learned-badge').count()).toBe(0);
      await field(page, 'Vendor').fill('Northwind');
      await field(page, 'Category').fill('Consulting');
      await results(page).getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Invoice saved successfully!');
      await dropZone(page).waitFor();
      await dismissToasts(page);

      // The next one comes out with the user's name and category, each learned field marked.
      await analyse(page, await vendorInvoice(SECOND), 'northwind-0031.pdf');
      expect(await field(page, 'Vendor').inputValue()).toBe('Northwind');
      expect(await field(page, 'Category').inputValue()).toBe('Consulting');
      expect(await field(page, 'Invoice Number').inputValue()).toBe('NW-2026-0031');
      expect(await field(page, 'Amount').inputValue()).toBe('2500.00');
      const badges = results(page).getByTestId('learned-badge');
      expect(await badges.count()).toBeGreaterThanOrEqual(7);
      expect(await badges.first().getAttribute('title')).toBe(
        'Learned from your invoice NW-2026-0007 of 14 Mar 2026',
      );
      expect(await results(page).getByTestId('learned-note').innerText()).toContain(
        'from your invoice NW-2026-0007 of 14 Mar 2026',
      );
      await viewportScreenshot(page, 'learning-badges-1366');
      // A learned value the user changes is theirs: its badge goes.
      const before = await badges.count();
      await field(page, 'Category').fill('Advisory');
      expect(await badges.count()).toBe(before - 1);
      await page.setViewportSize({ width: 390, height: 844 });
      await field(page, 'Vendor').scrollIntoViewIfNeeded();
      await viewportScreenshot(page, 'learning-badges-390');
      await page.setViewportSize({ width: 1366, height: 900 });

      // Account Settings › Learned vendors.
      await page.goto('/account-settings');
      await page.getByRole('link', { name: /Learned vendors/ }).click();
      await page.getByRole('heading', { name: 'Learned vendors', level: 1 }).waitFor();
      const list = page.getByTestId('learned-vendors');
      await list.getByText('Northwind', { exact: true }).waitFor();
      const listed = await list.innerText();
      expect(listed).toContain('Consulting · EUR');
      expect(listed).toContain('1 invoice seen');
      for (const learned of [
        'Invoice number',
        'Date',
        'Amount',
        'Tax',
        'Total',
        'Vendor name',
        'Category',
        'Currency',
      ])
        expect(listed).toContain(learned);
      await viewportScreenshot(page, 'learned-vendors-1366');
      await page.setViewportSize({ width: 390, height: 844 });
      await viewportScreenshot(page, 'learned-vendors-390');
      await page.setViewportSize({ width: 1366, height: 900 });

      // Another user: no vendor listed, and their analysis of the same invoice learns nothing of it.
      const other = await app.newPage({ viewport: { width: 1366, height: 900 } });
      await signedInOnDashboard(other);
      await analyse(other, await vendorInvoice(SECOND), 'northwind-0031.pdf');
      expect(await results(other).getByTestId('learned-badge').count()).toBe(0);
      expect(await field(other, 'Vendor').inputValue()).toBe('Northwind Traders GmbH');
      expect(await field(other, 'Category').inputValue()).not.toBe('Consulting');
      await other.goto('/account-settings/learned-vendors');
      await other
        .getByText('No vendors learned yet. Save an analysed invoice and its vendor shows up here.')
        .waitFor();

      // Forgetting the vendor.
      await list.getByRole('button', { name: 'Forget Northwind' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Forget vendor' }).click();
      await expectToast(page, 'Vendor forgotten.');
      await page
        .getByText('No vendors learned yet. Save an analysed invoice and its vendor shows up here.')
        .waitFor();
      expect(errors).toEqual([]);
    },
  );
});
