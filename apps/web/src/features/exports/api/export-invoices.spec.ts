import type { Invoice } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import { ExportError, type ExportFormat } from '../utils/export-formats';
import { InvoicePages } from '../utils/invoice-pages';
import { exportInvoices, type ExportProgress, type ExportSteps } from './export-invoices';

const source = { reportId: 3, reportName: 'Q1', query: { vendor: 'Acme' } };
const invoice = (id: number) => ({ id }) as Invoice;

/** Steps around a list served in `pages`; the "worker" writes "<format>:<ids>". */
function steps(pages: Invoice[][]) {
  const saved: { fileName: string; file: Blob }[] = [];
  const writers: { format: ExportFormat; closed: boolean; meta?: unknown }[] = [];
  const fake: ExportSteps = {
    fetchPages: ({ query }, { onPage, onProgress }) => {
      expect(query).toEqual({ vendor: 'Acme' });
      const total = pages.flat().length;
      let loaded = 0;
      // The second page first: pages arrive in any order.
      for (const index of pages.map((_, i) => i).reverse()) {
        onPage(index, pages[index]!);
        loaded += pages[index]!.length;
        onProgress(loaded, total);
      }
      return Promise.resolve(total);
    },
    openWriter: (format) => {
      const record: (typeof writers)[number] = { format, closed: false };
      writers.push(record);
      const received = new InvoicePages();
      return {
        addPage: (index, invoices) => received.add(index, invoices),
        write: (meta) => {
          record.meta = meta;
          const ids = received.invoices().map((i) => i.id);
          return Promise.resolve({
            file: new Blob([`${format}:${ids.join(',')}`]),
            count: ids.length,
          });
        },
        close: () => {
          record.closed = true;
        },
      };
    },
    save: (file, fileName) => saved.push({ fileName, file }),
    now: () => new Date('2026-11-22T10:30:00Z'),
  };
  return { fake, saved, writers };
}

describe('exportInvoices', () => {
  it('hands every page to one worker, in order, and saves its file as invoices.<ext>', async () => {
    const { fake, saved, writers } = steps([[invoice(3), invoice(2)], [invoice(1)]]);
    const progress: ExportProgress[] = [];
    const outcome = await exportInvoices(source, 'excel', {
      steps: fake,
      onProgress: (p) => progress.push(p),
    });
    expect(outcome).toEqual({ format: 'excel', fileName: 'invoices.xlsx', count: 3 });
    expect(saved.map(({ fileName }) => fileName)).toEqual(['invoices.xlsx']);
    expect(await saved[0]!.file.text()).toBe('excel:3,2,1');
    expect(writers).toEqual([
      {
        format: 'excel',
        closed: true,
        meta: {
          reportName: 'Q1',
          exportedAt: '2026-11-22T10:30:00.000Z',
          signal: undefined,
          onProgress: undefined,
        },
      },
    ]);
    expect(progress).toEqual([
      { phase: 'fetching', loaded: 1, total: 3 },
      { phase: 'fetching', loaded: 3, total: 3 },
      { phase: 'writing', total: 3 },
    ]);
    for (const [format, name] of [
      ['csv', 'invoices.csv'],
      ['json', 'invoices.json'],
      ['pdf', 'invoices.pdf'],
      ['xml', 'invoices.xml'],
      ['html', 'invoices.html'],
    ] as const)
      expect((await exportInvoices(source, format, { steps: fake })).fileName).toBe(name);
  });

  it('reports every step, a page fetched or the writing advanced, to onAdvance', async () => {
    const { fake } = steps([[invoice(3), invoice(2)], [invoice(1)]]);
    const advances: string[] = [];
    const openWriter = fake.openWriter;
    await exportInvoices(source, 'pdf', {
      onAdvance: () => advances.push('step'),
      onProgress: (p) => advances.push(p.phase),
      steps: {
        ...fake,
        openWriter: (format) => {
          const writer = openWriter(format);
          return {
            ...writer,
            // The worker reports two steps of its writing.
            write: (meta) => {
              meta.onProgress?.();
              meta.onProgress?.();
              return writer.write(meta);
            },
          };
        },
      },
    });
    expect(advances).toEqual(['step', 'fetching', 'step', 'fetching', 'writing', 'step', 'step']);
  });

  it("says 'No data to export' for an empty list, and starts no worker", async () => {
    const { fake, saved, writers } = steps([[]]);
    const failure = exportInvoices(source, 'csv', { steps: fake });
    await expect(failure).rejects.toThrow(new ExportError('empty', 'No data to export'));
    await expect(failure).rejects.toMatchObject({ reason: 'empty', message: 'No data to export' });
    expect(writers).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('says Export format "X" is not supported for an unknown format, before fetching anything', async () => {
    let fetched = false;
    const { fake } = steps([[invoice(1)]]);
    const failure = exportInvoices(source, 'docx', {
      steps: { ...fake, fetchPages: () => ((fetched = true), Promise.resolve(0)) },
    });
    await expect(failure).rejects.toMatchObject({
      reason: 'unsupported',
      message: 'Export format "docx" is not supported',
    });
    await expect(exportInvoices(source, 'toString', { steps: fake })).rejects.toThrow(
      'Export format "toString" is not supported',
    );
    expect(fetched).toBe(false);
  });

  it('ends the worker when fetching fails half-way, and saves nothing', async () => {
    const { fake, saved, writers } = steps([[invoice(2)], [invoice(1)]]);
    const failing: ExportSteps['fetchPages'] = (_source, { onPage }) => {
      onPage(0, [invoice(2)]);
      return Promise.reject(new Error('Error connecting to server. Please try again.'));
    };
    await expect(
      exportInvoices(source, 'pdf', { steps: { ...fake, fetchPages: failing } }),
    ).rejects.toThrow('Error connecting');
    expect(writers).toMatchObject([{ format: 'pdf', closed: true }]);
    expect(saved).toEqual([]);
  });
});
