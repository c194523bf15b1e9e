import { insertTestUser } from '@billfold/db/testing';
import { monthPeriodStart } from '@billfold/db';
import { analysisRunJob, MAINTENANCE_QUEUE, type BullQueue } from '@billfold/jobs';
import { resolveTestBackends, uniqueTestPrefix, waitFor } from '@billfold/jobs/testing';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapWorker, type RunningWorker } from '../../src/bootstrap-worker.js';
import { slowPdf } from '../fixtures/pdfs.js';
import { testEnv } from '../support/test-env.js';
import { workerEnv } from '../support/worker-env.js';
import { useWorkerTestRig } from '../support/worker-test-rig.js';

const backends = await resolveTestBackends(testEnv);

/**
 * An invoice (its first page, which renders at once and holds every field), then `slow` pages of crossing strokes that take seconds
 * each (with a line of text, so that the local extractor reads them instead of OCRing them).
 */
async function slowAfterFirstPagePdf(slow: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const first = document.addPage([595, 842]);
  [
    'Northwind Traders GmbH',
    'Invoice No. INV-2026-042',
    'Invoice date: 14.03.2026',
    'Net amount: 100.00 EUR',
    'VAT 19%: 19.00 EUR',
    'Total: 119.00 EUR',
  ].forEach((line, index) => first.drawText(line, { x: 50, y: 780 - index * 24, size: 12, font }));
  const source = await PDFDocument.load(slowPdf(60_000));
  for (let index = 0; index < slow; index++) {
    const [page] = await document.copyPages(source, [0]);
    document
      .addPage(page)
      .drawText(`Terms and conditions, page ${index + 2}`, { x: 50, y: 50, size: 10, font });
  }
  return document.save();
}

const HOUR_MS = 60 * 60 * 1000;

