import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LoginAttemptLimiter1795608178469 implements MigrationInterface {
  name = 'LoginAttemptLimiter1795608178469';

  // The counters become rate-limiter-flexible's (points, expire in ms). They are short-lived, so
  // those of the old shape are dropped rather than converted: each key starts a fresh window.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "login_throttles"`);
    await queryRunner.query(`ALTER TABLE "login_throttles" DROP COLUMN "failures"`);
    await queryRunner.query(`ALTER TABLE "login_throttles" DROP COLUMN "window_ends_at"`);
    await queryRunner.query(`ALTER TABLE "login_throttles" ADD "points" integer NOT NULL`);
    await queryRunner.query(`ALTER TABLE "login_throttles" ADD "expire" bigint NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "login_throttles"`);
    await queryRunner.query(`ALTER TABLE "login_throttles" DROP COLUMN "expire"`);
    await queryRunner.query(`ALTER TABLE "login_throttles" DROP COLUMN "points"`);
    await queryRunner.query(
      `ALTER TABLE "login_throttles" ADD "window_ends_at" TIMESTAMP WITH TIME ZONE NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "login_throttles" ADD "failures" integer NOT NULL`);
  }
}
