import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page image paths become relative to the API base (`pages/{analysisId}/{n}`), so that a client
 * following SPEC section 7 (prefix the API base, adding the slash) reaches them; saved invoices
 * held `/api/pages/…`, which that rule turned into `/api/api/pages/…`. Data only: the order of
 * each invoice's images is kept.
 */
export class PageImagePaths1795620000000 implements MigrationInterface {
  name = 'PageImagePaths1795620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rewrite(queryRunner, '^/api/pages/', 'pages/', '/api/pages/%');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rewrite(queryRunner, '^pages/', '/api/pages/', 'pages/%');
  }
}

async function rewrite(
  queryRunner: QueryRunner,
  from: string,
  to: string,
  like: string,
): Promise<void> {
  await queryRunner.query(
    `UPDATE "invoices"
        SET "images" = ARRAY(SELECT regexp_replace(image, $1, $2) FROM unnest("images") WITH ORDINALITY AS t(image, n) ORDER BY n)
      WHERE EXISTS (SELECT 1 FROM unnest("images") AS image WHERE image LIKE $3)`,
    [from, to, like],
  );
}
