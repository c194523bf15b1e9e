import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponseSchema } from '../common/error.schema.js';
import { LearnedVendorIdParamsSchema, LearnedVendorSchema } from './vendor-profile.schema.js';

const c = initContract();

/** The vendors Billfold learned from the signed-in user's corrections (Account Settings › Learned vendors). */
export const learnedVendorsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/learned-vendors',
      summary: "The vendors learned from the signed-in user's saved invoices, last used first.",
      responses: { 200: z.array(LearnedVendorSchema) },
    },
    forget: {
      method: 'DELETE',
      path: '/learned-vendors/:id',
      summary: 'Forgets one learned vendor: its next invoice is read as if it were new.',
      pathParams: LearnedVendorIdParamsSchema,
      body: c.noBody(),
      responses: { 204: c.noBody(), 404: ErrorResponseSchema },
    },
    forgetAll: {
      method: 'DELETE',
      path: '/learned-vendors',
      summary: 'Forgets every learned vendor of the signed-in user.',
      body: c.noBody(),
      responses: { 200: z.object({ forgotten: z.number().int() }) },
    },
  },
  { commonResponses: { 401: ErrorResponseSchema } },
);
