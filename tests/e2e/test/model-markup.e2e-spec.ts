import { messageAnswer, startAnthropicStub, type AnthropicStub } from '@billfold/worker/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../src/accounts.js';
import { chooseFile, pdfFile, results } from '../src/analysis.js';
import { startE2eApp, type E2eApp } from '../src/harness.js';
import { invoicePdf } from '../src/invoice-pdf.js';
import { collectPageErrors } from '../src/page-errors.js';
import {
  dismissToasts,
  expectToast,
  openNewDashboard,
  records,
  selectedOption,
  viewportScreenshot,
} from '../src/records.js';

// SECURITY.md item 20: what the model answers is shown as text only. The worker reads the
// invoice with Claude, whose Messages API is the local stub; every text field of its answer is
// markup that would run script, load an image or change the page if it were ever parsed as HTML.
const MARKUP = {
  invoiceNumber: '<script>window.__xss=2</script>',
  vendor: '<img src=x onerror="window.__xss=1"> Acme <b>Bold</b> GmbH',
  category: '<svg onload="window.__xss=3"></svg>Software',
  description:
    '<iframe srcdoc="<script>parent.__xss=4</script>"></iframe> &lt;i&gt; & <u>consulting</u>',
  taxNumber1: '<a href="javascript:window.__xss=5">GST</a>',
  taxNumber2: '<style>body{display:none}</style>',
  taxNumber3: '"><img src=x onerror=window.__xss=6>',
} as const;
type MarkupField = keyof typeof MARKUP;

const ANSWER = {
  ...MARKUP,
  date: '2026-03-05',
  amount: 100,
  taxAmount: 19,
  // Off by one: the review panel raises its totals check, so the flags list is on screen too.
  total: 120,
  currency: 'EUR',
};

/** The review form's labels of the text fields. */
const LABELS: Record<MarkupField, string> = {
  invoiceNumber: 'Invoice Number',
  vendor: 'Vendor',
  category: 'Category',
  description: 'Description',
  taxNumber1: 'GST/HST',
  taxNumber2: 'QST',
  taxNumber3: 'Other',
};

let model: AnthropicStub;
let app: E2eApp;

