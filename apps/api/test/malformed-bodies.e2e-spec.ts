import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FilesystemStorage } from '@billfold/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts.js';
import { startApi, type RunningApi } from './support/api-harness.js';
import type { HttpClient } from '@billfold/test-support/http-client';
import { Multipart, requestHead, sendRaw, type RawEnding } from './support/raw-http.js';
import { StripeStub } from '@billfold/test-support/stripe-stub';
import { signed, stripeEvent } from '@billfold/test-support/stripe-webhooks';

// Bodies that end early, lie about their length or break the multipart format, sent byte by byte
// over raw sockets (fetch always sends a well-formed body). Each must be answered with a 4xx
// (or, when the client is gone, nothing) while the API keeps serving and writes nothing.

const SYNC_UPLOAD = '/api/DocumentAnalysis/analyze-invoice-with-images';
const UPLOAD = '/api/analyses';
const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const OTHER_PDF = Buffer.from('%PDF-1.4\n% the second file of the form\n%%EOF\n');
const UPLOAD_MALFORMED = {
  code: 'UPLOAD_MALFORMED',
  message: 'The upload was cut short or is not a valid form. Please upload the PDF again.',
};
const NOT_JSON = {
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'Send the request body as application/json.',
};
const FILE_MISSING = {
  code: 'FILE_MISSING',
  message: 'No file received. Choose a PDF invoice to upload.',
};

let api: RunningApi;
let stub: StripeStub;
let storageDir: string;
let user: { client: HttpClient; id: string };

function cookieOf(client: HttpClient): string {
  return [...client.cookies.entries()]
    .filter(([, cookie]) => cookie.path === '/')
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join('; ');
}

/** A signed-in multipart POST: the head announces `contentLength` (default: the body's length). */
function multipartRequest(
  route: string,
  form: Multipart,
  body: Buffer,
  contentLength = body.length,
  contentType = form.contentType,
): Buffer {
  const head = requestHead(api.baseUrl, 'POST', route, {
    Origin: api.baseUrl,
    Cookie: cookieOf(user.client),
    'Content-Type': contentType,
    'Content-Length': contentLength,
  });
  return Buffer.concat([Buffer.from(head), body]);
}

