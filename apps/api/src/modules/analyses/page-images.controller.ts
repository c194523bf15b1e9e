import { CommonErrorCode, PageImageParamsSchema } from '@billfold/contract';
import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../../common/errors/app-error.js';
import { CurrentSession, SessionGuard } from '../auth/session.guard.js';
import type { AuthenticatedSession } from '../auth/sessions.service.js';
import { AnalysesService } from './analyses.service.js';

/** GET /api/pages/{analysisId}/{pageNumber} (contract.pages.pageImage): the image, its owner only. */
@Controller('api/pages')
@UseGuards(SessionGuard)
export class PageImagesController {
  constructor(private readonly analyses: AnalysesService) {}

  @Get(':analysisId/:pageNumber')
  async pageImage(
    @CurrentSession() session: AuthenticatedSession,
    @Param() params: Record<string, string>,
    @Res() response: Response,
  ): Promise<void> {
    const parsed = PageImageParamsSchema.safeParse(params);
    if (!parsed.success) throw new AppError(CommonErrorCode.NOT_FOUND, 'Page not found.');
    const image = await this.analyses.pageImage(
      session.user.id,
      parsed.data.analysisId,
      parsed.data.pageNumber,
    );
    // Private: a page image is its owner's only.
    response.setHeader('cache-control', 'private, max-age=3600');
    response.type(image.contentType).send(image.bytes);
  }
}
