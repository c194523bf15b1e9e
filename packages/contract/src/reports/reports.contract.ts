import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../common/error.schema.js';
import {
  CreateReportBodySchema,
  RenameReportBodySchema,
  ReportIdParamsSchema,
  ReportSchema,
} from './report.schema.js';

const c = initContract();

/** The report calls of SPEC.md section 7, scoped to the signed-in user. */
export const reportsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/report/',
      summary:
        "The signed-in user's reports, oldest first (the client makes the last one current).",
      responses: { 200: z.array(ReportSchema) },
    },
    create: {
      method: 'POST',
      path: '/Report',
      summary: 'Creates a report for the signed-in user (any userId in the body is ignored).',
      body: CreateReportBodySchema,
      responses: { 201: ReportSchema },
    },
    rename: {
      method: 'PUT',
      path: '/Report/:id',
      summary: 'Renames a report of the signed-in user.',
      pathParams: ReportIdParamsSchema,
      body: RenameReportBodySchema,
      responses: { 200: ReportSchema, 404: ErrorResponseSchema },
    },
  },
  { commonResponses: { 401: ErrorResponseSchema } },
);
