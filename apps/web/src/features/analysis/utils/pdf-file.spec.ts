import { describe, expect, it } from 'vitest';
import { firstFile, formatFileSize, isPdfFile, PDF_ACCEPT } from './pdf-file';

const file = (name: string, type: string) => new File(['%PDF-1.7'], name, { type });

describe('isPdfFile', () => {
  it('accepts what the browser types as a PDF', () => {
    expect(isPdfFile(file('invoice.pdf', 'application/pdf'))).toBe(true);
    expect(isPdfFile(file('scan', 'application/pdf'))).toBe(true);
  });

  it('accepts an untyped file only by its .pdf name', () => {
    expect(isPdfFile(file('INVOICE.PDF', ''))).toBe(true);
    expect(isPdfFile(file('invoice.pdf', 'application/octet-stream'))).toBe(true);
    expect(isPdfFile(file('invoice', ''))).toBe(false);
  });

  it('refuses anything else, whatever its name', () => {
    expect(isPdfFile(file('invoice.png', 'image/png'))).toBe(false);
    expect(isPdfFile(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isPdfFile(file('invoice.pdf', 'text/plain'))).toBe(false);
  });

  it('offers PDFs only in the picker', () => {
    expect(PDF_ACCEPT).toBe('application/pdf,.pdf');
  });
});

describe('firstFile', () => {
  it('uses only the first file', () => {
    const first = file('a.pdf', 'application/pdf');
    expect(firstFile([first, file('b.pdf', 'application/pdf')])).toBe(first);
  });

  it('is null without a file', () => {
    expect(firstFile([])).toBeNull();
    expect(firstFile(null)).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('reads like a size', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(12.3 * 1024 * 1024)).toBe('12 MB');
  });
});
