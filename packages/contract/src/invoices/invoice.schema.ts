import { z } from 'zod';
import { text, TEXT_NOT_STORABLE_MESSAGE } from '../common/text.schema.js';
import { PAGE_IMAGE_PATH, PAGE_IMAGE_PATHS_DESCRIPTION } from '../analysis/page-image-path.js';
import { MONEY_SCALE } from '../money/decimal.js';
import { codes, type CodeOf } from '../common/codes.js';
import { idParam } from '../common/id.schema.js';

export const INVOICE_LIMITS = {
  name: 100,
  vendor: 200,
  category: 100,
  description: 2000,
  taxNumber: 50,
  images: 500,
  /** Largest absolute amount: numeric(16,4) in the database. */
  amount: 999_999_999_999.9999,
} as const;

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters long` })
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (max: number, message: string) =>
  text({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, {
      error: `${message.replace(' is required', '')} must be at most ${max} characters long`,
    });

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite({ error: `${label} must be a number` })
    .min(-INVOICE_LIMITS.amount, { error: `${label} is too large` })
    .max(INVOICE_LIMITS.amount, { error: `${label} is too large` })
    .refine((value) => new RegExp(`^-?\\d+(\\.\\d{1,${MONEY_SCALE}})?$`).test(String(value)), {
      error: `${label} can have at most ${MONEY_SCALE} decimals`,
    });

/** A calendar date: "YYYY-MM-DD", or an ISO timestamp whose UTC date is taken (SPEC: the form sends ISO). */
const InvoiceDateSchema = z
  .union([text().check(z.iso.date()), text().check(z.iso.datetime({ offset: true }))], {
    // Both options refuse NUL and unpaired surrogates first; say so rather than "not a date".
    error: (issue) =>
      issue.code === 'invalid_union' &&
      issue.errors.some((option) =>
        option.some((inner) => inner.message === TEXT_NOT_STORABLE_MESSAGE),
      )
        ? TEXT_NOT_STORABLE_MESSAGE
        : 'Date must be an ISO date',
  })
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null));

/** The invoice body of POST /Document and PUT /Document/{id} (SPEC.md section 3). */
export const InvoiceInputSchema = z.object({
  /** The invoice number. */
  name: optionalText(INVOICE_LIMITS.name, 'Invoice number'),
  date: InvoiceDateSchema,
  vendor: requiredText(INVOICE_LIMITS.vendor, 'Vendor is required'),
  amount: money('Amount'),
  tax: money('Tax')
    .nullish()
    .transform((value) => value ?? 0),
  taxNumber1: optionalText(INVOICE_LIMITS.taxNumber, 'Tax number 1'),
  taxNumber2: optionalText(INVOICE_LIMITS.taxNumber, 'Tax number 2'),
  taxNumber3: optionalText(INVOICE_LIMITS.taxNumber, 'Tax number 3'),
  category: requiredText(INVOICE_LIMITS.category, 'Category is required'),
  currency: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'Currency must be a 3-letter ISO code' })
    .nullish()
    .transform((value) => value ?? 'USD'),
  description: optionalText(INVOICE_LIMITS.description, 'Description'),
  images: z
    .array(text().regex(PAGE_IMAGE_PATH, { error: 'Page images must be Billfold page paths' }))
    .max(INVOICE_LIMITS.images)
    .nullish()
    .transform((value) => value ?? []),
  /** Sent by existing clients; ignored: an invoice always belongs to the signed-in user. */
  userId: z.unknown().optional(),
});
export type InvoiceInput = z.infer<typeof InvoiceInputSchema>;
export type InvoiceInputFields = z.input<typeof InvoiceInputSchema>;

export const CreateInvoiceBodySchema = InvoiceInputSchema.extend({
  reportId: z.coerce
    .number({ error: 'Report not found' })
    .int()
    .positive({ error: 'Report not found' }),
});
export type CreateInvoiceBody = z.infer<typeof CreateInvoiceBodySchema>;

/** An invoice record as stored. `total` = amount + tax, computed exactly. */
export const InvoiceSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  date: z.string().nullable(),
  vendor: z.string().nullable(),
  amount: z.number(),
  tax: z.number(),
  total: z.number(),
  taxNumber1: z.string().nullable(),
  taxNumber2: z.string().nullable(),
  taxNumber3: z.string().nullable(),
  category: z.string().nullable(),
  currency: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()).describe(PAGE_IMAGE_PATHS_DESCRIPTION),
  reportId: z.number().int(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The invoice columns a list sorts by, in the order a table shows them first. */
export const INVOICE_COLUMNS = [
  'name',
  'date',
  'vendor',
  'amount',
  'tax',
  'total',
  'category',
] as const;
export const INVOICE_SORT_FIELDS = ['id', ...INVOICE_COLUMNS] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const MAX_PAGE_SIZE = 100;

/** Optional paging, search, filter and sort of GET /Document/report/{reportId}. */
export const InvoiceListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a positive whole number' })
    .int({ error: 'page must be a positive whole number' })
    .min(1, { error: 'page must be a positive whole number' })
    .optional(),
  pageSize: z.coerce
    .number({ error: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` })
    .int({ error: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` })
    .min(1, { error: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { error: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` })
    .optional(),
  /** Matches the category or the invoice number, case-insensitively. */
  search: text().trim().max(200).optional(),
  /** Exact vendor; absent or empty means all vendors. */
  vendor: text().max(INVOICE_LIMITS.vendor).optional(),
  sort: z
    .enum(INVOICE_SORT_FIELDS, { error: `sort must be one of ${INVOICE_SORT_FIELDS.join(', ')}` })
    .optional(),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

/** One page of a report's invoices, with what the toolbar needs. */
export const InvoicePageSchema = z.object({
  invoices: z.array(InvoiceSchema),
  /** Invoices matching the search and filter, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every vendor of the report, for the vendor filter. */
  vendors: z.array(z.string()),
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

export const InvoiceIdParamsSchema = z.object({
  id: idParam('Invoice not found'),
});
export const ReportInvoicesParamsSchema = z.object({
  reportId: idParam('Report not found'),
});

export const InvoiceErrorCode = codes('INVOICE_NOT_FOUND');
export type InvoiceErrorCode = CodeOf<typeof InvoiceErrorCode>;

/** What identifies an invoice when looking for one stored already. */
export const DuplicateQuerySchema = z.object({
  vendor: text().trim().min(1, { error: 'Vendor is required' }).max(INVOICE_LIMITS.vendor),
  name: text().trim().max(INVOICE_LIMITS.name).optional(),
  date: text({ error: 'Date must be an ISO date' })
    .check(z.iso.date({ error: 'Date must be an ISO date' }))
    .optional(),
  total: z.coerce.number({ error: 'Total must be a number' }).finite().optional(),
});
export type DuplicateQuery = z.infer<typeof DuplicateQuerySchema>;

export const DuplicateInvoiceSchema = z.object({
  id: z.number().int(),
  reportId: z.number().int(),
  reportName: z.string(),
  name: z.string().nullable(),
  vendor: z.string().nullable(),
  date: z.string().nullable(),
  total: z.number(),
  currency: z.string(),
});
export type DuplicateInvoice = z.infer<typeof DuplicateInvoiceSchema>;