/** A signed-in JSON POST to create a report; `headers` override the JSON content type and the body's length. */
function jsonRequest(body: Buffer | string, headers: Record<string, string | number> = {}): Buffer {
  const head = requestHead(api.baseUrl, 'POST', '/api/Report', {
    Origin: api.baseUrl,
    Cookie: cookieOf(user.client),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  return Buffer.concat([Buffer.from(head), Buffer.from(body)]);
}

async function send(bytes: Buffer | string, ending: RawEnding = 'wait') {
  const response = await sendRaw(api.baseUrl, bytes, ending);
  return (
    response && {
      status: response.status,
      body: response.body ? (JSON.parse(response.body) as unknown) : undefined,
    }
  );
}

/** The next requests, on new connections, are served: the API is alive and its session store too. */
async function expectStillServing(): Promise<void> {
  const live = await fetch(`${api.baseUrl}/api/health/live`);
  expect(live.status).toBe(200);
  expect((await user.client.json('GET', '/api/report/')).status).toBe(200);
}

/** Nothing was stored, queued or charged for the user. */
async function expectNothingWritten(): Promise<void> {
  expect(
    await api.dataSource.query('SELECT id FROM analyses WHERE user_id = $1', [user.id]),
  ).toEqual([]);
  expect(
    await api.dataSource.query('SELECT pages_used FROM usage_periods WHERE user_id = $1', [
      user.id,
    ]),
  ).toEqual([]);
  expect(await readdir(path.join(storageDir, 'uploads')).catch(() => [])).toEqual([]);
}

beforeAll(async () => {
  stub = new StripeStub();
  await stub.start();
  storageDir = await mkdtemp(path.join(tmpdir(), 'billfold-malformed-'));
  api = await startApi({
    STORAGE_DIR: storageDir,
    MAX_UPLOAD_BYTES: String(64 * 1024),
    ...stub.env(),
  });
  user = await signedInUser(api);
});
afterAll(async () => {
  await api?.close();
  await stub?.stop();
  await rm(storageDir, { recursive: true, force: true });
});

describe('a malformed multipart upload', () => {
  afterEach(async () => {
    await expectStillServing();
    await expectNothingWritten();
  });

  const form = new Multipart();
  const complete = Buffer.concat([form.file(PDF), form.end]);

  it.each([
    ['ends before its closing boundary', Buffer.concat([form.file(PDF)])],
    ['ends in the middle of the file', complete.subarray(0, form.file(PDF).length - 20)],
    [
      'ends in the middle of a part header',
      Buffer.from(`--${form.boundary}\r\nContent-Disposition: form-da`),
    ],
    [
      'has a part header without a colon',
      Buffer.concat([
        Buffer.from(`--${form.boundary}\r\nContent-Disposition form-data\r\n\r\n`),
        PDF,
        form.end,
      ]),
    ],
    [
      'ends after the first of two files',
      Buffer.concat([form.file(PDF), form.file(OTHER_PDF, 'second.pdf')]),
    ],
  ])('answers 400 when it %s (the whole HTTP body arrived)', async (_case, body) => {
    expect(await send(multipartRequest(SYNC_UPLOAD, form, body))).toEqual({
      status: 400,
      body: UPLOAD_MALFORMED,
    });
  });

  it('answers 400 when its parts are delimited by another boundary than the one announced', async () => {
    const other = new Multipart('another-boundary');
    expect(
      await send(multipartRequest(SYNC_UPLOAD, form, complete, complete.length, other.contentType)),
    ).toEqual({ status: 400, body: UPLOAD_MALFORMED });
  });

  it('answers 400 when the multipart content type has no boundary', async () => {
    expect(
      await send(
        multipartRequest(
          SYNC_UPLOAD,
          form,
          complete,
          complete.length,
          'multipart/form-data; charset=utf-8',
        ),
      ),
    ).toEqual({
      status: 400,
      body: UPLOAD_MALFORMED,
    });
  });

  it('answers 400 "No file received" for a file part without a filename, whatever its content type', async () => {
    for (const type of ['application/pdf', 'application/octet-stream']) {
      const body = Buffer.concat([form.file(PDF, null, 'file', type), form.end]);
      expect(await send(multipartRequest(SYNC_UPLOAD, form, body)), type).toEqual({
        status: 400,
        body: FILE_MISSING,
      });
    }
  });

  it('answers 400 "No file received" for a 0-byte file part', async () => {
    // What a browser sends for an empty file input (no filename, octet-stream), and an empty named file.
    for (const part of [
      form.file('', null, 'file', 'application/octet-stream'),
      form.file('', 'empty.pdf'),
    ]) {
      expect(
        await send(multipartRequest(SYNC_UPLOAD, form, Buffer.concat([part, form.end]))),
      ).toEqual({ status: 400, body: FILE_MISSING });
    }
  });

  it.each([
    ['drops the connection', 'destroy'],
    ['half-closes the connection', 'half-close'],
  ] as const)(
    'is dropped without an answer when the client %s before the body announced is complete',
    async (_case, ending) => {
      for (const cut of [complete.subarray(0, 40), complete.subarray(0, complete.length - 30)]) {
        const response = await send(
          multipartRequest(SYNC_UPLOAD, form, cut, complete.length),
          ending,
        );
        // Nobody is left to read an answer. After a half-close Node's HTTP parser answers the
        // incomplete request itself with a bare 400.
        if (response) expect(response.status).toBe(400);
      }
    },
  );

  /** The upload sent chunked: one chunk, then `after` it (its CRLF, and the last chunk if any). */
  const chunkedUpload = (chunk: Buffer, after: string) => {
    const head = requestHead(api.baseUrl, 'POST', SYNC_UPLOAD, {
      Origin: api.baseUrl,
      Cookie: cookieOf(user.client),
      'Content-Type': form.contentType,
      'Transfer-Encoding': 'chunked',
    });
    return Buffer.concat([
      Buffer.from(`${head}${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from(after),
    ]);
  };

  it('is dropped when a chunked body stops before its last chunk', async () => {
    const response = await send(chunkedUpload(complete.subarray(0, 60), '\r\n'), 'destroy');
    if (response) expect(response.status).toBe(400);
  });

  it('answers 400 when a chunked body ends (last chunk sent) before the closing boundary', async () => {
    const body = chunkedUpload(complete.subarray(0, complete.length - 30), '\r\n0\r\n\r\n');
    expect(await send(body)).toEqual({ status: 400, body: UPLOAD_MALFORMED });
  });
});

describe('a multipart upload with two file parts', () => {
  it('uses the first "file" part and ignores the second (the form must still be complete)', async () => {
    const form = new Multipart();
    const body = Buffer.concat([
      form.file(PDF, 'first.pdf'),
      form.file(OTHER_PDF, 'second.pdf'),
      form.end,
    ]);
    const response = await send(multipartRequest(UPLOAD, form, body));
    expect(response?.status, JSON.stringify(response?.body)).toBe(202);
    const analysis = response!.body as { id: string; fileName: string };
    expect(analysis.fileName).toBe('first.pdf');
    expect(await new FilesystemStorage(storageDir).get(`uploads/${analysis.id}.pdf`)).toEqual(PDF);
    await expectStillServing();
    // Clean up so that the other tests see nothing written for the user.
    await api.dataSource.query('DELETE FROM analyses WHERE user_id = $1', [user.id]);
    await rm(path.join(storageDir, 'uploads'), { recursive: true, force: true });
  });
});

describe('a malformed JSON body', () => {
  afterEach(async () => {
    await expectStillServing();
    expect(
      await api.dataSource.query('SELECT id FROM reports WHERE user_id = $1', [user.id]),
    ).toEqual([]);
  });

  it('answers 400 when it is not JSON', async () => {
    expect(await send(jsonRequest('{"name": "Report 1"'))).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers 400 when its gzip encoding is cut short or corrupt', async () => {
    const gzipped = gzipSync('{"name":"Report 1"}');
    for (const body of [gzipped.subarray(0, gzipped.length - 10), Buffer.from('not gzip at all')]) {
      expect(await send(jsonRequest(body, { 'Content-Encoding': 'gzip' }))).toEqual({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'The request body could not be decompressed.' },
      });
    }
  });

  it('answers 415 when it is sent with another content type', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      expect(
        await send(jsonRequest('{"name":"Report 1"}', { 'Content-Type': type })),
        type,
      ).toEqual({ status: 415, body: NOT_JSON });
    }
  });

  it.each(['destroy', 'half-close'] as const)(
    'is dropped when the client ends it (%s) before the length it announced',
    async (ending) => {
      for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
        const response = await send(
          jsonRequest('{"name": "Rep', { 'Content-Type': type, 'Content-Length': 200 }),
          ending,
        );
        if (response) expect(response.status).toBe(400);
      }
    },
  );

  it('is dropped when a chunked body is aborted mid-stream', async () => {
    const head = requestHead(api.baseUrl, 'POST', '/api/Report', {
      Origin: api.baseUrl,
      Cookie: cookieOf(user.client),
      'Content-Type': 'application/json',
      'Transfer-Encoding': 'chunked',
    });
    const response = await send(`${head}a\r\n{"name": "R\r\n`, 'destroy');
    if (response) expect(response.status).toBe(400);
  });
});

describe('a malformed Stripe webhook body', () => {
  const deliveryHead = (
    signature: string,
    contentLength: number,
    contentType = 'application/json; charset=utf-8',
  ) =>
    requestHead(api.baseUrl, 'POST', '/api/stripe/webhook', {
      'Content-Type': contentType,
      'Stripe-Signature': signature,
      'Content-Length': contentLength,
    });
  const event = signed(stripeEvent('customer.created', { id: 'cus_malformed' }));

  afterEach(async () => {
    await expectStillServing();
    expect(await api.dataSource.query('SELECT id FROM stripe_events')).toEqual([]);
    expect(stub.requests).toEqual([]);
  });

  it('answers 400 (bad signature) when the whole HTTP body arrived but the payload is cut short', async () => {
    const cut = event.payload.slice(0, 50);
    expect(await send(deliveryHead(event.header, Buffer.byteLength(cut)) + cut)).toEqual({
      status: 400,
      body: { code: 'WEBHOOK_SIGNATURE_INVALID', message: 'The webhook signature is not valid.' },
    });
  });

  it('answers 400 when its gzip encoding is cut short', async () => {
    const gzipped = gzipSync(event.payload).subarray(0, 40);
    const head = requestHead(api.baseUrl, 'POST', '/api/stripe/webhook', {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Stripe-Signature': event.header,
      'Content-Length': gzipped.length,
    });
    expect(await send(Buffer.concat([Buffer.from(head), gzipped]))).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'The request body could not be decompressed.' },
    });
  });

  it('answers 415 for another content type', async () => {
    expect(
      await send(
        deliveryHead(event.header, Buffer.byteLength(event.payload), 'text/plain') + event.payload,
      ),
    ).toEqual({ status: 415, body: NOT_JSON });
  });

  it.each(['destroy', 'half-close'] as const)(
    'is dropped when Stripe’s connection ends (%s) before the length announced',
    async (ending) => {
      const response = await send(
        deliveryHead(event.header, Buffer.byteLength(event.payload)) + event.payload.slice(0, 50),
        ending,
      );
      if (response) expect(response.status).toBe(400);
    },
  );
});
