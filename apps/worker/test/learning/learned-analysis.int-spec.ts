import {
  DocumentReadingSchema,
  emptyExtractedInvoice,
  learnProfile,
  type DocumentReading,
} from '@billfold/contract';
import { VendorProfilesRepository } from '@billfold/db';
import { insertTestUser } from '@billfold/db/testing';
import { uniqueTestPrefix, waitFor } from '@billfold/jobs/testing';
import {
  NORTHWIND_FIRST as first,
  NORTHWIND_MARCH_FIELDS,
  NORTHWIND_SECOND as second,
  northwindInvoicePdf as invoicePdf,
} from '@billfold/test-support/invoice-pdfs';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrapWorker, type RunningWorker } from '../../src/bootstrap-worker.js';
import { messageAnswer } from '../../src/testing/anthropic-stub.js';
import { workerEnv } from '../support/worker-env.js';
import { useAnthropicStub, useWorkerTestRig } from '../support/worker-test-rig.js';

describe('analyses with what Billfold learned of the user’s vendors (issue 18)', () => {
  const prefix = uniqueTestPrefix('learning');
  let worker: RunningWorker | undefined;

  const boot = async (variables: Record<string, string> = {}) => {
    await worker?.close();
    worker = await bootstrapWorker({
      env: workerEnv({
        DATABASE_URL: rig.database.url,
        STORAGE_DIR: rig.storageDir,
        WORKER_CONCURRENCY: '2',
        REDIS_PREFIX: prefix,
        ...variables,
      }),
    });
  };

  const newUser = () => insertTestUser(rig.dataSource);

  async function analyse(
    userId: string,
    pdf: Uint8Array,
  ): Promise<{ result: Record<string, unknown>; reading: unknown }> {
    const id = await rig.upload(userId, pdf);
    const row = await waitFor(
      `analysis ${id}`,
      async () => {
        const [found] = await rig.dataSource.query<
          {
            status: string;
            result: Record<string, unknown>;
            reading: unknown;
            error_message: string;
          }[]
        >('SELECT status, result, reading, error_message FROM analyses WHERE id = $1', [id]);
        return found && (found.status === 'succeeded' || found.status === 'failed')
          ? found
          : undefined;
      },
      60_000,
    );
    expect(row.status, row.error_message).toBe('succeeded');
    return row;
  }

  /** What the API does when the user saves the first invoice corrected: learn its vendor. */
  async function learnFirst(userId: string, reading: DocumentReading): Promise<void> {
    await new VendorProfilesRepository(rig.dataSource).learn(userId, () => ({
      vendorName: 'Northwind',
      invoicesSeen: 1,
      profile: learnProfile(null, {
        saved: {
          invoiceNumber: first.number,
          date: '2026-03-14',
          vendor: 'Northwind',
          amount: 100,
          taxAmount: 19,
          total: 119,
          currency: 'EUR',
          category: 'Consulting',
          taxNumbers: [],
        },
        reading,
        printedVendor: 'Northwind Traders GmbH',
      }),
    }));
  }

  const rig = useWorkerTestRig({ queue: 'postgres', prefix, poolSize: 2, name: 'learning' });
  const anthropic = useAnthropicStub();

  afterAll(async () => {
    await worker?.close();
  });

  it(
    'reads the learned places first and prefills the user’s name and category; another user sees nothing of it',
    { timeout: 120_000 },
    async () => {
      await boot();
      const alice = await newUser();
      const bob = await newUser();
      const firstRead = await analyse(alice, await invoicePdf(first));
      const reading = DocumentReadingSchema.parse(firstRead.reading);
      await learnFirst(alice, reading);

      const pdf = await invoicePdf(second);
      const learned = await analyse(alice, pdf);
      const source = { invoiceNumber: first.number, date: '2026-03-14' };
      expect(learned.result).toMatchObject({
        invoiceNumber: second.number,
        date: '2026-04-02',
        vendor: 'Northwind',
        amount: 2500,
        taxAmount: 475,
        total: 2975,
        currency: 'EUR',
        category: 'Consulting',
        learned: {
          vendor: source,
          category: source,
          invoiceNumber: source,
          date: source,
          amount: source,
          taxAmount: source,
          total: source,
        },
      });

      const other = await analyse(bob, pdf);
      expect(other.result.learned).toBeUndefined();
      expect(other.result.category).toBeNull();
      expect(other.result.vendor).toBe('Northwind Traders GmbH');
    },
  );

  it(
    'gives Claude the profile as hints and validates the answer as before',
    { timeout: 120_000 },
    async () => {
      await boot({ ANTHROPIC_API_KEY: 'sk-test-key', ANTHROPIC_BASE_URL: anthropic.url });
      const alice = await newUser();
      const bob = await newUser();
      // The reading of the first invoice comes from its text layer, as the Claude path reads it.
      anthropic.answer(
        messageAnswer(
          JSON.stringify({
            ...emptyExtractedInvoice(),
            invoiceNumber: first.number,
            ...NORTHWIND_MARCH_FIELDS,
            category: 'Services',
          }),
        ),
      );
      const firstRead = await analyse(alice, await invoicePdf(first));
      await learnFirst(alice, DocumentReadingSchema.parse(firstRead.reading));

      anthropic.requests.length = 0;
      anthropic.answer(
        messageAnswer(
          JSON.stringify({
            ...emptyExtractedInvoice(),
            invoiceNumber: second.number,
            date: '2026-04-02',
            vendor: 'Northwind Traders GmbH',
            amount: 2500,
            taxAmount: 475,
            total: 2975,
            currency: 'EUR',
            category: 'Services',
          }),
        ),
      );
      const pdf = await invoicePdf(second);
      const hinted = await analyse(alice, pdf);
      const texts = (request: (typeof anthropic.requests)[number] | undefined) =>
        JSON.stringify(
          (
            request?.body.messages as { content: { type: string; text?: string }[] }[]
          )[0]!.content.filter((block) => block.type === 'text'),
        );
      const sent = texts(anthropic.requests[0]);
      expect(sent).toContain('the user names this vendor \\"Northwind\\"');
      expect(sent).toContain('\\"Consulting\\"');
      expect(sent).toContain('rechnungsnr');
      expect(hinted.result).toMatchObject({
        vendor: 'Northwind',
        category: 'Consulting',
        total: 2975,
        flags: [],
      });

      anthropic.requests.length = 0;
      const other = await analyse(bob, pdf);
      expect(texts(anthropic.requests[0])).not.toContain('Northwind\\"');
      expect(other.result).toMatchObject({
        vendor: 'Northwind Traders GmbH',
        category: 'Services',
      });
      expect(other.result.learned).toBeUndefined();
    },
  );
});
