import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../common/error.schema.js';
import {
  CreateInvoiceBodySchema,
  DuplicateInvoiceSchema,
  DuplicateQuerySchema,
  InvoiceIdParamsSchema,
  InvoiceInputSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoiceSchema,
  ReportInvoicesParamsSchema,
} from './invoice.schema.js';

const c = initContract();

/** The Document (invoice record) calls of SPEC.md section 7, scoped to the signed-in user. */
export const invoicesContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/Document',
      summary: "Saves an invoice record in one of the signed-in user's reports.",
      body: CreateInvoiceBodySchema,
      responses: { 201: InvoiceSchema, 404: ErrorResponseSchema },
    },
    listByReport: {
      method: 'GET',
      path: '/Document/report/:reportId',
      summary:
        'The invoices of a report. Without query parameters: all of them, newest first (SPEC.md). With any of page, pageSize, search, vendor, sort, order: one page, the matching total and the vendor list.',
      pathParams: ReportInvoicesParamsSchema,
      query: InvoiceListQuerySchema,
      responses: {
        200: z.union([z.array(InvoiceSchema), InvoicePageSchema]),
        404: ErrorResponseSchema,
      },
    },
    findDuplicates: {
      method: 'GET',
      path: '/Document/duplicates',
      summary:
        "Invoices of any of the user's reports that look like this one: the same vendor (case-insensitive) and the same invoice number, or the same vendor, date and total. Asked before saving an analysed invoice.",
      query: DuplicateQuerySchema,
      responses: { 200: z.object({ duplicates: z.array(DuplicateInvoiceSchema) }) },
    },
    update: {
      method: 'PUT',
      path: '/Document/:id',
      summary: 'Replaces the fields of an invoice record.',
      pathParams: InvoiceIdParamsSchema,
      body: InvoiceInputSchema,
      responses: { 200: InvoiceSchema, 404: ErrorResponseSchema },
    },
    remove: {
      method: 'DELETE',
      path: '/Document/:id',
      summary: 'Deletes an invoice record.',
      pathParams: InvoiceIdParamsSchema,
      body: c.noBody(),
      responses: { 204: c.noBody(), 404: ErrorResponseSchema },
    },
  },
  { commonResponses: { 401: ErrorResponseSchema } },
);
