import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report's listing at scale:
 * - reports.invoices_version changes with every write to the report's invoices, so the API can
 *   keep a report's vendor counts in memory and know, from the page's own statement, when they
 *   are stale;
 * - report_categories counts a report's invoices per category (as report_vendors does per
 *   vendor): a search of the whole report counts its category matches from these few rows;
 * - indexes (report_id, category, sort key, id) give each matching category's first invoices in
 *   the sort order, and a trigram index on the lowercased name alone finds a search's name
 *   matches without the invoices that match by their category. The trigram index on the search
 *   text served the old way of searching the whole report and goes.
 */
export class InvoiceListScale1795620479308 implements MigrationInterface {
  name = 'InvoiceListScale1795620479308';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "report_categories" ("report_id" integer NOT NULL, "category" character varying(100) NOT NULL, "invoice_count" integer NOT NULL, CONSTRAINT "PK_386a6b35c4aa33a49d99d58d98a" PRIMARY KEY ("report_id", "category"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD "invoices_version" bigint NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "report_categories" ADD CONSTRAINT "FK_c394370942f5c3d33d0977b2d3e" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "report_categories" ("report_id", "category", "invoice_count")
       SELECT "report_id", coalesce("category", ''), count(*) FROM "invoices" GROUP BY 1, 2`,
    );
    // fastupdate off: invoices are written at the pace of people saving them, and a search should
    // not read a list of pending entries first.
    await queryRunner.query(
      `CREATE INDEX "invoices_lower_name_trgm_idx" ON "invoices" USING gin (lower(coalesce("name", '')) gin_trgm_ops) WITH (fastupdate = off)`,
    );
    for (const key of ['date', 'amount', 'tax', 'name', 'vendor']) {
      await queryRunner.query(
        `CREATE INDEX "invoices_report_id_category_${key}_idx" ON "invoices" ("report_id", "category", "${key}", "id")`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_category_total_idx" ON "invoices" ("report_id", "category", (amount + tax), "id")`,
    );
    await queryRunner.query(`DROP INDEX "public"."invoices_search_text_trgm_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "invoices_search_text_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops)`,
    );
    for (const key of ['date', 'amount', 'tax', 'name', 'vendor', 'total']) {
      await queryRunner.query(`DROP INDEX "public"."invoices_report_id_category_${key}_idx"`);
    }
    await queryRunner.query(`DROP INDEX "public"."invoices_lower_name_trgm_idx"`);
    await queryRunner.query(
      `ALTER TABLE "report_categories" DROP CONSTRAINT "FK_c394370942f5c3d33d0977b2d3e"`,
    );
    await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "invoices_version"`);
    await queryRunner.query(`DROP TABLE "report_categories"`);
  }
}
