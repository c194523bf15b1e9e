/** What the file picker offers (SPEC section 5: application/pdf, .pdf). */
export const PDF_ACCEPT = 'application/pdf,.pdf';

/**
 * Whether a chosen or dropped file is a PDF (SPEC section 5). Browsers type a file by its
 * extension; a file they could not type counts when its name ends in .pdf. The server checks the
 * bytes themselves.
 */
export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type === 'application/pdf') return true;
  return (type === '' || type === 'application/octet-stream') && /\.pdf$/i.test(file.name);
}

/** Only the first of several files is used (SPEC section 2). */
export function firstFile(files: FileList | readonly File[] | null | undefined): File | null {
  if (!files) return null;
  const file: File | null | undefined = 'item' in files ? files.item(0) : files[0];
  return file ?? null;
}

/** '1.2 MB', '340 KB': the size of a file as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
