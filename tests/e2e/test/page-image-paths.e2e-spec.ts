import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../src/accounts.js';
import { startStack, type Stack } from '../src/harness.js';
import { HttpClient } from '@billfold/test-support/http-client';
import { invoicePdf } from '../src/invoice-pdf.js';

// Page image paths as a client written from SPEC.md alone reads them: the API and the worker
// (an analysis really runs), and a plain HTTP client that knows only the API base.
let app: Stack;

beforeAll(async () => {
  app = await startStack({ worker: true, sharedStorage: true });
  return () => app.stop();
}, 120_000);

/**
 * SPEC section 7, applied literally: "a path starting with http is used as is. Otherwise it is
 * prefixed with the API base (a slash is added when missing)". The API base is the /api prefix
 * on the host.
 */
function pageImageUrl(imagePath: string, apiBase: string): string {
  if (imagePath.startsWith('http')) return imagePath;
  return `${apiBase}${imagePath.startsWith('/') ? '' : '/'}${imagePath}`;
}

async function signedInClient(): Promise<HttpClient> {
  const client = new HttpClient(app.baseUrl);
  const account = newAccount('Outside Client');
  expect((await client.post('/api/auth/register', account)).status).toBe(201);
  await app.markEmailVerified(account.email);
  const login = await client.post('/api/auth/login-email', {
    email: account.email,
    password: account.password,
  });
  expect(login.status).toBe(200);
  return client;
}

/** Fetches every page image the SPEC way (the session cookie included) and expects an image of each. */
async function expectImagesFetch(
  client: HttpClient,
  images: string[],
  where: string,
): Promise<void> {
  expect(images.length, where).toBeGreaterThan(0);
  for (const image of images) {
    const url = new URL(pageImageUrl(image, `${app.baseUrl}/api`));
    expect(url.origin, `${where}: ${image}`).toBe(app.baseUrl);
    const response = await client.get(url.pathname + url.search);
    expect(response.status, `${where}: ${image} → ${url.pathname}`).toBe(200);
    expect(response.headers.get('content-type'), `${where}: ${image}`).toMatch(
      /^image\/(jpeg|webp|png)/,
    );
    expect((await response.arrayBuffer()).byteLength, `${where}: ${image}`).toBeGreaterThan(1000);
  }
}

describe('page image paths under the SPEC rule', () => {
  it(
    'lead to the page images in the analysis answer, the saved invoice and the report listing',
    { timeout: 120_000 },
    async () => {
      const client = await signedInClient();
      app.assertWorkerRunning();

      // The spec's synchronous call: the multipart PDF in, the fields and the page images out.
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await invoicePdf())], { type: 'application/pdf' }),
        'invoice.pdf',
      );
      const analyzed = await client.postForm(
        '/api/DocumentAnalysis/analyze-invoice-with-images',
        form,
      );
      expect(analyzed.status).toBe(200);
      const answer = (await analyzed.json()) as {
        analysisId: string;
        analysis: string;
        images: string[];
      };
      await expectImagesFetch(client, answer.images, 'analysis answer');

      // The analysis as it is followed.
      const analysis = (await (await client.get(`/api/analyses/${answer.analysisId}`)).json()) as {
        images: string[];
      };
      expect(analysis.images).toEqual(answer.images);
      await expectImagesFetch(client, analysis.images, 'analysis');

      // Saved with its pages, as the spec's client does, then listed again (what the details modal shows).
      const report = (await (await client.post('/api/Report', { name: 'Outside' })).json()) as {
        id: number;
      };
      const created = await client.post('/api/Document', {
        name: 'INV-7',
        date: '2026-03-05T00:00:00.000Z',
        vendor: 'Acme Office Supplies GmbH',
        amount: 100,
        tax: 19,
        currency: 'EUR',
        category: 'Office',
        images: answer.images,
        reportId: report.id,
      });
      expect(created.status).toBe(201);
      const saved = (await created.json()) as { images: string[] };
      await expectImagesFetch(client, saved.images, 'saved invoice');
      const listed = (await (await client.get(`/api/Document/report/${report.id}`)).json()) as {
        images: string[];
      }[];
      expect(listed.map((invoice) => invoice.images)).toEqual([answer.images]);
      await expectImagesFetch(client, listed[0]!.images, 'report listing');

      // Another user following the same paths gets nothing.
      const stranger = await signedInClient();
      const url = new URL(pageImageUrl(answer.images[0]!, `${app.baseUrl}/api`));
      expect((await stranger.get(url.pathname)).status).toBe(404);
    },
  );
});
