import type { DataSource, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { Analysis } from '../entities/analysis.entity.js';
import { PageImage } from '../entities/page-image.entity.js';
import { commitUsage, releaseUsage } from './usage.repository.js';

export type NewAnalysis = Pick<Analysis, 'id' | 'userId' | 'fileName' | 'fileSize' | 'pdfKey'>;

export interface AnalysisOutcome {
  result: Record<string, unknown>;
  extractor: string;
  model: string | null;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  costUsd: string | null;
}

/** Analyses and their page images. Reads are scoped to the user where a user asks. */
export class AnalysesRepository {
  private readonly analyses: Repository<Analysis>;
  private readonly pages: Repository<PageImage>;

  constructor(private readonly dataSource: DataSource) {
    this.analyses = dataSource.getRepository(Analysis);
    this.pages = dataSource.getRepository(PageImage);
  }

  async create(analysis: NewAnalysis): Promise<Analysis> {
    return this.analyses.save(this.analyses.create({ ...analysis, status: 'queued' }));
  }

  findById(id: string): Promise<Analysis | null> {
    return this.analyses.findOneBy({ id });
  }

  /** The user's analysis, or null (another user's is as absent as a missing one). */
  findOwned(userId: string, id: string): Promise<Analysis | null> {
    return this.analyses.findOneBy({ id, userId });
  }

  /** Whether every one of the ids names an analysis of the user (ids compared as text: a malformed one is simply not theirs). */
  async ownsAll(userId: string, ids: readonly string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return true;
    const owned = await this.analyses
      .createQueryBuilder('analysis')
      .where('analysis.user_id = :userId AND analysis.id::text = ANY(:ids)', { userId, ids: unique })
      .getCount();
    return owned === unique.length;
  }

  async markProcessing(id: string, pageCount: number | null): Promise<void> {
    await this.analyses.update({ id }, { status: 'processing', startedAt: () => 'COALESCE(started_at, now())', pageCount });
  }

  /**
   * Records success, charges the reserved pages, counts the file for the user and forgets the
   * PDF, all in one transaction: a crash leaves either nothing or everything done.
   */
  succeed(id: string, outcome: AnalysisOutcome): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Analysis)
        .set({
          ...outcome,
          status: 'succeeded',
          finishedAt: () => 'now()',
          pdfKey: null,
          errorCode: null,
          errorMessage: null,
        } as QueryDeepPartialEntity<Analysis>)
        .where("id = :id AND status IN ('queued', 'processing')", { id })
        .returning('user_id')
        .execute();
      const row = (result.raw as { user_id: string }[])[0];
      if (!row) return false;
      await manager.query('UPDATE users SET files_processed = files_processed + 1 WHERE id = $1', [row.user_id]);
      await commitUsage(manager, id);
      return true;
    });
  }

  /**
   * Records the final failure, gives the reserved pages back and forgets the PDF, in one
   * transaction; false when the analysis had ended already (nothing changes then).
   */
  fail(id: string, errorCode: string, errorMessage: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Analysis)
        .set({ status: 'failed', errorCode, errorMessage, finishedAt: () => 'now()', pdfKey: null })
        .where("id = :id AND status IN ('queued', 'processing')", { id })
        .execute();
      if (!result.affected) return false;
      await releaseUsage(manager, id);
      return true;
    });
  }

  async savePage(page: Omit<PageImage, 'analysis'>): Promise<void> {
    await this.pages.upsert(page, ['analysisId', 'pageNumber']);
  }

  listPages(analysisId: string): Promise<PageImage[]> {
    return this.pages.find({ where: { analysisId }, order: { pageNumber: 'ASC' } });
  }

  /** A page image of the user's analysis, or null. */
  findOwnedPage(userId: string, analysisId: string, pageNumber: number): Promise<PageImage | null> {
    return this.pages
      .createQueryBuilder('page')
      .innerJoin('page.analysis', 'analysis')
      .where('page.analysis_id = :analysisId AND page.page_number = :pageNumber AND analysis.user_id = :userId', {
        analysisId,
        pageNumber,
        userId,
      })
      .getOne();
  }
}
