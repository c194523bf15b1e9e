import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import ExcelJS, { type Workbook } from 'exceljs';
import type { Page } from 'playwright-core';
import { records } from './records.js';

/**
 * Helpers of the export browser tests: click an export and catch its download, then read the
 * file back with real readers (an RFC 4180 parser, Chromium's XML parser, exceljs, poppler).
 */

const run = promisify(execFile);

export interface DownloadedFile {
  fileName: string;
  bytes: Buffer;
  /** Where Playwright saved it (kept until the browser context closes). */
  path: string;
}

/** Opens the Export menu, picks a format and waits for the file it downloads. */
export async function exportAs(page: Page, format: string): Promise<DownloadedFile> {
  await records(page).getByRole('button', { name: 'Export', exact: true }).click();
  const item = page.getByRole('menuitem', { name: new RegExp(`^${format}\\b`) });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    item.click(),
  ]);
  const file = await download.path();
  return { fileName: download.suggestedFilename(), bytes: await readFile(file), path: file };
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Opens a downloaded .xlsx with exceljs (the catalog's version, the one the web app writes with). */
export async function openWorkbook(bytes: Buffer): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
  );
  return workbook;
}

/** The PDF's text as poppler's pdftotext reads it (Debian package poppler-utils). */
export async function pdfText(file: string, options: string[] = ['-layout']): Promise<string> {
  const { stdout } = await run('pdftotext', [...options, '-enc', 'UTF-8', file, '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** The PDF's page count and other facts, from poppler's pdfinfo. */
export async function pdfInfo(file: string): Promise<Record<string, string>> {
  const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
  return Object.fromEntries(
    stdout
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => [
        line.slice(0, line.indexOf(':')).trim(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
}

/** Renders one page of a PDF to `<target>.png` with poppler's pdftoppm, to be looked at. */
export async function renderPdfPage(file: string, page: number, target: string): Promise<string> {
  await run('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    target,
  ]);
  return `${target}.png`;
}

/** An exact sum of amounts with at most 4 decimals (the test's own oracle, in integers). */
export function exactSum(values: number[]): number {
  const units = values.reduce((sum, value) => sum + BigInt(Math.round(value * 10_000)), 0n);
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  const text = `${absolute / 10_000n}.${(absolute % 10_000n).toString().padStart(4, '0')}`;
  return Number(`${negative ? '-' : ''}${text}`);
}
