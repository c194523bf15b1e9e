import { monthPeriodStart } from '@billfold/db';
import { analysisRunJob } from '@billfold/jobs';
import { resolveTestBackends, uniqueTestPrefix, waitFor } from '@billfold/jobs/testing';
import { randomUUID } from 'node:crypto';
import {
  PDFDocument,
  PDFHexString,
  StandardFonts,
  beginText,
  endText,
  moveText,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import { NORTHWIND_MARCH_FIELDS } from '@billfold/test-support/invoice-pdfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RendererPool } from '../../src/analysis/render/renderer-pool.js';
import { bootstrapWorker, type RunningWorker } from '../../src/bootstrap-worker.js';
import { errorAnswer, messageAnswer } from '../../src/testing/anthropic-stub.js';
import { encryptedPdf, notAPdf, truncatedPdf } from '../fixtures/pdfs.js';
import { testEnv } from '../support/test-env.js';
import { workerEnv } from '../support/worker-env.js';
import { useAnthropicStub, useWorkerTestRig } from '../support/worker-test-rig.js';

const backends = await resolveTestBackends(testEnv);

/** A one-page invoice with a text layer the local extractor can read. */
async function invoicePdf(pages = 1, { total = '119.00 EUR' } = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const lines = [
    'Northwind Traders GmbH',
    'Invoice No. INV-2026-042',
    'Invoice date: 14.03.2026',
    'Net amount: 100.00 EUR',
    'VAT 19%: 19.00 EUR',
    `Total: ${total}`,
  ];
  for (let n = 0; n < pages; n++) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 780 - index * 24, size: 12, font }),
    );
  }
  return document.save();
}

/**
 * The invoice with a line whose characters a font leaves unmapped: pdf.js reads them as U+0000,
 * which PostgreSQL refuses in text and JSON.
 */
async function invoicePdfWithControlCharacters(): Promise<Uint8Array> {
  const document = await PDFDocument.load(await invoicePdf());
  const font = await document.embedFont(StandardFonts.Helvetica);
  document
    .getPage(0)
    .pushOperators(
      beginText(),
      setFontAndSize(font.name, 12),
      moveText(50, 600),
      showText(PDFHexString.of('5200650066003A0007')),
      endText(),
    );
  return document.save();
}

const CLAUDE_ANSWER = {
  invoiceNumber: 'A-77',
  date: '2026-02-01',
  vendor: 'Contoso Ltd',
  amount: 200,
  taxAmount: 40,
  total: 240,
  taxNumber1: null,
  taxNumber2: null,
  taxNumber3: 'GB123456789',
  currency: 'GBP',
  category: 'Software',
  description: 'Annual licence',
};

