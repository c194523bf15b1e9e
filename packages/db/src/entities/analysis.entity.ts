import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { UserOwned } from './user-owned.js';
import { CreatedAt, Timestamp } from './columns.js';

export const ANALYSIS_STATUSES = ['queued', 'processing', 'succeeded', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/**
 * One uploaded PDF's analysis. Its id is also the job id. The PDF itself lives in storage only
 * until the analysis ends (`pdfKey` is cleared once the file is deleted). The page images stay
 * while an invoice may still be saved with them: they are deleted when the analysis fails, and
 * after the retention unless a saved invoice shows them (`pagesSettledAt` marks either outcome).
 */
@Entity({ name: 'analyses' })
@Index('analyses_user_id_created_at_idx', ['userId', 'createdAt'])
// The sweep's candidates: only analyses whose page images are not settled yet (a day's worth).
@Index('analyses_pages_unsettled_idx', ['createdAt'], { where: 'pages_settled_at IS NULL' })
export class Analysis extends UserOwned {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: AnalysisStatus;

  /** The uploaded file's name, for display only (never used as a storage path). */
  @Column({ type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ type: 'integer' })
  fileSize!: number;

  @Column({ type: 'integer', nullable: true })
  pageCount!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  pdfKey!: string | null;

  /** The extracted invoice, validated against the contract schema. */
  @Column({ type: 'jsonb', nullable: true })
  result!: Record<string, unknown> | null;

  /**
   * The words the extractor read with their places (a contract DocumentReading), so that a save
   * can learn where the user's values stand. Kept only as long as the page images are.
   */
  @Column({ type: 'jsonb', nullable: true })
  reading!: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  errorCode!: string | null;

  @Column({ type: 'text', nullable: true })
  errorMessage!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  extractor!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  model!: string | null;

  @Column({ type: 'integer', default: 0 })
  inputTokens!: number;

  @Column({ type: 'integer', default: 0 })
  outputTokens!: number;

  @Column({ type: 'integer', default: 0 })
  cacheReadTokens!: number;

  @Column({ type: 'integer', default: 0 })
  cacheWriteTokens!: number;

  @Column({ type: 'numeric', precision: 12, scale: 6, nullable: true })
  costUsd!: string | null;

  @CreatedAt()
  createdAt!: Date;

  @Timestamp({ nullable: true })
  startedAt!: Date | null;

  @Timestamp({ nullable: true })
  finishedAt!: Date | null;

  /**
   * When the page images' fate was settled: deleted (the analysis failed, or no invoice was saved
   * with them within the retention) or kept for a saved invoice. Null while that is open.
   */
  @Timestamp({ nullable: true })
  pagesSettledAt!: Date | null;
}
