import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Invoices1795307341471 implements MigrationInterface {
  name = 'Invoices1795307341471';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trusted extension (PostgreSQL 13+): a database owner may create it.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE TABLE "invoices" ("id" BIGSERIAL NOT NULL, "user_id" uuid NOT NULL, "report_id" integer NOT NULL, "name" character varying(100), "date" date, "vendor" character varying(200), "amount" numeric(16,4) NOT NULL DEFAULT '0', "tax" numeric(16,4) NOT NULL DEFAULT '0', "tax_number1" character varying(50), "tax_number2" character varying(50), "tax_number3" character varying(50), "category" character varying(100), "currency" character(3) NOT NULL DEFAULT 'USD', "description" text, "images" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_668cef7c22a427fd822cc1be3ce" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "invoices_user_id_idx" ON "invoices"  ("user_id") `);
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_category_idx" ON "invoices"  ("report_id", "vendor", "category", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_name_idx" ON "invoices"  ("report_id", "vendor", "name", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_tax_idx" ON "invoices"  ("report_id", "vendor", "tax", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_amount_idx" ON "invoices"  ("report_id", "vendor", "amount", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_date_idx" ON "invoices"  ("report_id", "vendor", "date", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_category_idx" ON "invoices"  ("report_id", "category", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_name_idx" ON "invoices"  ("report_id", "name", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_tax_idx" ON "invoices"  ("report_id", "tax", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_amount_idx" ON "invoices"  ("report_id", "amount", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_idx" ON "invoices"  ("report_id", "vendor", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_date_idx" ON "invoices"  ("report_id", "date", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_id_idx" ON "invoices"  ("report_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "report_vendors" ("report_id" integer NOT NULL, "vendor" character varying(200) NOT NULL, "invoice_count" integer NOT NULL, CONSTRAINT "PK_8e76e8858e771116b11b81ff2d9" PRIMARY KEY ("report_id", "vendor"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "FK_26daf5e433d6fb88ee32ce93637" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "FK_59a1075ade133d8a59f571c1394" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "report_vendors" ADD CONSTRAINT "FK_7257e390a5f06af8a46a34f0661" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // What TypeORM cannot declare: indexes on amount + tax, and trigram indexes for ILIKE search.
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_total_idx" ON "invoices" ("report_id", (amount + tax), "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_total_idx" ON "invoices" ("report_id", "vendor", (amount + tax), "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_name_trgm_idx" ON "invoices" USING gin ("name" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "invoices_category_trgm_idx" ON "invoices" USING gin ("category" gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."invoices_category_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_name_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_total_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_total_idx"`);
    await queryRunner.query(
      `ALTER TABLE "report_vendors" DROP CONSTRAINT "FK_7257e390a5f06af8a46a34f0661"`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" DROP CONSTRAINT "FK_59a1075ade133d8a59f571c1394"`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoices" DROP CONSTRAINT "FK_26daf5e433d6fb88ee32ce93637"`,
    );
    await queryRunner.query(`DROP TABLE "report_vendors"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_amount_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_tax_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_name_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_category_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_amount_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_tax_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_name_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_category_idx"`);
    await queryRunner.query(`DROP INDEX "public"."invoices_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "invoices"`);
  }
}
