import { contract } from '@billfold/contract';
import { Controller, Inject, Req, UseGuards } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { CurrentSession, SessionGuard } from '../auth/session.guard.js';
import type { AuthenticatedSession } from '../auth/sessions.service.js';
import { toAnalysisDto, toAnalyzeInvoiceDto } from './analyses.mapper.js';
import { AnalysesService } from './analyses.service.js';
import { readPdfUpload } from './pdf-upload.js';

@Controller()
@UseGuards(SessionGuard)
export class AnalysesController {
  constructor(
    @Inject(API_ENV) private readonly env: ApiEnv,
    private readonly analyses: AnalysesService,
  ) {}

  @TsRestHandler(contract.analyses)
  handler(@CurrentSession() session: AuthenticatedSession, @Req() request: Request) {
    const userId = session.user.id;
    const read = () => readPdfUpload(request, this.env.MAX_UPLOAD_BYTES);
    const requestId = typeof request.id === 'string' ? request.id : undefined;
    return tsRestHandler(contract.analyses, {
      analyzeInvoice: async () => ({
        status: 200,
        body: toAnalyzeInvoiceDto(await this.analyses.analyze(userId, read, requestId)),
      }),
      create: async () => {
        const analysis = await this.analyses.upload(userId, read, requestId);
        return { status: 202, body: toAnalysisDto(analysis, []) };
      },
      get: async ({ params }) => {
        const { analysis, pages } = await this.analyses.get(userId, params.id);
        return { status: 200, body: toAnalysisDto(analysis, pages) };
      },
    });
  }
}
