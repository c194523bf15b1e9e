import { placedTextPdf, totalsAt, type Placed } from '../src/invoice-pdf.js';
import { PDFDocument } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../src/accounts.js';
import { chooseFile, pdfFile, results, shownDescription } from '../src/analysis.js';
import { screenshotDir, useE2eApp, viewports } from '../src/harness.js';
import { collectPageErrors } from '../src/page-errors.js';
import { dismissToasts, openNewDashboard, viewportScreenshot } from '../src/records.js';

// The review panel with the local extractor's evidence: the checks it raised above the form, and
// the focused field's place drawn on the page image.
const app = useE2eApp({ worker: true, sharedStorage: true });

/** Where things are printed on the test invoice, in PDF points (A4: 595 × 842). */
const NUMBER_AT = { x: 460, y: 750 };
const TOTAL_AT = { x: 480, y: 508 };

/** An invoice whose printed total is not its net amount plus tax: 100.00 + 19.00 ≠ 120.00. */
function inconsistentInvoice(): Promise<Buffer> {
  const placed: Placed[] = [
    [50, 780, 'Acme Office Supplies GmbH', 18],
    [400, 780, 'INVOICE', 20],
    [400, NUMBER_AT.y, 'Invoice No.'],
    [NUMBER_AT.x, NUMBER_AT.y, 'INV-8'],
    [400, 736, 'Invoice Date: 2026-03-05'],
    [50, 700, 'Bill To:'],
    [50, 686, 'Billfold Customer Ltd'],
    ...totalsAt(TOTAL_AT.y, '120.00 EUR'),
  ];
  return placedTextPdf([placed]);
}

