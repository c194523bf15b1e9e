import type { Analysis, Invoice, LearnedVendor, Report } from '@billfold/contract';
import { FilesystemStorage } from '@billfold/storage';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { RunningApi } from './api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';

/** What one user owns, made through the API (the page image as the worker would store it), with texts found nowhere else. */
export interface OwnedRecords {
  report: Report;
  invoice: Invoice;
  analysis: Analysis;
  pageNumber: number;
  /** The vendor Billfold learned when the analysed invoice was saved with its page image. */
  learnedVendor: LearnedVendor;
  /** Texts (and the page image's bytes) unique to these records: none may reach another user. */
  markers: string[];
}

const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A report with an invoice, an uploaded PDF's analysis and one rendered page image; needs the API started with STORAGE_DIR. */
export async function createOwnedRecords(
  api: RunningApi,
  client: HttpClient,
  storageDir: string,
): Promise<OwnedRecords> {
  const tag = randomBytes(6).toString('hex');
  const markers = {
    report: `Private report ${tag}`,
    invoice: `SECRET-${tag}`,
    vendor: `Vendor ${tag}`,
    description: `Notes ${tag}`,
    file: `statement-${tag}.pdf`,
    image: `page-image-bytes-${tag}`,
  };

  const report = await client.json<Report>('POST', '/api/Report', { name: markers.report });
  expect(report.status).toBe(201);
  const invoice = await client.json<Invoice>('POST', '/api/Document', {
    reportId: report.body.id,
    name: markers.invoice,
    date: '2026-04-01',
    vendor: markers.vendor,
    amount: 123.45,
    tax: 23.46,
    category: 'Office',
    currency: 'EUR',
    description: markers.description,
  });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), markers.file);
  const uploaded = await client.postForm('/api/analyses', form);
  const analysis = (await uploaded.json()) as Analysis;
  expect(uploaded.status, JSON.stringify(analysis)).toBe(202);

  const pageNumber = 1;
  const image = Buffer.from(markers.image);
  const storageKey = `pages/${analysis.id}/${pageNumber}.jpg`;
  await new FilesystemStorage(storageDir).put(storageKey, image);
  await api.dataSource.query(
    "INSERT INTO page_images (analysis_id, page_number, storage_key, content_type, width, height, byte_size) VALUES ($1, $2, $3, 'image/jpeg', 10, 10, $4)",
    [analysis.id, pageNumber, storageKey, image.length],
  );
  // As the worker leaves it: page images are served for succeeded analyses only.
  await api.dataSource.query("UPDATE analyses SET status = 'succeeded' WHERE id = $1", [
    analysis.id,
  ]);

  // Saving the analysed invoice with its page teaches Billfold the vendor (issue 18).
  await api.dataSource.query(`UPDATE analyses SET result = $2 WHERE id = $1`, [
    analysis.id,
    JSON.stringify({
      invoiceNumber: markers.invoice,
      date: '2026-04-01',
      vendor: markers.vendor,
      amount: 123.45,
      taxAmount: 23.46,
      total: 146.91,
      taxNumber1: null,
      taxNumber2: null,
      taxNumber3: null,
      currency: 'EUR',
      category: null,
      description: null,
    }),
  ]);
  // Another invoice number and date: not a duplicate of the first (the duplicate check is walked too).
  const analysed = await client.json<Invoice>('POST', '/api/Document', {
    reportId: report.body.id,
    name: `${markers.invoice}-2`,
    date: '2026-04-02',
    vendor: markers.vendor,
    amount: 123.45,
    tax: 23.46,
    category: 'Office',
    currency: 'EUR',
    images: [`pages/${analysis.id}/${pageNumber}`],
  });
  expect(analysed.status, JSON.stringify(analysed.body)).toBe(201);
  const learned = await client.json<LearnedVendor[]>('GET', '/api/learned-vendors');
  expect(learned.body).toHaveLength(1);
  return {
    learnedVendor: learned.body[0]!,
    report: report.body,
    invoice: invoice.body,
    analysis,
    pageNumber,
    markers: Object.values(markers),
  };
}
