import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The money sort keys, as the indexes name and hold them. */
const KEYS = [
  ['amount', '"amount"'],
  ['tax', '"tax"'],
  ['total', '(amount + tax)'],
] as const;

/** The indexes of a money order: the report's, within one vendor, within one category. */
const PREFIXES = [
  ['report_id', '"report_id"'],
  ['report_id_vendor', '"report_id", "vendor"'],
  ['report_id_category', '"report_id", "category"'],
] as const;

/**
 * Money is sorted by currency first, then by the amount (amounts in different currencies do not
 * compare): each index of a money order (amount, tax, total; of the report, within one vendor,
 * within one category) gets the currency before the amount, and the covering vendor index also
 * carries the currency, so that a search within one vendor still orders its matches from the
 * index alone.
 */
export class MoneySortByCurrency1795700000000 implements MigrationInterface {
  name = 'MoneySortByCurrency1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [prefixName, prefix] of PREFIXES) {
      for (const [keyName, key] of KEYS) {
        await queryRunner.query(`DROP INDEX "public"."invoices_${prefixName}_${keyName}_idx"`);
        await queryRunner.query(
          `CREATE INDEX "invoices_${prefixName}_currency_${keyName}_idx" ON "invoices" (${prefix}, "currency", ${key}, "id")`,
        );
      }
    }
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_idx" ON "invoices" ("report_id", "vendor", "id") INCLUDE ("user_id", "search_text", "name", "category", "date", "amount", "tax", "currency")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_idx" ON "invoices" ("report_id", "vendor", "id") INCLUDE ("user_id", "search_text", "name", "category", "date", "amount", "tax")`,
    );
    for (const [prefixName, prefix] of PREFIXES) {
      for (const [keyName, key] of KEYS) {
        await queryRunner.query(
          `DROP INDEX "public"."invoices_${prefixName}_currency_${keyName}_idx"`,
        );
        await queryRunner.query(
          `CREATE INDEX "invoices_${prefixName}_${keyName}_idx" ON "invoices" (${prefix}, ${key}, "id")`,
        );
      }
    }
  }
}
