import {
  emptyExtractedInvoice,
  type DocumentReading,
  type Invoice,
  type LearnedVendor,
  type Report,
} from '@billfold/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';

let api: RunningApi;
let storageDir: string;

const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** What the local extractor would have read of one invoice of "Acme Widgets GmbH". */
function reading(
  number: string,
  date: string,
  net: string,
  tax: string,
  total: string,
  iban = 'DE89 3704 0044 0532 0130 00',
  issuer = 'Acme Widgets GmbH',
): DocumentReading {
  const line = (top: number, ...cells: [string, number, number][]) => ({
    page: 1,
    top,
    height: 0.012,
    cells: cells.map(([text, x, right]) => ({ text, x, right })),
  });
  return {
    source: 'text',
    lines: [
      line(0.06, [issuer, 0.08, 0.35]),
      line(0.2, ['Rechnungsnr.', 0.6, 0.72], [number, 0.75, 0.85]),
      line(0.22, ['Datum:', 0.6, 0.66], [date, 0.75, 0.85]),
      line(0.7, ['Netto', 0.6, 0.66], [net, 0.82, 0.9]),
      line(0.72, ['USt. 19 %', 0.6, 0.68], [tax, 0.84, 0.9]),
      line(0.75, ['Gesamt EUR', 0.6, 0.7], [total, 0.82, 0.9]),
      line(0.9, [`IBAN ${iban}`, 0.08, 0.5]),
    ],
  };
}

/** An analysis of the user's, ended as the worker leaves it: its result, what it read and one page image. */
async function analysed(
  client: HttpClient,
  read: DocumentReading,
  vendor = 'Acme Widgets GmbH',
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'invoice.pdf');
  const uploaded = await client.postForm('/api/analyses', form);
  const { id } = (await uploaded.json()) as { id: string };
  await api.dataSource.query(
    "INSERT INTO page_images (analysis_id, page_number, storage_key, content_type, width, height, byte_size) VALUES ($1, 1, $2, 'image/jpeg', 10, 10, 1)",
    [id, `pages/${id}/1.jpg`],
  );
  const result = { ...emptyExtractedInvoice(), vendor };
  await api.dataSource.query(
    "UPDATE analyses SET status = 'succeeded', result = $2, reading = $3 WHERE id = $1",
    [id, JSON.stringify(result), JSON.stringify(read)],
  );
  return `pages/${id}/1`;
}

async function member() {
  const user = await signedInUser(api);
  const report = await user.client.json<Report>('POST', '/api/Report', { name: 'Learning' });
  return { ...user, reportId: report.body.id };
}

const corrected = {
  name: 'R-2024-0017',
  date: '2024-03-05',
  vendor: 'Acme',
  amount: 1000,
  tax: 190,
  category: 'Office supplies',
  currency: 'EUR',
};

