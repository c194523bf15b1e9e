import type { DataSource, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { Analysis, type AnalysisStatus } from '../entities/analysis.entity.js';
import { PageImage } from '../entities/page-image.entity.js';
import { commitUsage, releaseUsage } from './usage.repository.js';

export type NewAnalysis = Pick<Analysis, 'id' | 'userId' | 'fileName' | 'fileSize' | 'pdfKey'>;

/** What an analysis has in storage: its upload (until forgotten) and its page images. */
export interface AnalysisDocuments {
  pdfKey: string | null;
  pageKeys: string[];
}

/** An analysis whose page images the sweep must settle, or whose upload it must forget. */
export interface SweepCandidate {
  id: string;
  status: AnalysisStatus;
  createdAt: Date;
  /** Older than the retention. */
  expired: boolean;
  /** An invoice of the analysis's owner shows one of its pages (asked of expired successes only). */
  saved: boolean;
}

export interface AnalysisOutcome {
  result: Record<string, unknown>;
  extractor: string;
  model: string | null;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  costUsd: string | null;
  /** What the extractor read, for learning from the save (null when it read nothing to learn from). */
  reading?: Record<string, unknown> | null;
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
      .where('analysis.user_id = :userId AND analysis.id::text = ANY(:ids)', {
        userId,
        ids: unique,
      })
      .getCount();
    return owned === unique.length;
  }

  async markProcessing(id: string, pageCount: number | null): Promise<void> {
    await this.analyses.update(
      { id },
      { status: 'processing', startedAt: () => 'COALESCE(started_at, now())', pageCount },
    );
  }

  /**
   * Records success, charges the reserved pages and counts the file for the user, all in one
   * transaction: a crash leaves either nothing or everything done. The PDF's key stays until its
   * file is deleted (forgetPdf), so that a crash in between leaves it for the sweep to find.
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
          errorCode: null,
          errorMessage: null,
        } as QueryDeepPartialEntity<Analysis>)
        .where("id = :id AND status IN ('queued', 'processing')", { id })
        .returning('user_id')
        .execute();
      const row = (result.raw as { user_id: string }[])[0];
      if (!row) return false;
      await manager.query('UPDATE users SET files_processed = files_processed + 1 WHERE id = $1', [
        row.user_id,
      ]);
      await commitUsage(manager, id);
      return true;
    });
  }

  /**
   * Records the final failure and gives the reserved pages back, in one transaction; false when
   * the analysis had ended already (nothing changes then). Its files are deleted after this
   * (forgetPdf, forgetPages): failed analyses are the sweep's at once until they are.
   */
  fail(id: string, errorCode: string, errorMessage: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Analysis)
        .set({ status: 'failed', errorCode, errorMessage, finishedAt: () => 'now()' })
        .where("id = :id AND status IN ('queued', 'processing')", { id })
        .execute();
      if (!result.affected) return false;
      await releaseUsage(manager, id);
      return true;
    });
  }

  /** The storage keys of the analysis's upload and page images. */
  async documentsOf(id: string): Promise<AnalysisDocuments> {
    const analysis = await this.analyses.findOne({
      where: { id },
      select: { id: true, pdfKey: true },
    });
    const pages = await this.pages.find({
      where: { analysisId: id },
      select: { storageKey: true },
    });
    return { pdfKey: analysis?.pdfKey ?? null, pageKeys: pages.map((page) => page.storageKey) };
  }

  /** After its file was deleted: the analysis no longer has an upload (unless it has another key now). */
  async forgetPdf(id: string, pdfKey: string): Promise<void> {
    await this.analyses.update({ id, pdfKey }, { pdfKey: null });
  }

  /**
   * After their files were deleted: forgets those page images, and settles the analysis's page
   * images once none is left (a page written meanwhile keeps it open for the next clean-up).
   */
  async forgetPages(id: string, storageKeys: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (storageKeys.length > 0) {
        await manager.query(
          'DELETE FROM page_images WHERE analysis_id = $1 AND storage_key = ANY($2)',
          [id, storageKeys],
        );
      }
      await manager.query(
        'UPDATE analyses SET pages_settled_at = now(), reading = NULL WHERE id = $1 AND pages_settled_at IS NULL AND NOT EXISTS (SELECT 1 FROM page_images WHERE analysis_id = $1)',
        [id],
      );
    });
  }

  /** The page images stay with the invoice saved with them: the sweep leaves them alone. */
  async keepPages(id: string): Promise<void> {
    await this.analyses.update({ id }, { pagesSettledAt: () => 'now()' });
  }

  /**
   * Analyses the sweep must look at, oldest first, after `after` (keyset paging): whose page
   * images are not settled and that failed, are older than `expiredBefore`, or succeeded with
   * their upload still recorded. `saved` is asked only of expired successes; an invoice counts
   * when it belongs to the analysis's owner (nobody else is shown the pages) and shows a page of
   * the analysis, in the current path form (`pages/{id}/{n}`) or the earlier one (`/api/pages/…`,
   * which an API process older than the migration may still write during a deploy).
   */
  async sweepCandidates(
    expiredBefore: Date,
    limit: number,
    after?: { createdAt: Date; id: string },
  ): Promise<SweepCandidate[]> {
    const rows = await this.dataSource.query<
      { id: string; status: AnalysisStatus; created_at: Date; expired: boolean; saved: boolean }[]
    >(
      `SELECT a.id, a.status, a.created_at, a.created_at < $1 AS expired,
              CASE WHEN a.status = 'succeeded' AND a.created_at < $1 THEN EXISTS (
                SELECT 1 FROM invoices i
                 WHERE i.user_id = a.user_id
                   AND EXISTS (SELECT 1 FROM unnest(i.images) AS image WHERE strpos(image, 'pages/' || a.id || '/') > 0)
              ) ELSE false END AS saved
         FROM analyses a
        WHERE a.pages_settled_at IS NULL
          AND (a.created_at < $1 OR a.status = 'failed' OR (a.status = 'succeeded' AND a.pdf_key IS NOT NULL))
          AND ($3::timestamptz IS NULL OR (a.created_at, a.id) > ($3::timestamptz, $4::uuid))
        ORDER BY a.created_at, a.id
        LIMIT $2`,
      [expiredBefore, limit, after?.createdAt ?? null, after?.id ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: row.created_at,
      expired: row.expired,
      saved: row.saved,
    }));
  }

  /**
   * Writes the page's row (its file is stored after it, so that every stored file has a row for
   * the clean-up to find).
   */
  async savePage(page: Omit<PageImage, 'analysis'>): Promise<void> {
    await this.pages.upsert(page, ['analysisId', 'pageNumber']);
  }

  /** The page images of a succeeded analysis; none of one that did not succeed (they are being deleted). */
  listPages(analysisId: string): Promise<PageImage[]> {
    return this.pages
      .createQueryBuilder('page')
      .innerJoin('page.analysis', 'analysis')
      .where("page.analysis_id = :analysisId AND analysis.status = 'succeeded'", { analysisId })
      .orderBy('page.page_number', 'ASC')
      .getMany();
  }

  /** A page image of the user's succeeded analysis, or null. */
  findOwnedPage(userId: string, analysisId: string, pageNumber: number): Promise<PageImage | null> {
    return this.pages
      .createQueryBuilder('page')
      .innerJoin('page.analysis', 'analysis')
      .where(
        "page.analysis_id = :analysisId AND page.page_number = :pageNumber AND analysis.user_id = :userId AND analysis.status = 'succeeded'",
        {
          analysisId,
          pageNumber,
          userId,
        },
      )
      .getOne();
  }
}
