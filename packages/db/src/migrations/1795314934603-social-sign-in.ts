import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SocialSignIn1795314934603 implements MigrationInterface {
  name = 'SocialSignIn1795314934603';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "identities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(16) NOT NULL, "provider_subject" character varying(255) NOT NULL, "user_id" uuid NOT NULL, "email" character varying(320), "email_verified" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_sign_in_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_7b2f8cccf4ac6a2d7e6e9e8b1f6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "identities_user_id_idx" ON "identities"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "identities_provider_subject_key" ON "identities"  ("provider", "provider_subject") `,
    );
    await queryRunner.query(
      `CREATE TABLE "oauth_flows" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(16) NOT NULL, "browser_key_hash" bytea NOT NULL, "code_verifier" character varying(128) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cb43ec493f7388811eed3c0668c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "oauth_flows_browser_key_hash_key" ON "oauth_flows"  ("browser_key_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "oauth_flows_expires_at_idx" ON "oauth_flows"  ("expires_at") `,
    );
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "identities" ADD CONSTRAINT "FK_88e77c008cfcfa6a87027a99bde" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "identities" DROP CONSTRAINT "FK_88e77c008cfcfa6a87027a99bde"`,
    );
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL`);
    await queryRunner.query(`DROP INDEX "public"."oauth_flows_expires_at_idx"`);
    await queryRunner.query(`DROP INDEX "public"."oauth_flows_browser_key_hash_key"`);
    await queryRunner.query(`DROP TABLE "oauth_flows"`);
    await queryRunner.query(`DROP INDEX "public"."identities_provider_subject_key"`);
    await queryRunner.query(`DROP INDEX "public"."identities_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "identities"`);
  }
}