/** Saves `corrected` in the member's report, from an analysis of Acme's invoice `number`: its pages. */
async function saveCorrected(user: Awaited<ReturnType<typeof member>>, number: string) {
  const images = [
    await analysed(user.client, reading(number, '05.03.2024', '1.000,00', '190,00', '1.190,00')),
  ];
  await user.client.json('POST', '/api/Document', {
    ...corrected,
    reportId: user.reportId,
    images,
  });
  return images;
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-learning-'));
  api = await startApi({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await api.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('learned vendors (issue 18)', () => {
  it('learns on every save and edit of an analysed invoice, and lists what it learned', async () => {
    const alice = await member();
    const images = [
      await analysed(
        alice.client,
        reading('R-2024-0017', '05.03.2024', '1.000,00', '190,00', '1.190,00'),
      ),
    ];
    const saved = await alice.client.json<Invoice>('POST', '/api/Document', {
      ...corrected,
      reportId: alice.reportId,
      images,
    });
    expect(saved.status).toBe(201);

    const listed = await alice.client.json<LearnedVendor[]>('GET', '/api/learned-vendors');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        vendorName: 'Acme',
        category: 'Office supplies',
        currency: 'EUR',
        invoicesSeen: 1,
      }),
    ]);
    expect([...listed.body[0]!.fieldsLearned].sort()).toEqual([
      'amount',
      'category',
      'currency',
      'date',
      'invoiceNumber',
      'taxAmount',
      'total',
      'vendor',
    ]);

    // An edit learns again (the category the user chose now) without counting the invoice twice.
    const edited = await alice.client.json<Invoice>('PUT', `/api/Document/${saved.body.id}`, {
      ...corrected,
      category: 'Hardware',
      images,
    });
    expect(edited.status).toBe(200);
    const afterEdit = await alice.client.json<LearnedVendor[]>('GET', '/api/learned-vendors');
    expect(afterEdit.body).toEqual([
      expect.objectContaining({ id: listed.body[0]!.id, category: 'Hardware', invoicesSeen: 1 }),
    ]);

    // The next invoice of the vendor, named the user's way, is the same profile.
    const next = [
      await analysed(
        alice.client,
        reading('R-2024-0042', '04.04.2024', '250,00', '47,50', '297,50'),
      ),
    ];
    await alice.client.json('POST', '/api/Document', {
      ...corrected,
      name: 'R-2024-0042',
      date: '2024-04-04',
      amount: 250,
      tax: 47.5,
      reportId: alice.reportId,
      images: next,
    });
    expect((await alice.client.json<LearnedVendor[]>('GET', '/api/learned-vendors')).body).toEqual([
      expect.objectContaining({ id: listed.body[0]!.id, invoicesSeen: 2 }),
    ]);
    const [row] = await api.dataSource.query<
      { profile: { fields: { total: { seen: number }[] }; keys: { ibans: string[] } } }[]
    >('SELECT profile FROM vendor_profiles WHERE id = $1', [listed.body[0]!.id]);
    // Seen on two invoices: that place weighs more; and the document itself is not in the profile.
    expect(row!.profile.fields.total[0]!.seen).toBe(2);
    expect(row!.profile.keys.ibans).toEqual(['DE89370400440532013000']);
    expect(JSON.stringify(row!.profile)).not.toContain('Acme Widgets GmbH Musterstraße');
  });

  it('learns nothing from an invoice typed in by hand (no analysed pages)', async () => {
    const bob = await member();
    await bob.client.json('POST', '/api/Document', { ...corrected, reportId: bob.reportId });
    expect((await bob.client.json('GET', '/api/learned-vendors')).body).toEqual([]);
  });

  it("keeps each user's vendors private: another user neither sees nor forgets them", async () => {
    const alice = await member();
    const mallory = await member();
    const images = await saveCorrected(alice, 'R-1');
    const [vendor] = (await alice.client.json<LearnedVendor[]>('GET', '/api/learned-vendors')).body;

    expect((await mallory.client.json('GET', '/api/learned-vendors')).body).toEqual([]);
    expect(await mallory.client.json('DELETE', `/api/learned-vendors/${vendor!.id}`)).toEqual({
      status: 404,
      body: { code: 'LEARNED_VENDOR_NOT_FOUND', message: 'Learned vendor not found.' },
    });
    expect((await mallory.client.json('DELETE', '/api/learned-vendors')).body).toEqual({
      forgotten: 0,
    });
    // Mallory cannot learn from Alice's pages either.
    expect(
      (
        await mallory.client.json('POST', '/api/Document', {
          ...corrected,
          reportId: mallory.reportId,
          images,
        })
      ).status,
    ).toBe(404);
    expect((await mallory.client.json('GET', '/api/learned-vendors')).body).toEqual([]);
    expect(
      (await alice.client.json<LearnedVendor[]>('GET', '/api/learned-vendors')).body,
    ).toHaveLength(1);
  });

  it('forgets one vendor or all of them, and deleting the account deletes them', async () => {
    const carol = await member();
    // Three vendors, each with a bank account of its own.
    for (const [index, vendor] of ['Acme', 'Globex', 'Initech'].entries()) {
      const images = [
        await analysed(
          carol.client,
          reading(
            `${vendor}-1`,
            '05.03.2024',
            '1.000,00',
            '190,00',
            '1.190,00',
            `DE8937040044053201300${index}`,
            `${vendor} Corporation`,
          ),
          `${vendor} Corporation`,
        ),
      ];
      await carol.client.json('POST', '/api/Document', {
        ...corrected,
        name: `${vendor}-1`,
        vendor,
        reportId: carol.reportId,
        images,
      });
    }
    const vendors = (await carol.client.json<LearnedVendor[]>('GET', '/api/learned-vendors')).body;
    expect(vendors.map((vendor) => vendor.vendorName).sort()).toEqual([
      'Acme',
      'Globex',
      'Initech',
    ]);

    const globex = vendors.find((vendor) => vendor.vendorName === 'Globex')!;
    expect((await carol.client.json('DELETE', `/api/learned-vendors/${globex.id}`)).status).toBe(
      204,
    );
    expect((await carol.client.json('DELETE', `/api/learned-vendors/${globex.id}`)).status).toBe(
      404,
    );
    expect(
      (await carol.client.json<LearnedVendor[]>('GET', '/api/learned-vendors')).body
        .map((vendor) => vendor.vendorName)
        .sort(),
    ).toEqual(['Acme', 'Initech']);
    expect((await carol.client.json('DELETE', '/api/learned-vendors/not-a-uuid')).status).toBe(400);

    expect((await carol.client.json('DELETE', '/api/learned-vendors')).body).toEqual({
      forgotten: 2,
    });
    expect((await carol.client.json('GET', '/api/learned-vendors')).body).toEqual([]);

    await saveCorrected(carol, 'X-1');
    const count = async () =>
      (
        await api.dataSource.query<{ n: number }[]>(
          'SELECT count(*)::int AS n FROM vendor_profiles WHERE user_id = $1',
          [carol.id],
        )
      )[0]!.n;
    expect(await count()).toBe(1);
    await api.dataSource.query('DELETE FROM users WHERE id = $1', [carol.id]);
    expect(await count()).toBe(0);
  });
});
