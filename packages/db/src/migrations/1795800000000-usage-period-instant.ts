import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['usage_entries', 'usage_periods'] as const;

/**
 * Usage is kept under the instant its quota period starts instead of the day: a paid billing
 * period that starts on the 1st of a month (UTC) shared its row with that month's free usage, so
 * pages spent on the free plan earlier that day counted against the paid quota.
 *
 * Rows kept so far were keyed by the day. A row of a paid period moves to the instant its
 * subscription's current period starts when that period started later that day and the entry
 * was charged within it (after its start, before it ended: pages spent on the free plan again
 * after a cancellation stay in the month); the rest keep midnight UTC of their day (the free month, and paid
 * periods that are over, which nothing reads again). The moved pages leave their day's counter
 * and join the instant's. It changes a key the running release reads: stop the API and the
 * workers before it runs (infra/README.md).
 */
export class UsagePeriodInstant1795800000000 implements MigrationInterface {
  name = 'UsagePeriodInstant1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ALTER COLUMN "period_start" TYPE TIMESTAMP WITH TIME ZONE USING ("period_start"::timestamp AT TIME ZONE 'UTC')`,
      );
    }
    await queryRunner.query(
      `CREATE TEMPORARY TABLE "usage_moved" AS
       SELECT e."id", e."user_id", e."period_start" AS "old_start", s."starts_at" AS "new_start",
              CASE WHEN e."status" = 'released' THEN 0 ELSE e."pages" END AS "pages"
       FROM "usage_entries" e
       JOIN LATERAL (
         SELECT "current_period_start" AS "starts_at" FROM "subscriptions"
         WHERE "user_id" = e."user_id"
           AND "current_period_start" > e."period_start"
           AND "current_period_start" < e."period_start" + interval '24 hours'
           AND "current_period_start" <= e."created_at"
           AND e."created_at" < coalesce("ended_at", "current_period_end")
         ORDER BY "current_period_start" DESC LIMIT 1
       ) s ON true`,
    );
    await queryRunner.query(
      `UPDATE "usage_entries" e SET "period_start" = m."new_start" FROM "usage_moved" m WHERE e."id" = m."id"`,
    );
    await queryRunner.query(
      `INSERT INTO "usage_periods" ("user_id", "period_start", "pages_used")
       SELECT "user_id", "new_start", sum("pages") FROM "usage_moved" GROUP BY 1, 2
       ON CONFLICT ("user_id", "period_start") DO UPDATE SET "pages_used" = "usage_periods"."pages_used" + EXCLUDED."pages_used"`,
    );
    await queryRunner.query(
      `UPDATE "usage_periods" p SET "pages_used" = greatest(p."pages_used" - m."pages", 0)
       FROM (SELECT "user_id", "old_start", sum("pages") AS "pages" FROM "usage_moved" GROUP BY 1, 2) m
       WHERE p."user_id" = m."user_id" AND p."period_start" = m."old_start"`,
    );
    // A day whose pages all moved keeps no empty row.
    await queryRunner.query(
      `DELETE FROM "usage_periods" p USING (SELECT DISTINCT "user_id", "old_start" FROM "usage_moved") m
       WHERE p."user_id" = m."user_id" AND p."period_start" = m."old_start" AND p."pages_used" = 0
         AND NOT EXISTS (SELECT 1 FROM "usage_entries" e WHERE e."user_id" = p."user_id" AND e."period_start" = p."period_start")`,
    );
    await queryRunner.query(`DROP TABLE "usage_moved"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Periods that start on the same day become one row again, their pages added up.
    await queryRunner.query(
      `CREATE TEMPORARY TABLE "usage_by_day" AS
       SELECT "user_id", ("period_start" AT TIME ZONE 'UTC')::date AS "day", sum("pages_used")::int AS "pages_used"
       FROM "usage_periods" GROUP BY 1, 2`,
    );
    await queryRunner.query(`DELETE FROM "usage_periods"`);
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ALTER COLUMN "period_start" TYPE date USING (("period_start" AT TIME ZONE 'UTC')::date)`,
      );
    }
    await queryRunner.query(
      `INSERT INTO "usage_periods" ("user_id", "period_start", "pages_used") SELECT "user_id", "day", "pages_used" FROM "usage_by_day"`,
    );
    await queryRunner.query(`DROP TABLE "usage_by_day"`);
  }
}
