import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FilesystemStorage } from '@billfold/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, spendPagesThisMonth } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';

let api: RunningApi;
let storageDir: string;
let alice: { client: HttpClient; id: string };
let mallory: { client: HttpClient; id: string };

const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function form(file: Buffer | null, name = 'invoice.pdf', field = 'file'): FormData {
  const body = new FormData();
  if (file) body.append(field, new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  return body;
}

async function upload(client: HttpClient, body: FormData, route = '/api/analyses') {
  const response = await client.postForm(route, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-api-storage-'));
  api = await startApi({ STORAGE_DIR: storageDir, MAX_UPLOAD_BYTES: String(64 * 1024) });
  alice = await signedInUser(api);
  mallory = await signedInUser(api);
});
afterAll(async () => {
  await api.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe('uploading a PDF', () => {
  it('queues an analysis (202), stores the PDF under a server-chosen key, and lets only its owner read it', async () => {
    const { status, body } = await upload(alice.client, form(PDF, '../../etc/passwd.pdf'));
    expect(status, JSON.stringify(body)).toBe(202);
    expect(body).toMatchObject({
      status: 'queued',
      fileName: 'passwd.pdf',
      pageCount: null,
      result: null,
      images: [],
      error: null,
    });
    const id = String(body.id);
    expect(await new FilesystemStorage(storageDir).get(`uploads/${id}.pdf`)).toEqual(PDF);

    expect((await alice.client.json('GET', `/api/analyses/${id}`)).body).toMatchObject({
      id,
      status: 'queued',
    });
    expect((await mallory.client.json('GET', `/api/analyses/${id}`)).status).toBe(404);
    expect((await mallory.client.json('GET', '/api/analyses/not-a-uuid')).status).toBe(400);
  });

  it("refuses what is not a PDF with 415 and SPEC's message, writing nothing", async () => {
    const before = await api.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM analyses',
    );
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100)]);
    expect(await upload(alice.client, form(png, 'invoice.pdf'))).toEqual({
      status: 415,
      body: { code: 'NOT_A_PDF', message: 'Please select a valid PDF file.' },
    });
    expect((await upload(alice.client, form(Buffer.from('%PD'), 'tiny.pdf'))).status).toBe(415);
    expect(await api.dataSource.query('SELECT count(*)::int AS n FROM analyses')).toEqual(before);
  });

  it('stops reading a file over the size limit with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(200 * 1024, 0x20)]);
    expect(await upload(alice.client, form(big))).toEqual({
      status: 413,
      body: {
        code: 'FILE_TOO_LARGE',
        message: 'The file is too large. PDF invoices up to 0 MB are accepted.',
      },
    });
  });

  it('answers a request without the file field with 400', async () => {
    expect((await upload(alice.client, form(null))).status).toBe(400);
    expect((await upload(alice.client, form(PDF, 'a.pdf', 'document'))).body).toMatchObject({
      code: 'FILE_MISSING',
    });
  });

  it('refuses JSON on the upload route, anonymous users and other origins', async () => {
    expect((await alice.client.json('POST', '/api/analyses', { file: 'x' })).status).toBe(415);
    const anonymous = await fetch(`${api.baseUrl}/api/analyses`, {
      method: 'POST',
      body: form(PDF),
      headers: { origin: api.baseUrl },
    });
    expect(anonymous.status).toBe(401);
    const crossSite = await fetch(`${api.baseUrl}/api/analyses`, {
      method: 'POST',
      body: form(PDF),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses an upload before storing or queueing anything when no page is left this month', async () => {
    const { client, id } = await signedInUser(api);
    await spendPagesThisMonth(api, id, 50);
    expect(await upload(client, form(PDF))).toEqual({
      status: 402,
      body: {
        code: 'QUOTA_EXCEEDED',
        message:
          'You have used all 50 pages of your Free plan this month. Upgrade your plan to analyse more invoices.',
      },
    });
    expect(await api.dataSource.query('SELECT id FROM analyses WHERE user_id = $1', [id])).toEqual(
      [],
    );
  });
});

describe('page images', () => {
  it('are served to their owner only', async () => {
    const analysisId = randomUUID();
    await api.dataSource.query(
      "INSERT INTO analyses (id, user_id, status, file_name, file_size) VALUES ($1, $2, 'succeeded', 'a.pdf', 10)",
      [analysisId, alice.id],
    );
    const image = Buffer.from('fake-jpeg-bytes');
    await new FilesystemStorage(storageDir).put(`pages/${analysisId}/1.jpg`, image);
    await api.dataSource.query(
      "INSERT INTO page_images (analysis_id, page_number, storage_key, content_type, width, height, byte_size) VALUES ($1, 1, $2, 'image/jpeg', 10, 10, $3)",
      [analysisId, `pages/${analysisId}/1.jpg`, image.length],
    );
    const own = await alice.client.get(`/api/pages/${analysisId}/1`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(image);

    expect((await mallory.client.get(`/api/pages/${analysisId}/1`)).status).toBe(404);
    expect((await alice.client.get(`/api/pages/${analysisId}/2`)).status).toBe(404);
    expect((await api.client().get(`/api/pages/${analysisId}/1`)).status).toBe(401);
    const analysis = await alice.client.json<{ images: string[] }>(
      'GET',
      `/api/analyses/${analysisId}`,
    );
    expect(analysis.body.images).toEqual([`pages/${analysisId}/1`]);
  });

  it('of an analysis that did not succeed are neither listed nor served, even while their files remain', async () => {
    const storage = new FilesystemStorage(storageDir);
    for (const status of ['failed', 'processing']) {
      const analysisId = randomUUID();
      await api.dataSource.query(
        "INSERT INTO analyses (id, user_id, status, file_name, file_size) VALUES ($1, $2, $3, 'a.pdf', 10)",
        [analysisId, alice.id, status],
      );
      // What a failed analysis's clean-up finds, or leaves behind when the worker dies in the middle of it.
      await storage.put(`pages/${analysisId}/1.jpg`, Buffer.from('fake-jpeg-bytes'));
      await api.dataSource.query(
        "INSERT INTO page_images (analysis_id, page_number, storage_key, content_type, width, height, byte_size) VALUES ($1, 1, $2, 'image/jpeg', 10, 10, 15)",
        [analysisId, `pages/${analysisId}/1.jpg`],
      );
      expect((await alice.client.get(`/api/pages/${analysisId}/1`)).status, status).toBe(404);
      const analysis = await alice.client.json<{ images: string[] }>(
        'GET',
        `/api/analyses/${analysisId}`,
      );
      expect(analysis.body.images, status).toEqual([]);
    }
  });
});