beforeAll(async () => {
  model = await startAnthropicStub();
  model.answer(messageAnswer(JSON.stringify(ANSWER)));
  app = await startE2eApp({
    worker: true,
    sharedStorage: true,
    env: {
      ANTHROPIC_API_KEY: 'sk-ant-e2e',
      ANTHROPIC_BASE_URL: model.url,
    },
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await model?.stop();
});

/**
 * What of the markup became part of the page: elements it would have made (each selector matches
 * something only an injected tag or attribute makes) and the value its script would have set.
 */
async function injected(page: Page) {
  return page.evaluate(() => ({
    elements: [
      'img[src="x"]',
      '[onerror]',
      '[onload]',
      'iframe',
      'svg[onload]',
      'a[href^="javascript:"]',
      'b',
      'u',
    ].flatMap((selector) =>
      [...document.querySelectorAll(selector)].map((element) => element.outerHTML.slice(0, 80)),
    ),
    scripts: [...document.scripts].filter((script) => script.text.includes('__xss')).length,
    styles: [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('display:none'),
    ).length,
    xss: (window as { __xss?: unknown }).__xss ?? null,
  }));
}

async function expectNothingInjected(page: Page) {
  expect(await injected(page)).toEqual({ elements: [], scripts: 0, styles: 0, xss: null });
}

/** Every markup string shows as itself in the visible text of `where`. */
async function expectShownAsText(where: Locator, fields: readonly MarkupField[]) {
  const text = await where.innerText();
  for (const field of fields) expect(text, field).toContain(MARKUP[field]);
}

const field = (page: Page, label: string) => results(page).getByLabel(label, { exact: true });

async function waitForResults(page: Page) {
  app.assertWorkerRunning();
  await page.getByRole('heading', { name: 'Processing Results' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Page 1 of the invoice"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
}

describe("the model's answer carrying markup", () => {
  it('shows as text in the review panel, the records, the details and the cards, and runs nothing', async () => {
    const page = await app.newPage();
    const errors = collectPageErrors(page);
    await signUpAndSignIn(app, page);
    await openNewDashboard(page);

    const asked = model.requests.length;
    await chooseFile(page, pdfFile(await invoicePdf(), 'markup.pdf'));
    await waitForResults(page);
    // Claude read it: the answer came from the stub, not from the local extractor.
    expect(model.requests.length).toBeGreaterThan(asked);
    await dismissToasts(page);

    // The review panel: each input holds the markup as its value; the checks are listed.
    for (const [name, label] of Object.entries(LABELS) as [MarkupField, string][])
      expect(await field(page, label).inputValue(), label).toBe(MARKUP[name]);
    await results(page)
      .getByTestId('review-flags')
      .getByText('The net amount plus tax is 119.00, but the total is 120.00.')
      .waitFor();
    await expectNothingInjected(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await app.screenshot(page, 'model-markup-review-edit-1280');

    // View mode prints the values as text.
    const modes = results(page).getByRole('group', { name: 'Results mode' });
    await modes.getByRole('button', { name: 'View' }).click();
    await expectShownAsText(results(page), Object.keys(MARKUP) as MarkupField[]);
    await expectNothingInjected(page);
    await app.screenshot(page, 'model-markup-review-view-1280');
    await modes.getByRole('button', { name: 'Edit' }).click();

    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Invoice saved successfully!');
    await dismissToasts(page);

    // The records table, and the vendor filter built from the saved vendors.
    await records(page).locator('tr[data-highlighted]').waitFor();
    const row = records(page).getByRole('row').filter({ hasText: MARKUP.invoiceNumber });
    expect(await row.count()).toBe(1);
    await expectShownAsText(row, ['invoiceNumber', 'vendor', 'category']);
    const vendors = records(page).getByRole('combobox', { name: 'Vendor' });
    expect(await vendors.locator('option').allInnerTexts()).toContain(MARKUP.vendor);
    await vendors.selectOption(MARKUP.vendor);
    expect(await selectedOption(vendors)).toBe(MARKUP.vendor);
    await row.waitFor();
    await expectNothingInjected(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await app.screenshot(page, 'model-markup-records-1280');

    // The details dialog shows every field.
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Invoice Details' });
    await details.waitFor();
    await expectShownAsText(details, Object.keys(MARKUP) as MarkupField[]);
    await expectNothingInjected(page);
    await viewportScreenshot(page, 'model-markup-details-1280');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'detached' });

    // The edit dialog's inputs, and the delete question, hold it as text too.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit invoice' });
    await edit.waitFor();
    expect(await edit.getByLabel('Vendor', { exact: true }).inputValue()).toBe(MARKUP.vendor);
    await expectNothingInjected(page);
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Delete this invoice?' });
    await remove.waitFor();
    await expectShownAsText(remove, ['invoiceNumber', 'vendor']);
    await expectNothingInjected(page);
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await remove.waitFor({ state: 'detached' });

    // The cards.
    await records(page)
      .getByRole('group', { name: 'View' })
      .getByRole('button', { name: 'Cards' })
      .click();
    const cards = records(page).getByRole('list', { name: 'Invoices' });
    await cards.waitFor();
    await expectShownAsText(cards, ['invoiceNumber', 'vendor', 'category']);
    await expectNothingInjected(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await app.screenshot(page, 'model-markup-cards-1280');
    await records(page)
      .getByRole('group', { name: 'View' })
      .getByRole('button', { name: 'Table' })
      .click();

    // The same invoice again: the duplicate warning names the saved one.
    await chooseFile(page, pdfFile(await invoicePdf(), 'markup-again.pdf'));
    await waitForResults(page);
    await results(page).getByRole('button', { name: 'Save', exact: true }).click();
    const warning = page.getByRole('alertdialog', { name: 'This invoice may already be saved' });
    await warning.waitFor();
    await expectShownAsText(warning, ['invoiceNumber', 'vendor']);
    await expectNothingInjected(page);
    await viewportScreenshot(page, 'model-markup-duplicate-1280');
    await warning.getByRole('button', { name: 'Cancel' }).click();

    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
