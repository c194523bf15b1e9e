import {
  emptyExtractedInvoice,
  type DocumentReading,
  type VendorProfileData,
} from '@billfold/contract';
import type {
  AnalysesRepository,
  Invoice,
  VendorProfile,
  VendorProfileWrite,
  VendorProfilesRepository,
} from '@billfold/db';
import { describe, expect, it } from 'vitest';
import { LearningService } from './learning.service.js';

const ANALYSIS = '6f1c1a0e-8a43-4c39-9f6b-0a7b6d1e2c3d';

/** A text line of page 1, its cells as [text, x, right]. */
const lineAt = (top: number, ...cells: [string, number, number][]) => ({
  page: 1,
  top,
  height: 0.012,
  cells: cells.map(([text, x, right]) => ({ text, x, right })),
});

const reading: DocumentReading = {
  source: 'text',
  lines: [
    lineAt(0.06, ['Acme Widgets GmbH', 0.08, 0.35]),
    lineAt(0.2, ['Invoice no.', 0.6, 0.7], ['A-17', 0.75, 0.8]),
    lineAt(0.75, ['Total', 0.6, 0.66], ['119.00', 0.82, 0.9]),
  ],
};

/** The repositories as the service uses them, in memory. */
function fakes(options: { failing?: boolean } = {}) {
  const rows: VendorProfile[] = [];
  const profiles = {
    learn: (userId: string, decide: (current: VendorProfile[]) => VendorProfileWrite | null) => {
      if (options.failing) return Promise.reject(new Error('database down'));
      const write = decide(rows.filter((row) => row.userId === userId));
      if (!write) return Promise.resolve(null);
      const row =
        rows.find((each) => each.id === write.id) ??
        ({ id: `p${rows.length + 1}`, userId } as VendorProfile);
      Object.assign(row, {
        vendorName: write.vendorName,
        profile: write.profile,
        invoicesSeen: write.invoicesSeen,
        lastUsedAt: new Date(),
      });
      if (!rows.includes(row)) rows.push(row);
      return Promise.resolve(row);
    },
  } as unknown as VendorProfilesRepository;
  const analyses = {
    findOwned: (userId: string, id: string) =>
      Promise.resolve(
        userId === 'alice' && id === ANALYSIS
          ? {
              result: {
                ...emptyExtractedInvoice(),
                invoiceNumber: 'A-17',
                vendor: 'Acme Widgets GmbH',
                total: 119,
              },
              reading,
            }
          : null,
      ),
  } as unknown as AnalysesRepository;
  return { rows, service: new LearningService(profiles, analyses) };
}

const invoice = (fields: Partial<Invoice> = {}): Invoice =>
  ({
    id: '41',
    name: 'A-17',
    date: '2026-03-03',
    vendor: 'Acme',
    amount: '100.0000',
    tax: '19.0000',
    taxNumber1: null,
    taxNumber2: null,
    taxNumber3: null,
    category: 'Hardware',
    currency: 'EUR',
    images: [`pages/${ANALYSIS}/1`],
    ...fields,
  }) as Invoice;

describe('LearningService.learnFromInvoice', () => {
  it('learns the vendor of a saved analysed invoice: the user’s naming, category and where the values stand', async () => {
    const { rows, service } = fakes();
    await service.learnFromInvoice('alice', invoice());
    expect(rows).toHaveLength(1);
    const profile = rows[0]!.profile as VendorProfileData;
    expect(profile).toMatchObject({
      vendorName: 'Acme',
      category: 'Hardware',
      currency: 'EUR',
      source: { invoiceNumber: 'A-17', date: '2026-03-03' },
    });
    expect(profile.fields.invoiceNumber?.[0]).toMatchObject({ label: 'invoice no', inline: false });
    expect(profile.fields.total?.[0]).toMatchObject({ label: 'total' });
    expect(profile.keys.names).toEqual(expect.arrayContaining(['acme', 'acme widgets']));
  });

  it('counts an edit of the same invoice once, and takes the category the user chose last', async () => {
    const { rows, service } = fakes();
    await service.learnFromInvoice('alice', invoice());
    await service.learnFromInvoice('alice', invoice({ category: 'Office supplies' }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ invoicesSeen: 1, profile: { category: 'Office supplies' } });
    expect((rows[0]!.profile as VendorProfileData).fields.total?.[0]?.seen).toBe(1);
  });

  it('learns nothing from an invoice without analysed pages, or from pages of another user', async () => {
    const { rows, service } = fakes();
    await service.learnFromInvoice('alice', invoice({ images: [] }));
    await service.learnFromInvoice('mallory', invoice());
    expect(rows).toEqual([]);
  });

  it('never fails the save: a failure to learn is only logged', async () => {
    const { service } = fakes({ failing: true });
    await expect(service.learnFromInvoice('alice', invoice())).resolves.toBeUndefined();
  });
});
