import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import type { PdfFonts } from './pdf-writer';

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (${response.status})`);
  return response.arrayBuffer();
}

/** DejaVu Sans, regular and bold, fetched as assets only when a PDF is made (then cached). */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]);
  return { regular, bold };
}
