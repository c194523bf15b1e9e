import { beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from '../src/data-source.js';
import { PageImagePaths1795620000000 } from '../src/migrations/1795620000000-page-image-paths.js';
import { openTestDataSource } from '../src/testing/test-data-source.js';

// Saved invoices held page image paths relative to the site ('/api/pages/…'); they become
// relative to the API base ('pages/…'), which SPEC section 7's rule turns into working URLs.
let dataSource: DataSource;

beforeAll(async () => {
  const database = await openTestDataSource({ poolSize: 2 });
  dataSource = database.dataSource;
  return database.close;
});

const a = '0b7e6a8e-3f0c-4a51-9d3e-2f9d0c6b1a11';
const b = '5d1c2b7e-8a9f-4e3d-b2c1-0f9e8d7c6b5a';

describe('the PageImagePaths migration', () => {
  it('rewrites stored paths in order, leaves the rest alone, and reverts', async () => {
    const [user] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO users (name, email) VALUES ('Paths', 'paths@example.com') RETURNING id`,
    );
    const [report] = await dataSource.query<{ id: number }[]>(
      `INSERT INTO reports (name, user_id) VALUES ('R', $1) RETURNING id`,
      [user!.id],
    );
    const insert = async (images: string[]) =>
      (
        await dataSource.query<{ id: string }[]>(
          `INSERT INTO invoices (user_id, report_id, images) VALUES ($1, $2, $3) RETURNING id`,
          [user!.id, report!.id, images],
        )
      )[0]!.id;
    const old = await insert([`/api/pages/${b}/2`, `/api/pages/${a}/1`, `/api/pages/${b}/1`]);
    const none = await insert([]);
    const current = await insert([`pages/${a}/3`]);
    const imagesOf = async (id: string) =>
      (
        await dataSource.query<{ images: string[] }[]>(
          'SELECT images FROM invoices WHERE id = $1',
          [id],
        )
      )[0]!.images;

    const migration = new PageImagePaths1795620000000();
    const runner = dataSource.createQueryRunner();
    await migration.up(runner);
    expect(await imagesOf(old)).toEqual([`pages/${b}/2`, `pages/${a}/1`, `pages/${b}/1`]);
    expect(await imagesOf(none)).toEqual([]);
    expect(await imagesOf(current)).toEqual([`pages/${a}/3`]);

    await migration.down(runner);
    expect(await imagesOf(old)).toEqual([
      `/api/pages/${b}/2`,
      `/api/pages/${a}/1`,
      `/api/pages/${b}/1`,
    ]);
    expect(await imagesOf(current)).toEqual([`/api/pages/${a}/3`]);
    await runner.release();
  });
});