describe.each(backends.kinds)('page images and uploads on %s', (kind) => {
  let inspect: BullQueue;
  const prefix = uniqueTestPrefix('cleanup');
  let worker: RunningWorker | undefined;

  const boot = async (variables: Record<string, string> = {}) => {
    worker = await bootstrapWorker({
      env: workerEnv({
        DATABASE_URL: rig.database.url,
        REDIS_URL: kind === 'redis' ? testEnv.redisUrl : undefined,
        REDIS_PREFIX: prefix,
        STORAGE_DIR: rig.storageDir,
        ...variables,
      }),
    });
    return worker;
  };

  /**
   * Boots the worker as on a first start, when it schedules the sweep and the first run is due at
   * once, and waits for that run to complete.
   */
  async function sweepOnStart(variables: Record<string, string> = {}): Promise<void> {
    const completed = async () =>
      (await inspect.getJobs(['completed'])).filter(
        (job) => job.name === 'maintenance.sweep-analyses',
      ).length;
    await inspect.removeJobScheduler('maintenance.sweep-analyses');
    const before = await completed();
    await boot(variables);
    await waitFor(
      'a completed sweep',
      async () => ((await completed()) > before ? true : undefined),
      60_000,
    );
  }

  const newUser = () => insertTestUser(rig.dataSource);

  /** The files stored under pages/<analysisId>/ (none when the folder is gone). */
  const pageFiles = (analysisId: string) =>
    readdir(path.join(rig.storageDir, 'pages', analysisId)).catch(() => [] as string[]);
  const pageRows = async (analysisId: string) =>
    (
      await rig.dataSource.query<{ page_number: number }[]>(
        'SELECT page_number FROM page_images WHERE analysis_id = $1 ORDER BY page_number',
        [analysisId],
      )
    ).map((row) => row.page_number);
  const analysisOf = async (id: string) =>
    (
      await rig.dataSource.query<Record<string, unknown>[]>(
        'SELECT * FROM analyses WHERE id = $1',
        [id],
      )
    )[0]!;

  const rig = useWorkerTestRig({ queue: kind, prefix, poolSize: 4, name: 'cleanup' });

  beforeAll(async () => {
    inspect = rig.queue.openQueue(MAINTENANCE_QUEUE);
    // Every page image row ever written, so that a test can tell "deleted" from "never written".
    await rig.dataSource.query(
      'CREATE TABLE page_images_written (analysis_id uuid, page_number integer)',
    );
    await rig.dataSource
      .query(`CREATE FUNCTION page_image_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO page_images_written VALUES (NEW.analysis_id, NEW.page_number); RETURN NEW; END $$`);
    await rig.dataSource.query(
      'CREATE TRIGGER page_image_written AFTER INSERT ON page_images FOR EACH ROW EXECUTE FUNCTION page_image_written()',
    );
  });

  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });

  it(
    'deletes the upload and the page images already written when an analysis fails mid-render',
    { timeout: 120_000 },
    async () => {
      // 0.5 s a page: the first page is stored at once, the three slow ones use up the job's time
      // (reading the four pages' text, then drawing them: 4.5 s in all).
      await boot({ RENDER_TIMEOUT_PER_PAGE_MS: '500' });
      const userId = await newUser();
      const id = randomUUID();
      await rig.storage.put(`uploads/${id}.pdf`, await slowAfterFirstPagePdf(3));
      await rig.dataSource.query(
        "INSERT INTO analyses (id, user_id, status, file_name, file_size, pdf_key) VALUES ($1, $2, 'queued', 'invoice.pdf', 1, $3)",
        [id, userId, `uploads/${id}.pdf`],
      );
      await rig.producer.enqueue(analysisRunJob, { analysisId: id }, { jobId: id });

      const row = await waitFor(
        `analysis ${id} to fail`,
        async () => {
          const analysis = await analysisOf(id);
          return analysis.status === 'failed' ? analysis : undefined;
        },
        90_000,
      );
      // The render runs out of time, or the text reading beside it does first (it reads the
      // slow pages too): either way the analysis fails after its first page image was written.
      expect([
        'PDF_REJECTED: The PDF took too long to render.',
        'EXTRACTION_FAILED: The invoice could not be read. Check that the PDF is an invoice and try again.',
      ]).toContain(`${String(row.error_code)}: ${String(row.error_message)}`);
      const written = await rig.dataSource.query<{ page_number: number }[]>(
        'SELECT DISTINCT page_number FROM page_images_written WHERE analysis_id = $1',
        [id],
      );
      expect(written.map((page) => page.page_number)).toContain(1);

      // The failed job's own clean-up, right after it recorded the failure.
      await waitFor(
        `the page images of failed analysis ${id} to be deleted`,
        async () => ((await pageRows(id)).length === 0 ? true : undefined),
        10_000,
      );
      expect(await pageFiles(id)).toEqual([]);
      expect(await rig.storage.get(`uploads/${id}.pdf`)).toBeNull();
      expect((await analysisOf(id)).pdf_key).toBeNull();
    },
  );

  it(
    'sweeps the upload and page images of analyses never saved within the retention, keeping those of saved invoices and fresh ones',
    { timeout: 120_000 },
    async () => {
      const owner = await newUser();
      const stranger = await newUser();
      const [report] = await rig.dataSource.query<{ id: number }[]>(
        "INSERT INTO reports (user_id, name) VALUES ($1, 'R') RETURNING id",
        [owner],
      );
      const [strangersReport] = await rig.dataSource.query<{ id: number }[]>(
        "INSERT INTO reports (user_id, name) VALUES ($1, 'S') RETURNING id",
        [stranger],
      );
      const period = monthPeriodStart(new Date());
      await rig.dataSource.query(
        'INSERT INTO usage_periods (user_id, period_start, pages_used) VALUES ($1, $2, 1)',
        [owner, period],
      );

      /** An analysis `ageMs` old with `pages` stored page images (and its upload while it has one). */
      const analysis = async (status: string, ageMs: number, pages: number, upload = false) => {
        const id = randomUUID();
        const pdfKey = upload ? `uploads/${id}.pdf` : null;
        if (pdfKey) await rig.storage.put(pdfKey, Buffer.from('%PDF-1.7 test'));
        await rig.dataSource.query(
          `INSERT INTO analyses (id, user_id, status, file_name, file_size, pdf_key, page_count, created_at)
         VALUES ($1, $2, $3, 'a.pdf', 10, $4, $5, now() - make_interval(secs => $6))`,
          [id, owner, status, pdfKey, pages, ageMs / 1000],
        );
        for (let page = 1; page <= pages; page++) {
          const key = `pages/${id}/${page}.jpg`;
          await rig.storage.put(key, Buffer.from(`page ${page}`));
          await rig.dataSource.query(
            "INSERT INTO page_images (analysis_id, page_number, storage_key, content_type, width, height, byte_size) VALUES ($1, $2, $3, 'image/jpeg', 10, 10, 6)",
            [id, page, key],
          );
        }
        return id;
      };
      const invoice = (userId: string, reportId: number, images: string[]) =>
        rig.dataSource.query(
          "INSERT INTO invoices (user_id, report_id, name, images) VALUES ($1, $2, 'INV-1', $3)",
          [userId, reportId, images],
        );

      const unsaved = await analysis('succeeded', 25 * HOUR_MS, 2);
      const saved = await analysis('succeeded', 25 * HOUR_MS, 2);
      await invoice(owner, report!.id, [`pages/${saved}/1`, `pages/${saved}/2`]);
      // Saved by an API process older than the PageImagePaths migration (during a deploy).
      const savedEarlierForm = await analysis('succeeded', 25 * HOUR_MS, 1);
      await invoice(owner, report!.id, [`/api/pages/${savedEarlierForm}/1`]);
      const fresh = await analysis('succeeded', 1 * HOUR_MS, 1);
      // Another user's invoice naming the owner's page keeps nothing (it is never served to them).
      const namedByStranger = await analysis('succeeded', 25 * HOUR_MS, 1);
      await invoice(stranger, strangersReport!.id, [`pages/${namedByStranger}/1`]);
      // A worker that died on its last attempt leaves its analysis processing, pages reserved.
      const stuck = await analysis('processing', 25 * HOUR_MS, 1, true);
      await rig.dataSource.query(
        "INSERT INTO usage_entries (user_id, analysis_id, period_start, pages, status) VALUES ($1, $2, $3, 1, 'reserved')",
        [owner, stuck, period],
      );
      // A failed analysis whose clean-up was cut short (the worker died right after the failure).
      const failed = await analysis('failed', 60_000, 1, true);

      await sweepOnStart();
      for (const id of [unsaved, namedByStranger, stuck, failed]) {
        expect(await pageRows(id), id).toEqual([]);
        expect(await pageFiles(id), id).toEqual([]);
        expect(await rig.storage.get(`uploads/${id}.pdf`), id).toBeNull();
        expect((await analysisOf(id)).pdf_key, id).toBeNull();
      }
      expect(await pageRows(saved)).toEqual([1, 2]);
      expect((await pageFiles(saved)).sort()).toEqual(['1.jpg', '2.jpg']);
      expect(await pageRows(savedEarlierForm)).toEqual([1]);
      expect(await pageRows(fresh)).toEqual([1]);
      expect(await pageFiles(fresh)).toEqual(['1.jpg']);
      expect(await analysisOf(stuck)).toMatchObject({
        status: 'failed',
        error_code: 'EXTRACTION_FAILED',
      });
      expect(
        await rig.dataSource.query('SELECT status FROM usage_entries WHERE analysis_id = $1', [
          stuck,
        ]),
      ).toEqual([{ status: 'released' }]);
      expect(
        await rig.dataSource.query('SELECT pages_used FROM usage_periods WHERE user_id = $1', [
          owner,
        ]),
      ).toEqual([{ pages_used: 0 }]);
      const schedulers = await inspect.getJobSchedulers();
      expect(schedulers.map((scheduler) => [scheduler.key, scheduler.every])).toEqual([
        ['maintenance.sweep-analyses', HOUR_MS],
      ]);
    },
  );

  it(
    'keeps page images as long as PAGE_IMAGE_RETENTION_HOURS says',
    { timeout: 120_000 },
    async () => {
      const owner = await newUser();
      const id = randomUUID();
      await rig.dataSource.query(
        "INSERT INTO analyses (id, user_id, status, file_name, file_size, page_count, created_at) VALUES ($1, $2, 'succeeded', 'a.pdf', 10, 1, now() - interval '30 hours')",
        [id, owner],
      );
      await rig.storage.put(`pages/${id}/1.jpg`, Buffer.from('page'));
      await rig.dataSource.query(
        "INSERT INTO page_images (analysis_id, page_number, storage_key, content_type, width, height, byte_size) VALUES ($1, 1, $2, 'image/jpeg', 10, 10, 4)",
        [id, `pages/${id}/1.jpg`],
      );
      await sweepOnStart({ PAGE_IMAGE_RETENTION_HOURS: '48' });
      expect(await pageRows(id)).toEqual([1]);
      expect(await pageFiles(id)).toEqual(['1.jpg']);
    },
  );
});
