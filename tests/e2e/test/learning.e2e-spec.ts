import {
  NORTHWIND_FIRST as FIRST,
  NORTHWIND_SECOND as SECOND,
  northwindInvoicePdf,
  type NorthwindInvoice,
} from '@billfold/test-support/invoice-pdfs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../src/accounts.js';
import { chooseFile, dropZone, pdfFile, results } from '../src/analysis.js';
import { useE2eApp } from '../src/harness.js';
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
const app = useE2eApp({ worker: true, sharedStorage: true });

/** The vendor's invoices as the worker test prints them, with the name in bold and 'Gesamt EUR'. */
const vendorInvoice = async (values: NorthwindInvoice) =>
  Buffer.from(await northwindInvoicePdf(values, { totalLabel: 'Gesamt EUR', boldName: true }));

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
        'Learned from your invoice NW-2026-0007 of Mar 14, 2026',
      );
      expect(await results(page).getByTestId('learned-note').innerText()).toContain(
        'from your invoice NW-2026-0007 of Mar 14, 2026',
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

      // The review's note links to the list (the way in for accounts without Account Settings).
      expect(
        await results(page)
          .getByTestId('learned-note')
          .getByRole('link', { name: 'See your learned vendors' })
          .getAttribute('href'),
      ).toBe('/account-settings/learned-vendors');

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
