import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalysesAndQuota1795307547016 implements MigrationInterface {
  name = 'AnalysesAndQuota1795307547016';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "plans" ("code" character varying(32) NOT NULL, "name" character varying(100) NOT NULL, "monthly_quota" integer, "price_monthly" numeric(10,2), "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_95f7ef3fc4c31a3545b4d825dd4" PRIMARY KEY ("code"))`,
    );
    // The plans (SPEC.md): free is 50 pages a month; enterprise is unlimited, by contacting sales.
    // Prices and Stripe price ids become configuration with billing.
    await queryRunner.query(
      `INSERT INTO "plans" ("code", "name", "monthly_quota", "price_monthly", "sort_order") VALUES
        ('free', 'Free', 50, NULL, 0),
        ('basic', 'Basic', 500, 9.99, 1),
        ('premium', 'Premium', 2000, 29.99, 2),
        ('enterprise', 'Enterprise', NULL, NULL, 3)`,
    );
    await queryRunner.query(
      `CREATE TABLE "analyses" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "status" character varying(16) NOT NULL, "file_name" character varying(255) NOT NULL, "file_size" integer NOT NULL, "page_count" integer, "pdf_key" character varying(255), "result" jsonb, "error_code" character varying(64), "error_message" text, "extractor" character varying(32), "model" character varying(100), "input_tokens" integer NOT NULL DEFAULT '0', "output_tokens" integer NOT NULL DEFAULT '0', "cache_read_tokens" integer NOT NULL DEFAULT '0', "cache_write_tokens" integer NOT NULL DEFAULT '0', "cost_usd" numeric(12,6), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_91421900ca225ed9865d016a940" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "analyses_user_id_created_at_idx" ON "analyses"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "page_images" ("analysis_id" uuid NOT NULL, "page_number" integer NOT NULL, "storage_key" character varying(255) NOT NULL, "content_type" character varying(32) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "byte_size" integer NOT NULL, CONSTRAINT "PK_c9651d75e8150d8a07c05d4b822" PRIMARY KEY ("analysis_id", "page_number"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "usage_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "analysis_id" uuid NOT NULL, "period_start" date NOT NULL, "pages" integer NOT NULL, "status" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2a5dcfbcaf64ee9dedfd29ff878" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "usage_entries_analysis_id_key" ON "usage_entries"  ("analysis_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "usage_entries_user_id_period_idx" ON "usage_entries"  ("user_id", "period_start") `,
    );
    await queryRunner.query(
      `CREATE TABLE "usage_periods" ("user_id" uuid NOT NULL, "period_start" date NOT NULL, "pages_used" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_7220ef3ccf75573149287b68a23" PRIMARY KEY ("user_id", "period_start"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD "plan_code" character varying(32) NOT NULL DEFAULT 'free'`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_8f584b7916aeb606bb95343a814" FOREIGN KEY ("plan_code") REFERENCES "plans"("code") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "analyses" ADD CONSTRAINT "FK_ead6a3f3c5808babebb808ca569" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "page_images" ADD CONSTRAINT "FK_3d83e3e90b73def667003927fb1" FOREIGN KEY ("analysis_id") REFERENCES "analyses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "usage_entries" ADD CONSTRAINT "FK_1a2546ba566529918bebf4fd551" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "usage_entries" ADD CONSTRAINT "FK_08fd928950ca78db7081717551f" FOREIGN KEY ("analysis_id") REFERENCES "analyses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "usage_periods" ADD CONSTRAINT "FK_32fcf4ca95552f6558d901694fd" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "usage_periods" DROP CONSTRAINT "FK_32fcf4ca95552f6558d901694fd"`,
    );
    await queryRunner.query(
      `ALTER TABLE "usage_entries" DROP CONSTRAINT "FK_08fd928950ca78db7081717551f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "usage_entries" DROP CONSTRAINT "FK_1a2546ba566529918bebf4fd551"`,
    );
    await queryRunner.query(
      `ALTER TABLE "page_images" DROP CONSTRAINT "FK_3d83e3e90b73def667003927fb1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "analyses" DROP CONSTRAINT "FK_ead6a3f3c5808babebb808ca569"`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_8f584b7916aeb606bb95343a814"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "plan_code"`);
    await queryRunner.query(`DROP TABLE "usage_periods"`);
    await queryRunner.query(`DROP INDEX "public"."usage_entries_user_id_period_idx"`);
    await queryRunner.query(`DROP INDEX "public"."usage_entries_analysis_id_key"`);
    await queryRunner.query(`DROP TABLE "usage_entries"`);
    await queryRunner.query(`DROP TABLE "page_images"`);
    await queryRunner.query(`DROP INDEX "public"."analyses_user_id_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "analyses"`);
    await queryRunner.query(`DROP TABLE "plans"`);
  }
}
