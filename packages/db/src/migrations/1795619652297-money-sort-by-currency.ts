import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sorting by amount, tax or total groups the invoices by currency first (amounts in different
 * currencies are not comparable): the indexes of those sorts lead with currency after report_id
 * (and after vendor for the vendor filter), so that a sorted page stays an index scan. They take
 * the place of the amount-only indexes, which no query reads any more. The vendor index that
 * covers a search within one vendor includes the currency too, as it includes every sort key.
 */
export class MoneySortByCurrency1795619652297 implements MigrationInterface {
  name = 'MoneySortByCurrency1795619652297';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of OLD_INDEXES) await queryRunner.query(`DROP INDEX "public"."${index.name}"`);
    for (const index of NEW_INDEXES)
      await queryRunner.query(`CREATE INDEX "${index.name}" ON "invoices" (${index.keys})`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_idx" ON "invoices" ("report_id", "vendor", "id") INCLUDE (${VENDOR_INCLUDES}, "currency")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of NEW_INDEXES) await queryRunner.query(`DROP INDEX "public"."${index.name}"`);
    for (const index of OLD_INDEXES)
      await queryRunner.query(`CREATE INDEX "${index.name}" ON "invoices" (${index.keys})`);
    await queryRunner.query(`DROP INDEX "public"."invoices_report_id_vendor_idx"`);
    await queryRunner.query(
      `CREATE INDEX "invoices_report_id_vendor_idx" ON "invoices" ("report_id", "vendor", "id") INCLUDE (${VENDOR_INCLUDES})`,
    );
  }
}

const VENDOR_INCLUDES = '"user_id", "search_text", "name", "category", "date", "amount", "tax"';

const OLD_INDEXES = [
  { name: 'invoices_report_id_amount_idx', keys: '"report_id", "amount", "id"' },
  { name: 'invoices_report_id_tax_idx', keys: '"report_id", "tax", "id"' },
  { name: 'invoices_report_id_total_idx', keys: '"report_id", (amount + tax), "id"' },
  { name: 'invoices_report_id_vendor_amount_idx', keys: '"report_id", "vendor", "amount", "id"' },
  { name: 'invoices_report_id_vendor_tax_idx', keys: '"report_id", "vendor", "tax", "id"' },
  {
    name: 'invoices_report_id_vendor_total_idx',
    keys: '"report_id", "vendor", (amount + tax), "id"',
  },
];

const NEW_INDEXES = [
  {
    name: 'invoices_report_id_currency_amount_idx',
    keys: '"report_id", "currency", "amount", "id"',
  },
  { name: 'invoices_report_id_currency_tax_idx', keys: '"report_id", "currency", "tax", "id"' },
  {
    name: 'invoices_report_id_currency_total_idx',
    keys: '"report_id", "currency", (amount + tax), "id"',
  },
  {
    name: 'invoices_report_id_vendor_currency_amount_idx',
    keys: '"report_id", "vendor", "currency", "amount", "id"',
  },
  {
    name: 'invoices_report_id_vendor_currency_tax_idx',
    keys: '"report_id", "vendor", "currency", "tax", "id"',
  },
  {
    name: 'invoices_report_id_vendor_currency_total_idx',
    keys: '"report_id", "vendor", "currency", (amount + tax), "id"',
  },
];
