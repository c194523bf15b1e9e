import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VendorProfiles1795717610228 implements MigrationInterface {
  name = 'VendorProfiles1795717610228';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "vendor_profiles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "vendor_name" character varying(200) NOT NULL, "profile" jsonb NOT NULL, "invoices_seen" integer NOT NULL DEFAULT '0', "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bcb47b1a47f4f1447447eaf73a1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "vendor_profiles_user_id_idx" ON "vendor_profiles"  ("user_id", "last_used_at") `,
    );
    await queryRunner.query(`ALTER TABLE "analyses" ADD "reading" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "vendor_profiles" ADD CONSTRAINT "FK_193d7cc6d4254e2098da2eda45b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "vendor_profiles" DROP CONSTRAINT "FK_193d7cc6d4254e2098da2eda45b"`,
    );
    await queryRunner.query(`ALTER TABLE "analyses" DROP COLUMN "reading"`);
    await queryRunner.query(`DROP INDEX "public"."vendor_profiles_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "vendor_profiles"`);
  }
}
