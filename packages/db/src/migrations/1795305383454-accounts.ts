import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795305383454 implements MigrationInterface {
  name = 'Accounts1795305383454';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "auth_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "access_token_hash" bytea NOT NULL, "access_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_refreshed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoke_reason" character varying(32), "user_agent" character varying(512), "ip_address" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_641507381f32580e8479efc36cd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "auth_sessions_access_token_hash_key" ON "auth_sessions"  ("access_token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "login_throttles" ("key" character varying(400) NOT NULL, "failures" integer NOT NULL, "window_ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_366650e3560115bd25315ca53d0" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "one_time_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "purpose" character varying(32) NOT NULL, "token_hash" bytea NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8e470cc9ffc1b2afa054304db17" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "one_time_tokens_token_hash_key" ON "one_time_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "one_time_tokens_user_id_purpose_idx" ON "one_time_tokens"  ("user_id", "purpose") `,
    );
    await queryRunner.query(
      `CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "token_hash" bytea NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens"  ("session_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "auth_sessions" ADD CONSTRAINT "FK_50ccaa6440288a06f0ba693ccc6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "one_time_tokens" ADD CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" ADD CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4" FOREIGN KEY ("session_id") REFERENCES "auth_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4"`,
    );
    await queryRunner.query(
      `ALTER TABLE "one_time_tokens" DROP CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1"`,
    );
    await queryRunner.query(
      `ALTER TABLE "auth_sessions" DROP CONSTRAINT "FK_50ccaa6440288a06f0ba693ccc6"`,
    );
    await queryRunner.query(`DROP INDEX "public"."refresh_tokens_session_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."refresh_tokens_token_hash_key"`);
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."one_time_tokens_user_id_purpose_idx"`);
    await queryRunner.query(`DROP INDEX "public"."one_time_tokens_token_hash_key"`);
    await queryRunner.query(`DROP TABLE "one_time_tokens"`);
    await queryRunner.query(`DROP TABLE "login_throttles"`);
    await queryRunner.query(`DROP INDEX "public"."auth_sessions_user_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."auth_sessions_access_token_hash_key"`);
    await queryRunner.query(`DROP TABLE "auth_sessions"`);
  }
}