describe.each(backends.kinds)('analysis pipeline on %s', (kind) => {
  const prefix = uniqueTestPrefix('analysis');
  const workers: RunningWorker[] = [];

  const boot = async (variables: Record<string, string> = {}) => {
    const worker = await bootstrapWorker({
      env: workerEnv({
        DATABASE_URL: rig.database.url,
        REDIS_URL: kind === 'redis' ? testEnv.redisUrl : undefined,
        REDIS_PREFIX: prefix,
        STORAGE_DIR: rig.storageDir,
        WORKER_CONCURRENCY: '4',
        ...variables,
      }),
    });
    workers.push(worker);
    return worker;
  };

  async function newUser(pagesUsed = 0): Promise<string> {
    const [user] = await rig.dataSource.query<{ id: string }[]>(
      "INSERT INTO users (name, email) VALUES ('U', $1) RETURNING id",
      [`${randomUUID()}@example.com`],
    );
    const period = monthPeriodStart(new Date());
    await rig.dataSource.query(
      'INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, $2, $3)',
      [user!.id, period, pagesUsed],
    );
    return user!.id;
  }

  const upload = (userId: string, pdf: Uint8Array) => rig.upload(userId, pdf);

  const analysisOf = async (id: string) =>
    (
      await rig.dataSource.query<Record<string, unknown>[]>(
        'SELECT * FROM analyses WHERE id = $1',
        [id],
      )
    )[0]!;
  // Ended, and its job done: the upload is deleted (and its key cleared) right after the end is
  // recorded, so that a crash in between leaves the key for the sweep.
  const ended = (id: string) =>
    waitFor(
      `analysis ${id} to end`,
      async () => {
        const row = await analysisOf(id);
        return (row.status === 'succeeded' || row.status === 'failed') && row.pdf_key === null
          ? row
          : undefined;
      },
      60_000,
    );
  const ledger = async (id: string) =>
    (
      await rig.dataSource.query<{ status: string; pages: number }[]>(
        'SELECT status, pages FROM usage_entries WHERE analysis_id = $1',
        [id],
      )
    )[0];

  const rig = useWorkerTestRig({ queue: kind, prefix, poolSize: 4, name: 'analysis' });
  const anthropic = useAnthropicStub();

  afterAll(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
  });

  describe('with the local extractor', () => {
    beforeAll(async () => {
      await boot();
    });
    afterAll(async () => {
      await Promise.all(workers.splice(0).map((worker) => worker.close()));
    });

    it('extracts the fields, stores the page images, charges the pages once and forgets the PDF', async () => {
      const userId = await newUser();
      const id = await upload(userId, await invoicePdf(2));
      const row = await ended(id);
      expect(row).toMatchObject({
        status: 'succeeded',
        page_count: 2,
        pdf_key: null,
        extractor: 'local',
        error_code: null,
      });
      expect(row.result).toMatchObject({
        invoiceNumber: 'INV-2026-042',
        ...NORTHWIND_MARCH_FIELDS,
        flags: [],
      });
      // Where each field was read: page 1, the total on the sixth line (y = 780 − 5 × 24 of 842 points).
      const evidence = (
        row.result as {
          evidence: Record<string, { page: number; box: { y: number }; source: string }>;
        }
      ).evidence;
      expect(evidence.total).toMatchObject({ page: 1, source: 'text' });
      expect(evidence.total!.box.y).toBeCloseTo(1 - (780 - 5 * 24 + 10) / 842, 1);
      const pages = await rig.dataSource.query<{ storage_key: string; content_type: string }[]>(
        'SELECT storage_key, content_type FROM page_images WHERE analysis_id = $1 ORDER BY page_number',
        [id],
      );
      expect(pages).toHaveLength(2);
      for (const page of pages)
        expect((await rig.storage.get(page.storage_key))?.length).toBeGreaterThan(1000);
      expect(await rig.storage.get(`uploads/${id}.pdf`)).toBeNull();
      expect(await ledger(id)).toEqual({ status: 'committed', pages: 2 });
      const [user] = await rig.dataSource.query<{ files_processed: number }[]>(
        'SELECT files_processed FROM users WHERE id = $1',
        [userId],
      );
      expect(user?.files_processed).toBe(1);
    });

    it(
      'reads a scanned invoice with offline OCR and stores its flags',
      { timeout: 120_000 },
      async () => {
        const renderer = await RendererPool.start({ size: 1 });
        let png: Uint8Array | undefined;
        try {
          await renderer.render(
            await invoicePdf(1, { total: '120.00 EUR' }),
            { maxPages: 1, scale: 200 / 72, format: 'png' },
            (page) => {
              png = page.image;
              return Promise.resolve();
            },
          );
        } finally {
          await renderer.close();
        }
        const scan = await PDFDocument.create();
        scan
          .addPage([595, 842])
          .drawImage(await scan.embedPng(png!), { x: 0, y: 0, width: 595, height: 842 });
        const userId = await newUser();
        const row = await ended(await upload(userId, await scan.save()));
        expect(row).toMatchObject({ status: 'succeeded', extractor: 'local' });
        expect(row.result).toMatchObject({
          invoiceNumber: 'INV-2026-042',
          date: '2026-03-14',
          amount: 100,
          taxAmount: 19,
          total: 120,
          evidence: { total: { page: 1, source: 'ocr' } },
          flags: [
            {
              code: 'TOTALS_MISMATCH',
              field: 'total',
              message: 'The net amount plus tax is 119.00, but the total is 120.00.',
            },
          ],
        });
      },
    );

    it.each([
      ['not a PDF at all', () => notAPdf()],
      ['truncated', () => truncatedPdf()],
      ['encrypted', () => encryptedPdf()],
    ])('fails a %s file clearly, charges nothing and forgets it', async (_label, make) => {
      const userId = await newUser();
      const id = await upload(userId, await make());
      const row = await ended(id);
      expect(row).toMatchObject({ status: 'failed', error_code: 'PDF_REJECTED', pdf_key: null });
      expect(String(row.error_message)).not.toMatch(/Error:|at |\//);
      expect(await ledger(id)).toBeUndefined();
      expect(await rig.storage.get(`uploads/${id}.pdf`)).toBeNull();
    });

    it('with 5 pages left, lets exactly 5 of 20 concurrent one-page analyses through', async () => {
      const userId = await newUser(45);
      const pdf = await invoicePdf(1);
      const ids = await Promise.all(Array.from({ length: 20 }, () => upload(userId, pdf)));
      const rows = await Promise.all(ids.map((id) => ended(id)));
      expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(5);
      const refused = rows.filter((row) => row.status === 'failed');
      expect(refused).toHaveLength(15);
      for (const row of refused) {
        expect(row.error_code).toBe('QUOTA_EXCEEDED');
        expect(row.error_message).toBe(
          'This PDF has 1 page but only 0 of the 50 pages of your Free plan are left this month. Upgrade your plan to analyse more invoices.',
        );
      }
      const [period] = await rig.dataSource.query<{ pages_used: number }[]>(
        'SELECT pages_used FROM usage_periods WHERE user_id = $1',
        [userId],
      );
      expect(period?.pages_used).toBe(50);
    });

    it('reads a text layer with control characters (U+0000) and records its fields', async () => {
      const userId = await newUser();
      const id = await upload(userId, await invoicePdfWithControlCharacters());
      const row = await ended(id);
      expect(row).toMatchObject({ status: 'succeeded', error_code: null });
      expect(row.result).toMatchObject({
        invoiceNumber: 'INV-2026-042',
        ...NORTHWIND_MARCH_FIELDS,
      });
      expect(JSON.stringify(row.reading)).not.toContain('\\u0000');
      expect(await ledger(id)).toEqual({ status: 'committed', pages: 1 });
    });

    it('runs an analysis job twice without charging twice', async () => {
      const userId = await newUser();
      const id = await upload(userId, await invoicePdf(1));
      await ended(id);
      await rig.producer.enqueue(analysisRunJob, { analysisId: id }, { jobId: `${id}-again` });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await ledger(id)).toEqual({ status: 'committed', pages: 1 });
      const [period] = await rig.dataSource.query<{ pages_used: number }[]>(
        'SELECT pages_used FROM usage_periods WHERE user_id = $1',
        [userId],
      );
      expect(period?.pages_used).toBe(1);
    });
  });

  describe('with Claude (a local stub of the Messages API)', () => {
    beforeAll(async () => {
      await boot({ ANTHROPIC_API_KEY: 'sk-test-key', ANTHROPIC_BASE_URL: anthropic.url });
    });
    afterAll(async () => {
      await Promise.all(workers.splice(0).map((worker) => worker.close()));
    });

    it('retries an overloaded model, then records the answer with its tokens and cost', async () => {
      anthropic.answer(
        errorAnswer(529, 'overloaded_error', 'Overloaded', { headers: { 'retry-after-ms': '10' } }),
        messageAnswer(JSON.stringify(CLAUDE_ANSWER)),
      );
      const userId = await newUser();
      const id = await upload(userId, await invoicePdf(1));
      const row = await ended(id);
      expect(row).toMatchObject({
        status: 'succeeded',
        extractor: 'claude',
        model: 'claude-haiku-5-5',
        input_tokens: 1500,
        output_tokens: 120,
      });
      expect(Number(row.cost_usd)).toBeGreaterThan(0);
      expect(row.result).toMatchObject({
        invoiceNumber: 'A-77',
        vendor: 'Contoso Ltd',
        total: 240,
        currency: 'GBP',
        evidence: {},
        flags: [],
      });
    });

    it('records an answer whose strings hold U+0000 (copied from a text layer) without them', async () => {
      anthropic.answer(
        messageAnswer(JSON.stringify({ ...CLAUDE_ANSWER, vendor: 'Contoso\u0000 Ltd' })),
      );
      const userId = await newUser();
      const id = await upload(userId, await invoicePdf(1));
      const row = await ended(id);
      expect(row).toMatchObject({ status: 'succeeded', extractor: 'claude' });
      expect(row.result).toMatchObject({ vendor: 'Contoso Ltd', total: 240 });
      expect(await ledger(id)).toEqual({ status: 'committed', pages: 1 });
    });

    it('fails at once when PostgreSQL refuses a value of the result, and releases the pages', async () => {
      // Token counts beyond the integer column: the same write would fail on every retry.
      anthropic.answer(
        messageAnswer(JSON.stringify(CLAUDE_ANSWER), { usage: { input_tokens: 3_000_000_000 } }),
      );
      const calls = anthropic.requests.length;
      const userId = await newUser();
      const id = await upload(userId, await invoicePdf(1));
      const row = await ended(id);
      expect(row).toMatchObject({ status: 'failed', error_code: 'EXTRACTION_FAILED' });
      expect(anthropic.requests.length - calls).toBe(1);
      expect(await ledger(id)).toEqual({ status: 'released', pages: 1 });
    });

    it('fails at once on an answer that does not fit the schema, and releases the pages', async () => {
      anthropic.answer(messageAnswer('{"invoiceNumber": 12, "oops": true}'));
      const userId = await newUser();
      const id = await upload(userId, await invoicePdf(1));
      const row = await ended(id);
      expect(row).toMatchObject({ status: 'failed', error_code: 'EXTRACTION_FAILED' });
      expect(await ledger(id)).toEqual({ status: 'released', pages: 1 });
      const [period] = await rig.dataSource.query<{ pages_used: number }[]>(
        'SELECT pages_used FROM usage_periods WHERE user_id = $1',
        [userId],
      );
      expect(period?.pages_used).toBe(0);
    });
  });
});
