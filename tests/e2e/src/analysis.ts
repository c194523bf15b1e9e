import type { JSHandle, Locator, Page } from 'playwright-core';

/**
 * Helpers of the invoice-analysis browser tests: the dashboard's upload area and its parts, and
 * ways to hand it a file (the file input, or a drag-and-drop with a real DataTransfer).
 */

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const pdfFile = (buffer: Buffer, name = 'invoice-inv-7.pdf'): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer,
});

/** The drop area: a button that opens the file picker and takes dropped files. */
export function dropZone(page: Page): Locator {
  return page.getByRole('button', { name: 'Choose a PDF invoice, or drop one here' });
}

/** Chooses a file as the file picker would. */
export async function chooseFile(page: Page, file: UploadFile): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(file);
}

/** A DataTransfer in the page carrying `file`, as the browser makes for a drag from the desktop. */
export function dataTransferOf(page: Page, file: UploadFile): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(
    ({ bytes, name, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { bytes: [...file.buffer], name: file.name, type: file.mimeType },
  );
}

/** Drags `file` over the drop area (without dropping it). */
export async function dragOver(page: Page, file: UploadFile): Promise<JSHandle<DataTransfer>> {
  const dataTransfer = await dataTransferOf(page, file);
  await dropZone(page).dispatchEvent('dragenter', { dataTransfer });
  await dropZone(page).dispatchEvent('dragover', { dataTransfer });
  return dataTransfer;
}

/** Drags `file` onto the drop area and drops it. */
export async function dropFile(page: Page, file: UploadFile): Promise<void> {
  const dataTransfer = await dragOver(page, file);
  await dropZone(page).dispatchEvent('drop', { dataTransfer });
}

/** The 'Processing Results' form. */
export function results(page: Page): Locator {
  return page.getByRole('form', { name: 'Processing Results' });
}

/** The rotating progress text of a running analysis. */
export function progressText(page: Page): Locator {
  return page.getByTestId('analysis-progress-text');
}

/** Whether the whole of `locator` shows on the screen, below the sticky header. */
export function isOnScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= header - 1 && box.bottom <= window.innerHeight + 1;
  });
}

/** Whether the screen's scroll position stays put over ten animation frames (no scroll running). */
export function scrollAtRest(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY;
        let frames = 0;
        const next = () => {
          if (window.scrollY !== start) resolve(false);
          else if ((frames += 1) === 10) resolve(true);
          else requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
  );
}

/**
 * What a field's input is described by (aria-describedby) and shows on screen: its message or
 * note under it; '' when nothing shows.
 */
export function shownDescription(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((shown): shown is HTMLElement => shown !== null && shown.checkVisibility())
      .map((shown) => shown.innerText.trim())
      .join(' '),
  );
}
