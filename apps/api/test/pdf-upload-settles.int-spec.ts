import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfUpload } from '../src/modules/analyses/pdf-upload.js';
import { Multipart, requestHead, sendRaw } from './support/raw-http.js';

// readPdfUpload on a bare HTTP server: how its promise settles when the client goes away, which
// the API's answers cannot show (nobody is left to read them).

type Outcome = { resolved: string } | { rejected: string };

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const form = new Multipart();
const complete = Buffer.concat([form.file(PDF), form.end]);

let server: http.Server;
let baseUrl: string;
/** The outcome of each request's read, by its path. */
const outcomes = new Map<string, Promise<Outcome>>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const read = async (): Promise<Outcome> => {
      // `/late`: the read starts only after the client has gone, as when it leaves while the
      // quota is checked.
      if (request.url === '/late') await new Promise((resolve) => request.once('close', resolve));
      return readPdfUpload(request as Request, 64 * 1024).then(
        (upload) => ({ resolved: upload.bytes.toString('latin1') }),
        (error: { code?: string }) => ({ rejected: String(error.code) }),
      );
    };
    const outcome = read();
    outcomes.set(request.url ?? '', outcome);
    void outcome.then((result) => response.end(JSON.stringify(result)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function upload(path: string, body: Buffer, contentLength = body.length): Buffer {
  const head = requestHead(baseUrl, 'POST', path, {
    'Content-Type': form.contentType,
    'Content-Length': contentLength,
  });
  return Buffer.concat([Buffer.from(head), body]);
}

/** The outcome of the read of `path`, or 'pending' when it has not settled within 2 s. */
async function outcomeOf(path: string): Promise<Outcome | 'pending'> {
  for (let waited = 0; !outcomes.has(path) && waited < 2000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const timeout = new Promise<'pending'>((resolve) =>
    setTimeout(() => resolve('pending'), 2000).unref(),
  );
  return Promise.race([outcomes.get(path) ?? timeout, timeout]);
}

describe('readPdfUpload', () => {
  it('resolves with the file of a complete form', async () => {
    await sendRaw(baseUrl, upload('/complete', complete));
    expect(await outcomeOf('/complete')).toEqual({ resolved: PDF.toString('latin1') });
  });

  it('rejects (and so lets go of the request) when the client drops the connection mid-file', async () => {
    await sendRaw(
      baseUrl,
      upload('/dropped', complete.subarray(0, complete.length - 30), complete.length),
      'destroy',
    );
    expect(await outcomeOf('/dropped')).toEqual({ rejected: 'UPLOAD_MALFORMED' });
  });

  it('rejects when the client half-closes the connection mid-file', async () => {
    await sendRaw(
      baseUrl,
      upload('/half-closed', complete.subarray(0, 60), complete.length),
      'half-close',
    );
    expect(await outcomeOf('/half-closed')).toEqual({ rejected: 'UPLOAD_MALFORMED' });
  });

  it('rejects when the client had already gone before the read started', async () => {
    await sendRaw(baseUrl, upload('/late', complete.subarray(0, 60), complete.length), 'destroy');
    expect(await outcomeOf('/late')).toEqual({ rejected: 'UPLOAD_MALFORMED' });
  });
});
