import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page images are kept only for saved invoices: analyses record when the fate of their page
 * images was settled, and the sweep finds the open ones through a partial index. Analyses that
 * ended before this migration start unsettled, so the first sweep settles them too.
 */
export class PageImageRetention1795330000000 implements MigrationInterface {
  name = 'PageImageRetention1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "analyses" ADD "pages_settled_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `CREATE INDEX "analyses_pages_unsettled_idx" ON "analyses" ("created_at") WHERE pages_settled_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."analyses_pages_unsettled_idx"`);
    await queryRunner.query(`ALTER TABLE "analyses" DROP COLUMN "pages_settled_at"`);
  }
}
