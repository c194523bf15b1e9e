import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../common/error.schema.js';
import { text } from '../common/text.schema.js';
import { AnalysisResultSchema } from './analysis-result.schema.js';
import { PAGE_IMAGE_PATHS_DESCRIPTION } from './page-image-path.js';
import { codes, type CodeOf } from '../common/codes.js';

export const AnalysisErrorCode = codes(
  'FILE_MISSING',
  'UPLOAD_MALFORMED',
  'NOT_A_PDF',
  'FILE_TOO_LARGE',
  'QUOTA_EXCEEDED',
  'PDF_REJECTED',
  'EXTRACTION_FAILED',
  'ANALYSIS_TIMEOUT',
  'ANALYSIS_NOT_FOUND',
  'PAGE_NOT_FOUND',
);
export type AnalysisErrorCode = CodeOf<typeof AnalysisErrorCode>;

const c = initContract();

export const ANALYSIS_STATUSES = ['queued', 'processing', 'succeeded', 'failed'] as const;
export const AnalysisStatusSchema = z.enum(ANALYSIS_STATUSES);
export type AnalysisStatus = z.infer<typeof AnalysisStatusSchema>;

/** An analysis as its owner sees it while it runs and after. */
export const AnalysisSchema = z.object({
  id: z.uuid(),
  status: AnalysisStatusSchema,
  fileName: z.string(),
  pageCount: z.number().int().nullable(),
  /** The extracted fields (validated) with their evidence and flags, once the analysis succeeded. */
  result: AnalysisResultSchema.nullable(),
  /**
   * Page image paths, `pages/{id}/{n}` (relative to the API base: SPEC section 7), as they
   * become ready.
   */
  images: z.array(z.string()).describe(PAGE_IMAGE_PATHS_DESCRIPTION),
  error: ErrorResponseSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Analysis = z.infer<typeof AnalysisSchema>;

/** SPEC.md's answer form of the synchronous call: the fields as a JSON string plus the page images. */
export const AnalyzeInvoiceResponseSchema = z.object({
  analysisId: z.uuid(),
  analysis: z.string(),
  images: z.array(z.string()).describe(PAGE_IMAGE_PATHS_DESCRIPTION),
});
export type AnalyzeInvoiceResponse = z.infer<typeof AnalyzeInvoiceResponseSchema>;

const upload = {
  method: 'POST',
  contentType: 'multipart/form-data',
  body: c.type<{ file: File }>(),
  description:
    'The PDF is the form\'s first file part: the field "file", with a filename, not empty (else 400 FILE_MISSING); later file parts are ignored. ' +
    'A body that is not a complete multipart form (cut before its closing boundary, a broken part header, parts under another boundary than announced) is refused with 400 UPLOAD_MALFORMED.',
} as const;

const uploadErrors = {
  400: ErrorResponseSchema,
  402: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
} as const;

/** Invoice analysis: upload a PDF, follow its analysis, read its page images. */
export const analysesContract = c.router(
  {
    analyzeInvoice: {
      ...upload,
      path: '/DocumentAnalysis/analyze-invoice-with-images',
      summary:
        'SPEC.md\'s call: uploads a PDF (multipart field "file") and waits for its analysis; answers the fields as a JSON string plus the page image paths.',
      responses: {
        200: AnalyzeInvoiceResponseSchema,
        ...uploadErrors,
        422: ErrorResponseSchema,
        502: ErrorResponseSchema,
        504: ErrorResponseSchema,
      },
    },
    create: {
      ...upload,
      path: '/analyses',
      summary:
        'Uploads a PDF (multipart field "file") and queues its analysis; follow it with GET /analyses/{id}.',
      responses: { 202: AnalysisSchema, ...uploadErrors },
    },
    get: {
      method: 'GET',
      path: '/analyses/:id',
      summary: "The state of one of the user's analyses, with its result once it succeeded.",
      pathParams: z.object({
        id: text({ error: 'Analysis not found' }).check(z.uuid({ error: 'Analysis not found' })),
      }),
      responses: { 200: AnalysisSchema, 404: ErrorResponseSchema },
    },
  },
  { commonResponses: { 401: ErrorResponseSchema } },
);

export const PageImageParamsSchema = z.object({
  analysisId: text({ error: 'Page not found' }).check(z.uuid({ error: 'Page not found' })),
  pageNumber: z.coerce
    .number({ error: 'Page not found' })
    .int({ error: 'Page not found' })
    .min(1, { error: 'Page not found' })
    .max(10_000, { error: 'Page not found' }),
});

/**
 * Page images. Served by a plain controller (the bytes go out with the image's own type, JPEG or
 * WebP, which a ts-rest handler would overwrite); declared here for clients and documentation.
 */
export const pagesContract = c.router(
  {
    pageImage: {
      method: 'GET',
      path: '/pages/:analysisId/:pageNumber',
      summary: "A rendered page of one of the user's analyses (404 for anyone else's).",
      pathParams: PageImageParamsSchema,
      responses: {
        200: c.otherResponse({ contentType: 'image/jpeg', body: c.type<Blob>() }),
        404: ErrorResponseSchema,
      },
    },
  },
  { commonResponses: { 401: ErrorResponseSchema } },
);