async function analysedInvoice(
  viewport: keyof typeof viewports | { width: number; height: number },
  pdf?: Buffer,
  hasTouch = false,
  fileName = 'invoice-inv-8.pdf',
) {
  const page = await app.newPage({
    viewport: typeof viewport === 'string' ? viewports[viewport] : viewport,
    hasTouch,
  });
  const errors = collectPageErrors(page);
  await signUpAndSignIn(app, page);
  await openNewDashboard(page);
  await chooseFile(page, pdfFile(pdf ?? (await inconsistentInvoice()), fileName));
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
    expect(await highlight.innerText()).toBe('Invoice Number · text · 100% sure');
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

  it('says when only the total was read, and what the form then shows', async () => {
    const totalOnly = await placedTextPdf([
      [
        [50, 780, 'Acme Office Supplies GmbH', 18],
        [400, 780, 'RECEIPT', 20],
        [400, NUMBER_AT.y, 'Receipt No.'],
        [NUMBER_AT.x, NUMBER_AT.y, 'R-77'],
        [400, 736, 'Date: 2026-03-05'],
        [350, TOTAL_AT.y, 'Total'],
        [TOTAL_AT.x, TOTAL_AT.y, '42.50 EUR'],
      ],
    ]);
    const { page, errors } = await analysedInvoice('desktop', totalOnly);
    const flags = results(page).getByTestId('review-flags');
    await expect
      .poll(() => flags.innerText())
      .toContain(
        'Only the total was found, so it is shown as the net amount with no tax. Enter the net amount and the tax if the invoice charges tax.',
      );
    const amount = results(page).getByLabel('Amount', { exact: true });
    expect(await amount.inputValue()).toBe('42.50');
    // The check shows under the field it is about too, as the field's description.
    expect(await shownDescription(amount)).toBe(
      'Only the total was found, so it is shown as the net amount with no tax. Enter the net amount and the tax if the invoice charges tax.',
    );
    await app.screenshot(page, 'review-total-only-1280');
    // Changed, the value is the user's: the note goes.
    await amount.fill('35.71');
    await expect.poll(() => shownDescription(amount)).toBe('');
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const longName = 'acme-office-supplies-gmbh-invoice-inv-8-march-2026-final-copy.pdf';
    const { page, errors } = await analysedInvoice('mobile', undefined, false, longName);
    // A long file name is cut short, never the page count after it.
    const pages = results(page).getByText('· 1 page', { exact: true });
    const shown = await boxOf(pages);
    expect(shown.x + shown.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await pages.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
      true,
    );
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

    // A check's "Show" brings the page, with the place on it, into view from below the form.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await results(page)
      .getByTestId('review-flags')
      .getByRole('button', { name: 'Show total' })
      .click();
    await expect.poll(() => highlight.getAttribute('data-field')).toBe('total');
    const viewport = page.viewportSize()!;
    // The page's frame comes up to the top of the screen, the place on it in view.
    await expect
      .poll(async () => (await boxOf(viewer(page).frame)).y)
      .toBeLessThan(viewport.height * 0.3);
    await expect
      .poll(async () => {
        const box = await highlight.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it("brings the page up on a phone for a check on an input's field, without focusing the input", async () => {
    // No date printed: "Show date" on a phone shows the page, not the date input and its keyboard.
    const undated = await placedTextPdf([
      [
        [50, 780, 'Acme Office Supplies GmbH', 18],
        [400, 780, 'INVOICE', 20],
        [400, NUMBER_AT.y, 'Invoice No.'],
        [NUMBER_AT.x, NUMBER_AT.y, 'INV-9'],
        [50, 700, 'Bill To:'],
        [50, 686, 'Billfold Customer Ltd'],
        ...totalsAt(TOTAL_AT.y, '119.00 EUR'),
      ],
    ]);
    const { page, errors } = await analysedInvoice('mobile', undated);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await results(page)
      .getByTestId('review-flags')
      .getByRole('button', { name: 'Show date' })
      .click();
    await expect
      .poll(async () => (await boxOf(viewer(page).frame)).y)
      .toBeLessThan(page.viewportSize()!.height * 0.3);
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('name') ?? null),
    ).not.toBe('date');
    expect(errors).toEqual([]);
  });
});

describe('a field read with a check on a phone', () => {
  it('says why to check it under the field, where nothing can be hovered, until it is changed', async () => {
    // Only a total printed: the amount's check is a flag, shown under the amount's input.
    const totalOnly = await placedTextPdf([
      [
        [50, 780, 'Acme Office Supplies GmbH', 18],
        [400, 780, 'RECEIPT', 20],
        [400, NUMBER_AT.y, 'Receipt No.'],
        [NUMBER_AT.x, NUMBER_AT.y, 'R-77'],
        [400, 736, 'Date: 2026-03-05'],
        [350, TOTAL_AT.y, 'Total'],
        [TOTAL_AT.x, TOTAL_AT.y, '42.50 EUR'],
      ],
    ]);
    const { page, errors } = await analysedInvoice('mobile', totalOnly, true);
    const amount = results(page).getByLabel('Amount', { exact: true });
    await expect.poll(() => amount.inputValue()).toBe('42.50');
    // The reason shows under the input, without hovering, and describes it.
    expect(await shownDescription(amount)).toBe(
      'Only the total was found, so it is shown as the net amount with no tax. Enter the net amount and the tax if the invoice charges tax.',
    );
    expect(
      await shownDescription(results(page).getByLabel('Invoice Number', { exact: true })),
    ).toBe('');
    await amount.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, 'review-amount-note-390');
    // Corrected, the value is the user's: the note goes.
    await amount.fill('35.71');
    await expect.poll(() => shownDescription(amount)).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('an invoice whose seller is printed only in its letterhead picture', () => {
  it('fills in the vendor from the picture and shows where it was read', async () => {
    // The letterhead as an image, drawn by the browser; the rest of the invoice is text.
    const artist = await app.newPage({ viewport: { width: 1190, height: 240 } });
    await artist.setContent(
      '<body style="margin:0;background:#fff"><div id="head" style="width:1190px;height:240px;' +
        'font:bold 56px Arial,sans-serif;padding:60px 100px;box-sizing:border-box">' +
        'Nordwind Handel Ltd<div style="font:24px Arial,sans-serif;margin-top:12px">' +
        '7 Quay Street, Bristol BS1 4DJ</div></div></body>',
    );
    const letterhead = await artist.locator('#head').screenshot();
    await artist.close();
    const body: Placed[] = [
      [400, 660, 'INVOICE', 20],
      [400, 630, 'Invoice No: NH-2024-0042'],
      [400, 616, 'Invoice Date: 2026-03-05'],
      [50, 630, 'Bill To:'],
      [50, 616, 'Billfold Customer Ltd'],
      ...totalsAt(TOTAL_AT.y, '119.00 EUR'),
    ];
    const document = await PDFDocument.load(await placedTextPdf([body]));
    const image = await document.embedPng(letterhead);
    document.getPage(0).drawImage(image, { x: 0, y: 722, width: 595, height: 120 });
    const pdf = Buffer.from(await document.save());

    const { page, errors } = await analysedInvoice('desktop', pdf);
    const vendor = results(page).getByLabel('Vendor', { exact: true });
    await expect.poll(() => vendor.inputValue(), { timeout: 30_000 }).toBe('Nordwind Handel Ltd');
    await vendor.focus();
    const highlight = page.getByTestId('field-highlight');
    await highlight.waitFor();
    const label = await highlight.innerText();
    expect(label).toMatch(/^Vendor · read by OCR · \d+% sure$/);
    // Read with less than 80% confidence, it is marked for checking, and nothing else is.
    const sure = Number(/(\d+)% sure/.exec(label)?.[1]);
    const unsure = results(page).getByTestId('unsure-badge');
    expect(await unsure.count()).toBe(sure < 80 ? 1 : 0);
    if (sure < 80) {
      expect(await unsure.getAttribute('title')).toBe(
        `Read with ${sure}% confidence: check it against the page`,
      );
      expect(await shownDescription(vendor)).toBe(
        `Read with ${sure}% confidence: check it against the page.`,
      );
    }
    const share = await shareOfImage(page, highlight);
    expect(share.bottom).toBeLessThan(0.15);
    await app.screenshot(page, 'review-letterhead-vendor-1280');
    expect(errors).toEqual([]);
  });
});

/** A two-page invoice: number and date on the first page, the amounts on the second. */
function twoPageInvoice(): Promise<Buffer> {
  const firstLines: Placed[] = [
    [50, 780, 'Acme Office Supplies GmbH', 18],
    [400, 780, 'INVOICE', 20],
    [400, NUMBER_AT.y, 'Invoice No.'],
    [NUMBER_AT.x, NUMBER_AT.y, 'INV-9'],
    [400, 736, 'Invoice Date: 2026-03-05'],
    [50, 700, 'Bill To:'],
    [50, 686, 'Billfold Customer Ltd'],
    [50, 600, 'Paper, 10 boxes'],
    [50, 120, 'Continued on page 2'],
  ];
  const secondLines: Placed[] = [
    [50, 780, 'Acme Office Supplies GmbH · INV-9 · page 2', 10],
    ...totalsAt(268, '119.00 EUR'),
  ];
  return placedTextPdf([firstLines, secondLines]);
}

const laptop = { width: 1366, height: 900 };

function viewer(page: Page) {
  const section = results(page).getByRole('region', { name: 'Invoice pages' });
  return {
    section,
    frame: section.getByTestId('page-viewport'),
    image: (number = 1) => section.getByRole('img', { name: `Page ${number} of the invoice` }),
    zoom: section.locator('output[aria-label="Zoom"]'),
    button: (name: string) => section.getByRole('button', { name, exact: true }),
  };
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return box;
}

/** Whether `inner` lies inside `outer` (the highlight inside the viewer's frame). */
async function isInside(inner: Locator, outer: Locator): Promise<boolean> {
  const a = await boxOf(inner);
  const b = await boxOf(outer);
  return (
    a.x >= b.x - 1 &&
    a.y >= b.y - 1 &&
    a.x + a.width <= b.x + b.width + 1 &&
    a.y + a.height <= b.y + b.height + 1
  );
}

describe('the page viewer', () => {
  /** Whether the screen's scroll position stays put over two animation frames. */
  const scrollSettled = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const start = window.scrollY;
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(window.scrollY === start)),
          );
        }),
    );

  it('fits the page to its width, zooms with the buttons and Ctrl + wheel, and moves with the wheel and a drag', async () => {
    const { page, errors } = await analysedInvoice(laptop);
    const view = viewer(page);
    const frame = await boxOf(view.frame);
    const image = await boxOf(view.image());
    // Fit to width: as wide as the viewer, which is far more than a thumbnail.
    expect(frame.width).toBeGreaterThan(450);
    expect(Math.abs(image.width - frame.width)).toBeLessThanOrEqual(2);
    expect(await view.zoom.innerText()).toBe('100%');
    await app.screenshot(page, 'page-viewer-1366');

    // The buttons.
    await view.button('Zoom in').click();
    await expect.poll(() => view.zoom.innerText()).toBe('150%');
    await expect
      .poll(async () => (await boxOf(view.image())).width / frame.width)
      .toBeCloseTo(1.5, 1);
    await view.button('Fit to width').click();
    await expect.poll(() => view.zoom.innerText()).toBe('100%');

    // The plain wheel moves a page longer than the viewer inside it, and scrolls the screen
    // once the page's end shows.
    const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
    expect(image.height).toBeGreaterThan(frame.height);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await boxOf(view.image())).y).toBeLessThan(image.y - 50);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The screen's wheel scroll is animated: wait until it rests, then read both edges in one frame.
    await expect.poll(() => scrollSettled(page)).toBe(true);
    const gap = await view.frame.evaluate((frame) => {
      const image = frame.querySelector('img');
      if (!image) throw new Error('No page image');
      return image.getBoundingClientRect().bottom - frame.getBoundingClientRect().bottom;
    });
    expect(Math.abs(gap)).toBeLessThanOrEqual(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await view.button('Fit to width').click();
    await expect
      .poll(async () => Math.abs((await boxOf(view.image())).y - image.y))
      .toBeLessThanOrEqual(2);

    // Ctrl + wheel zooms at the pointer, the screen staying where it is ...
    await page.mouse.move(centre.x, centre.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    await expect.poll(async () => parseInt(await view.zoom.innerText(), 10)).toBeGreaterThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // ... and then the plain wheel moves the page inside the viewer, not the screen.
    const before = await boxOf(view.image());
    await page.mouse.wheel(0, 150);
    await expect.poll(async () => (await boxOf(view.image())).y).toBeLessThan(before.y - 50);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A drag moves it too.
    const dragged = await boxOf(view.image());
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 80, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await boxOf(view.image())).y).toBeGreaterThan(dragged.y + 30);

    // Zoomed in and moved away, focusing a field brings its box into view.
    for (let i = 0; i < 3; i += 1) await view.button('Zoom in').click();
    await results(page).getByLabel('Invoice Number', { exact: true }).focus();
    const highlight = page.getByTestId('field-highlight');
    await highlight.waitFor();
    await expect.poll(() => isInside(highlight, view.frame)).toBe(true);
    await results(page)
      .getByTestId('review-flags')
      .getByRole('button', { name: 'Show total' })
      .click();
    await expect.poll(() => highlight.getAttribute('data-field')).toBe('total');
    await expect.poll(() => isInside(highlight, view.frame)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await app.screenshot(page, 'page-viewer-zoomed-total-1366');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches pages, by hand and to the page of the focused field', async () => {
    const { page, errors } = await analysedInvoice(laptop, await twoPageInvoice());
    const view = viewer(page);
    await view.section.getByText('Page 1 of 2').waitFor();
    expect(await view.button('Previous page').isDisabled()).toBe(true);
    for (const name of ['Page 1', 'Page 2'])
      expect(await view.section.getByRole('link', { name }).getAttribute('target')).toBe('_blank');

    await view.button('Next page').click();
    await view.section.getByText('Page 2 of 2').waitFor();
    await view.image(2).waitFor();
    expect(await view.button('Next page').isDisabled()).toBe(true);
    await view.button('Previous page').click();
    await view.image(1).waitFor();

    // The net amount was read on page 2: focusing it shows page 2 with its box in view.
    await results(page).getByLabel('Amount', { exact: true }).focus();
    await view.section.getByText('Page 2 of 2').waitFor();
    const highlight = page.getByTestId('field-highlight');
    await highlight.waitFor();
    expect(await highlight.getAttribute('data-field')).toBe('amount');
    await expect.poll(() => isInside(highlight, view.frame)).toBe(true);
    await app.screenshot(page, 'page-viewer-two-pages-1366');
    // And the invoice number takes it back to page 1.
    await results(page).getByLabel('Invoice Number', { exact: true }).focus();
    await view.section.getByText('Page 1 of 2').waitFor();
    await expect.poll(() => isInside(highlight, view.frame)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the page above the form on a phone, zooms with a pinch, and hides on demand', async () => {
    const { page, errors } = await analysedInvoice('mobile', undefined, true);
    const view = viewer(page);
    const number = results(page).getByLabel('Invoice Number', { exact: true });
    /** Distance from the top of the document, whatever the scroll. */
    const top = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const bottomOfViewer = async () => (await top(view.frame)) + (await boxOf(view.frame)).height;
    expect(await bottomOfViewer()).toBeLessThan(await top(number));
    let frame = await boxOf(view.frame);
    expect(Math.abs((await boxOf(view.image())).width - frame.width)).toBeLessThanOrEqual(2);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await view.section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/page-viewer-390.png` });
    frame = await boxOf(view.frame);

    // Two fingers spread apart on the page.
    const cdp = await page.context().newCDPSession(page);
    const cx = frame.x + frame.width / 2;
    const cy = frame.y + Math.min(frame.height, 300) / 2;
    const fingers = (spread: number) => [
      { x: cx - spread, y: cy, id: 1 },
      { x: cx + spread, y: cy, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (const spread of [35, 50, 65, 80, 95, 110])
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: fingers(spread),
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => parseInt(await view.zoom.innerText(), 10)).toBeGreaterThan(150);

    // Hidden, the form has the screen; shown again, it is back.
    const formWithPage = await top(number);
    await view.button('Hide page').click();
    await view.image().waitFor({ state: 'detached' });
    expect(await top(number)).toBeLessThan(formWithPage - 200);
    await page.screenshot({ path: `${screenshotDir}/page-viewer-hidden-390.png` });
    await view.button('Show page').click();
    await view.image().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a page printed only at its top without its blank foot on a phone, and whole beside the form', async () => {
    // The test invoice is printed down to its total, a little below the middle of the page.
    const { page, errors } = await analysedInvoice('mobile');
    const view = viewer(page);
    // Once the page image is read, the viewer is as tall as its printed part.
    await expect
      .poll(async () => (await boxOf(view.frame)).height / (await boxOf(view.image())).height)
      .toBeLessThan(0.6);
    const frame = await boxOf(view.frame);
    const image = await boxOf(view.image());
    expect(Math.abs(image.width - frame.width)).toBeLessThanOrEqual(2);
    // The total shows, and little paper is left under it.
    const underTotal = frame.y + frame.height - (image.y + (1 - TOTAL_AT.y / 842) * image.height);
    expect(underTotal).toBeGreaterThan(0);
    expect(underTotal).toBeLessThan(0.1 * image.height);
    await results(page).getByLabel('Amount', { exact: true }).focus();
    await expect.poll(() => isInside(page.getByTestId('field-highlight'), view.frame)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await app.screenshot(page, 'page-viewer-printed-part-390');

    // Beside the form the whole page fits the width, as long as the screen allows.
    await page.setViewportSize(laptop);
    await expect
      .poll(async () => {
        const [frame, image] = [await boxOf(view.frame), await boxOf(view.image())];
        return Math.abs(frame.height - Math.min(image.height, laptop.height - 176));
      })
      .toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
