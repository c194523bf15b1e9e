import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795304831364 implements MigrationInterface {
  name = 'InitialSchema1795304831364';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "outbox_mails" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "job_id" character varying(200) NOT NULL, "to" character varying(320) NOT NULL, "subject" character varying(500) NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b29f3864833e0d790528753c19c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "outbox_mails_job_id_key" ON "outbox_mails"  ("job_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "outbox_mails_created_at_idx" ON "outbox_mails"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "avatar_url" character varying(2048), "oauth_provider" character varying(16) NOT NULL DEFAULT 'email', "password_hash" character varying(255), "email_verified" boolean NOT NULL DEFAULT false, "files_processed" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "reports" ("id" SERIAL NOT NULL, "user_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9013193989303580053c0b5ef6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "reports_user_id_idx" ON "reports"  ("user_id", "id") `);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_ca7a21eb95ca4625bd5eaef7e0c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "reports" DROP CONSTRAINT "FK_ca7a21eb95ca4625bd5eaef7e0c"`,
    );
    await queryRunner.query(`DROP INDEX "public"."reports_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "reports"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_mails_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_mails_job_id_key"`);
    await queryRunner.query(`DROP TABLE "outbox_mails"`);
  }
}
