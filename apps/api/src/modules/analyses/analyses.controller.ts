import { contract } from '@billfold/contract';
import { Controller, Inject, Req, UseGuards } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { API_ENV, type ApiEnv } from '../../config/api-config.js';
import { CurrentSession, SessionGuard } from '../auth/session.guard.js';
import type { AuthenticatedSession } from '../auth/sessions.service.js';
import { AnalysisError, AnalysisErrorCode } from './analyses.errors.js';
import { toAnalysisDto } from './analyses.mapper.js';
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
    const upload = async () => {
      await this.analyses.assertPagesLeft(userId);
      return this.analyses.start(userId, await readPdfUpload(request, this.env.MAX_UPLOAD_BYTES), typeof request.id === 'string' ? request.id : undefined);
    };
    return tsRestHandler(contract.analyses, {
      analyzeInvoice: async () => {
        const started = await upload();
        const { analysis, pages } = await this.analyses.waitForEnd(userId, started.id);
        const dto = toAnalysisDto(analysis, pages);
        if (dto.status !== 'succeeded' || !dto.result) {
          throw new AnalysisError(
            (dto.error?.code as AnalysisErrorCode | undefined) ?? AnalysisErrorCode.EXTRACTION_FAILED,
            dto.error?.message ?? 'The invoice could not be analysed.',
          );
        }
        return { status: 200, body: { analysisId: dto.id, analysis: JSON.stringify(dto.result), images: dto.images } };
      },
      create: async () => {
        const analysis = await upload();
        return { status: 202, body: toAnalysisDto(analysis, []) };
      },
      get: async ({ params }) => {
        const { analysis, pages } = await this.analyses.get(userId, params.id);
        return { status: 200, body: toAnalysisDto(analysis, pages) };
      },
    });
  }
}
