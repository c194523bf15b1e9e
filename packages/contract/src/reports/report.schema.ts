import { z } from 'zod';
import { text } from '../common/text.schema.js';
import { codes, type CodeOf } from '../common/codes.js';
import { idParam } from '../common/id.schema.js';

export const REPORT_NAME_MAX_LENGTH = 200;

export const ReportNameSchema = text({ error: 'Report name is required' })
  .trim()
  .min(1, { error: 'Report name is required', abort: true })
  .max(REPORT_NAME_MAX_LENGTH, {
    error: `Report name must be at most ${REPORT_NAME_MAX_LENGTH} characters long`,
  });

/** A report as listed and returned (its invoices come from GET /Document/report/{id}). */
export const ReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userId: z.string(),
  invoiceCount: z.number().int(),
});
export type Report = z.infer<typeof ReportSchema>;

export const CreateReportBodySchema = z.object({
  name: ReportNameSchema,
  /** Sent by existing clients; ignored: a report always belongs to the signed-in user. */
  userId: z.unknown().optional(),
});
export type CreateReportBody = z.infer<typeof CreateReportBodySchema>;

export const RenameReportBodySchema = z.object({ name: ReportNameSchema });
export type RenameReportBody = z.infer<typeof RenameReportBodySchema>;

export const ReportIdParamsSchema = z.object({
  id: idParam('Report not found'),
});

export const ReportErrorCode = codes('REPORT_NOT_FOUND');
export type ReportErrorCode = CodeOf<typeof ReportErrorCode>;
