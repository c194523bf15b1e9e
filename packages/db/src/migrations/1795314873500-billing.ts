import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1795314873500 implements MigrationInterface {
  name = 'Billing1795314873500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stripe_events" ("id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3247bd5fc3f66b6982bbcdd897" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "subscriptions" ("id" character varying(255) NOT NULL, "user_id" uuid NOT NULL, "plan_code" character varying(32) NOT NULL, "stripe_customer_id" character varying(255) NOT NULL, "status" character varying(32) NOT NULL, "current_period_start" TIMESTAMP WITH TIME ZONE NOT NULL, "current_period_end" TIMESTAMP WITH TIME ZONE NOT NULL, "cancel_at_period_end" boolean NOT NULL DEFAULT false, "ended_at" TIMESTAMP WITH TIME ZONE, "stripe_created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a87248d73155605cf782be9ee5e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions"  ("user_id") `,
    );
    await queryRunner.query(`ALTER TABLE "plans" ADD "stripe_price_id" character varying(255)`);
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_e6fa9d123aa25c0f47f838b3bfd" FOREIGN KEY ("plan_code") REFERENCES "plans"("code") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_e6fa9d123aa25c0f47f838b3bfd"`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_d0a95ef8a28188364c546eb65c1"`,
    );
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "stripe_price_id"`);
    await queryRunner.query(`DROP INDEX "public"."subscriptions_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP TABLE "stripe_events"`);
  }
}
