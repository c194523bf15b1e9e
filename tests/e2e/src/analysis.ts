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
