import type { Invoice } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import { ExportError } from '../utils/export-formats';
import type { ExportJob } from '../worker/write-export';
import { exportInvoices, type ExportProgress, type ExportSteps } from './export-invoices';

const source = { reportId: 3, reportName: 'Q1', query: { vendor: 'Acme' } };

function steps(invoices: Invoice[]) {
  const saved: { fileName: string; file: Blob }[] = [];
  const jobs: ExportJob[] = [];
  const fake: ExportSteps = {
    fetchAll: (_source, onProgress) => {
      onProgress(invoices.length, invoices.length);
      return Promise.resolve(invoices);
    },
    write: (job) => {
      jobs.push(job);
      return Promise.resolve(new Blob([`${job.format}:${job.invoices.length}`]));
    },
    save: (file, fileName) => saved.push({ fileName, file }),
    now: () => new Date('2026-11-22T10:30:00Z'),
  };
  return { fake, saved, jobs };
}

describe('exportInvoices', () => {
  it('writes every fetched invoice and saves it as invoices.<ext>', async () => {
    const { fake, jobs, saved } = steps([{ id: 1 } as Invoice, { id: 2 } as Invoice]);
    const progress: ExportProgress[] = [];
    const outcome = await exportInvoices(source, 'excel', {
      steps: fake,
      onProgress: (p) => progress.push(p),
    });
    expect(outcome).toEqual({ format: 'excel', fileName: 'invoices.xlsx', count: 2 });
    expect(jobs).toEqual([
      {
        format: 'excel',
        invoices: [{ id: 1 }, { id: 2 }],
        reportName: 'Q1',
        exportedAt: '2026-11-22T10:30:00.000Z',
      },
    ]);
    expect(saved.map(({ fileName }) => fileName)).toEqual(['invoices.xlsx']);
    expect(await saved[0]!.file.text()).toBe('excel:2');
    expect(progress).toEqual([
      { phase: 'fetching', loaded: 2, total: 2 },
      { phase: 'writing', total: 2 },
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

  it("says 'No data to export' for an empty list and saves nothing", async () => {
    const { fake, jobs, saved } = steps([]);
    const failure = exportInvoices(source, 'csv', { steps: fake });
    await expect(failure).rejects.toThrow(new ExportError('empty', 'No data to export'));
    await expect(failure).rejects.toMatchObject({ reason: 'empty', message: 'No data to export' });
    expect(jobs).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('says Export format "X" is not supported for an unknown format, before fetching anything', async () => {
    let fetched = false;
    const { fake } = steps([{ id: 1 } as Invoice]);
    const failure = exportInvoices(source, 'docx', {
      steps: { ...fake, fetchAll: () => ((fetched = true), Promise.resolve([])) },
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
});
