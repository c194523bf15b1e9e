import { Column, Entity, PrimaryColumn, type Relation } from 'typeorm';
import { BelongsTo } from './columns.js';
import { Analysis } from './analysis.entity.js';

/** A rendered page of an analysed PDF; the image bytes are in storage under `storageKey`. */
@Entity({ name: 'page_images' })
export class PageImage {
  @PrimaryColumn({ type: 'uuid' })
  analysisId!: string;

  @BelongsTo(() => Analysis, 'analysis_id')
  analysis!: Relation<Analysis>;

  @PrimaryColumn({ type: 'integer' })
  pageNumber!: number;

  @Column({ type: 'varchar', length: 255 })
  storageKey!: string;

  @Column({ type: 'varchar', length: 32 })
  contentType!: string;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ type: 'integer' })
  byteSize!: number;
}
